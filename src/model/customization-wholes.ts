import { isObject } from './is-object.js';

/**
 * The values of a site's customization (and of a site space's override) that the
 * official API takes only whole, with the keys its schema requires of each
 * (openapi.json: `CustomizationThemedColor`, `CustomizationThemedURL`,
 * `CustomizationThemedCodeTheme`, `CustomizationTint`, `CustomizationAnnouncement`). The
 * config may declare one in part (`primaryColor: { light: ... }`): the missing keys are
 * taken from a value that has them (the live site's, or the site's own for an override),
 * and where there is none, the body would be refused, so the plan says so first.
 */

type Json = Readonly<Record<string, unknown>>;

export interface WholeValue {
  /** Dotted path in the customization. */
  readonly path: string;
  /** The keys the official schema requires of the value. */
  readonly required: readonly string[];
  /**
   * The official `SiteCustomizationSettings` answer always holds it (required there): a
   * site's settings, even never customized, can complete it.
   */
  readonly answered: boolean;
}

const PAIR = ['light', 'dark'] as const;

/** In an order where a value comes before the values inside it (`tint`, then `tint.color`). */
export const WHOLE_VALUES: readonly WholeValue[] = [
  { path: 'styling.primaryColor', required: PAIR, answered: true },
  { path: 'styling.infoColor', required: PAIR, answered: true },
  { path: 'styling.successColor', required: PAIR, answered: true },
  { path: 'styling.warningColor', required: PAIR, answered: true },
  { path: 'styling.dangerColor', required: PAIR, answered: true },
  { path: 'styling.tint', required: ['color'], answered: false },
  { path: 'styling.tint.color', required: PAIR, answered: false },
  { path: 'styling.codeTheme.default', required: PAIR, answered: true },
  { path: 'styling.codeTheme.openapi', required: PAIR, answered: true },
  { path: 'header.logo', required: PAIR, answered: false },
  { path: 'header.backgroundColor', required: PAIR, answered: false },
  { path: 'header.linkColor', required: PAIR, answered: false },
  { path: 'footer.logo', required: PAIR, answered: false },
  { path: 'announcement', required: ['enabled', 'message', 'style'], answered: false },
];

/** A whole value declared in part, and the required keys nothing completed. */
export interface UnfilledValue {
  readonly path: string;
  readonly missing: readonly string[];
  readonly required: readonly string[];
}

function valueAt(value: unknown, path: string): unknown {
  let at = value;
  for (const key of path.split('.')) {
    if (!isObject(at)) return undefined;
    at = at[key];
  }
  return at;
}

function missingKeys(value: Json, required: readonly string[]): string[] {
  return required.filter((key) => value[key] === undefined || value[key] === null);
}

/** The paths of the whole values `declared` holds without every key they require. */
export function partialWholes(declared: unknown): string[] {
  return WHOLE_VALUES.filter((w) => {
    const value = valueAt(declared, w.path);
    return isObject(value) && missingKeys(value, w.required).length > 0;
  }).map((w) => w.path);
}

/** `value` with `path` set to `to`, the objects on the way copied. */
function withValueAt(value: Json, path: readonly string[], to: unknown): Json {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const held = value[key];
  return {
    ...value,
    [key]: rest.length === 0 ? to : withValueAt(isObject(held) ? held : {}, rest, to),
  };
}

/**
 * `declared` with each whole value declared in part (without a key it requires) given
 * the keys it lacks from `source` at the same path, where `source` has them: the
 * required ones and the others (an announcement's link), since the API replaces the
 * value whole; the rest as declared.
 */
export function completedWholes(declared: Json, source: unknown): Json {
  let out = declared;
  for (const w of WHOLE_VALUES) {
    const value = valueAt(out, w.path);
    if (!isObject(value)) continue;
    const from = valueAt(source, w.path);
    if (!isObject(from)) continue;
    if (missingKeys(value, w.required).length === 0) continue;
    const filled: Record<string, unknown> = { ...value };
    let changed = false;
    for (const [key, held] of Object.entries(from)) {
      if (held === undefined || held === null) continue;
      if (value[key] !== undefined && value[key] !== null) continue;
      filled[key] = held;
      changed = true;
    }
    if (changed) out = withValueAt(out, w.path.split('.'), filled);
  }
  return out;
}

/**
 * The whole values of `declared` that `source` leaves incomplete, each with the keys
 * still missing. `answeredKnown: false` says `source` is not the site's whole settings
 * (a site not created yet): the values its settings always hold are completed when the
 * apply reads them, and are not reported.
 */
export function unfilledWholes(
  declared: Json,
  source: unknown,
  answeredKnown: boolean,
): UnfilledValue[] {
  const completed = completedWholes(declared, source);
  const out: UnfilledValue[] = [];
  for (const w of WHOLE_VALUES) {
    if (w.answered && !answeredKnown) continue;
    const value = valueAt(completed, w.path);
    if (!isObject(value)) continue;
    const missing = missingKeys(value, w.required);
    if (missing.length > 0) out.push({ path: w.path, missing, required: w.required });
  }
  return out;
}
