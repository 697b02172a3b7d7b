import type { Address } from '../model/address.js';
import { fieldLocationKey } from '../model/address.js';
import { unfilledWholes } from '../model/customization-wholes.js';
import type { DesiredState } from '../model/desired.js';
import type { Diagnostic } from '../model/diagnostic.js';
import type { LiveSite } from '../model/live.js';

/** Where the missing keys of a whole value could have come from, for the message. */
export interface CompletionSource {
  /** The settings completing the declared value (undefined: none). */
  readonly settings: unknown;
  /** The settings are the site's whole settings (false: a site this plan creates). */
  readonly whole: boolean;
  /** What they are, in words: `the live site`, `the customization of site.portal`. */
  readonly name: string;
  /**
   * The site's settings exist but could not be read, and why: nothing completes or
   * compares the declared values, and the plan does not guess them.
   */
  readonly notRead?: { readonly why: string; readonly site?: Address };
}

/** `a`, `a and b`, `a, b and c`. */
const and = (keys: readonly string[]): string =>
  keys.length <= 2 ? keys.join(' and ') : `${keys.slice(0, -1).join(', ')} and ${keys.at(-1)}`;

/**
 * An error for each value of `declared` (a `customization:` of the object at `address`)
 * that the official API takes only whole, declared in part, that `source` cannot
 * complete: the body would be refused at apply. At the value's key in the config.
 */
export function unfilledCustomization(
  desired: DesiredState,
  address: Address,
  declared: Readonly<Record<string, unknown>>,
  source: CompletionSource,
): Diagnostic[] {
  if (source.notRead !== undefined) return [notReadError(desired, address, source.notRead)];
  return unfilledWholes(declared, source.settings, source.whole).map((value) => {
    const location = desired.locations.get(
      fieldLocationKey(address, `customization.${value.path}`),
    );
    const missing = value.missing.map((key) => `${value.path}.${key}`);
    return {
      severity: 'error',
      code: 'customization-incomplete',
      address,
      ...(location === undefined ? {} : { location }),
      message: `customization.${value.path} of ${address} lacks ${and(value.missing)}: the API takes it only whole (${and(value.required)}), and ${source.name} has no ${and(missing)} to complete it from`,
      hint: `declare ${and(missing)} too`,
    } satisfies Diagnostic;
  });
}

/**
 * The error for a declared customization whose site's settings could not be read: the
 * plan would otherwise take the site for one never customized (the platform's
 * defaults), compare against them and complete from them. At the `customization:` key.
 */
function notReadError(
  desired: DesiredState,
  address: Address,
  notRead: NonNullable<CompletionSource['notRead']>,
): Diagnostic {
  const location = desired.locations.get(fieldLocationKey(address, 'customization'));
  const site = notRead.site ?? address;
  const what =
    site === address
      ? `the customization of ${address}`
      : `the customization of ${address}, which overrides ${site}'s,`;
  return {
    severity: 'error',
    code: 'customization-not-read',
    address,
    ...(location === undefined ? {} : { location }),
    message: `${what} cannot be planned: the customization settings of ${site} could not be read: ${notRead.why}; the plan does not guess them`,
    hint: `plan with a token that may read the customization of ${site}, or leave customization: out of the config`,
  };
}

/**
 * Why a live site's customization settings are not known, or undefined when they are:
 * refused to the token, or not read (a live state read without them).
 */
export function customizationNotRead(live: LiveSite): string | undefined {
  if (live.customizationNotRead !== undefined) return live.customizationNotRead;
  return live.customization === undefined ? 'they were not read' : undefined;
}

/**
 * What completes a site's declared customization: its live settings (the apply lays the
 * declared leaves over them); for a site this plan creates, the platform's defaults,
 * which hold the values the official answer requires and none of the others. A live
 * site whose settings are not known completes nothing: never taken for a new one.
 */
export function liveSiteSource(live: LiveSite | undefined): CompletionSource {
  if (live === undefined) return { settings: undefined, whole: false, name: 'a new site' };
  const why = customizationNotRead(live);
  if (why !== undefined) {
    return { settings: undefined, whole: false, name: 'the live site', notRead: { why } };
  }
  return { settings: live.customization, whole: true, name: 'the live site' };
}
