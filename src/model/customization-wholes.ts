import { CUSTOMIZATION_OBJECTS } from './customization-objects.js';
import { isObject } from './is-object.js';

/**
 * The values of a site's customization (and of a site space's override) that the
 * official API takes only whole, with the keys its schema requires of each
 * (openapi.json: `CustomizationThemedColor`, `CustomizationThemedURL`,
 * `CustomizationThemedCodeTheme`, `CustomizationTint`, `CustomizationAnnouncement`): the
 * `completed` rows of customization-objects.ts. The config may declare one in part
 * (`primaryColor: { light: ... }`) or with only its required keys (an announcement
 * without its `link`): every key it does not write is taken from a value that has it
 * (the live site's, or the site's own for an override), so that the value sent whole
 * changes only what the config writes. Where a required key has no source, the body
 * would be refused, so the plan says so first. A key the config writes `null` (an
 * announcement's `link: null`) is removed: completion leaves it, and the body sent
 * leaves it out (`wholesForTheWire`).
 */

type Json = Readonly<Record<string, unknown>>;

export interface WholeValue {
  /** Dotted path in the customization. */
  readonly path: string;
  /** The keys the official schema requires of the value. */
  readonly required: readonly string[];
  /** The other keys the official schema knows of the value (an announcement's `link`). */
  readonly optional: readonly string[];
  /**
   * The official `SiteCustomizationSettings` answer always holds it (required there): a
   * site's settings, even never customized, can complete it.
   */
  readonly answered: boolean;
}

/** In an order where a value comes before the values inside it (`tint`, then `tint.color`). */
export const WHOLE_VALUES: readonly WholeValue[] = CUSTOMIZATION_OBJECTS.flatMap((o) =>
  o.kind === 'completed'
    ? [
        {
          path: o.path,
          required: o.required ?? [],
          optional: o.optional ?? [],
          answered: o.answered === true,
        },
      ]
    : [],
);

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

/**
 * The paths of the whole values `declared` holds that leave out a key their official
 * schema knows (a required one, or an announcement's `link`): those `completedWholes`
 * takes keys for. A key written `null` is written (removed).
 */
export function completableWholes(declared: unknown): string[] {
  return WHOLE_VALUES.filter((w) => {
    const value = valueAt(declared, w.path);
    return isObject(value) && [...w.required, ...w.optional].some((k) => !Object.hasOwn(value, k));
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
 * `declared` with each whole value it holds given, from `source` at the same path, the
 * keys of the official schema it does not write (required or not: the API replaces the
 * value whole, so a key left out would be dropped); a key written `null` is left as it
 * is (removed); the rest as declared.
 */
export function completedWholes(declared: Json, source: unknown): Json {
  let out = declared;
  for (const w of WHOLE_VALUES) {
    const value = valueAt(out, w.path);
    if (!isObject(value)) continue;
    const from = valueAt(source, w.path);
    if (!isObject(from)) continue;
    const filled: Record<string, unknown> = { ...value };
    let changed = false;
    for (const key of [...w.required, ...w.optional]) {
      const held = from[key];
      if (held === undefined || held === null || Object.hasOwn(value, key)) continue;
      filled[key] = held;
      changed = true;
    }
    if (changed) out = withValueAt(out, w.path.split('.'), filled);
  }
  return out;
}

/**
 * `body` (settings to send) without the keys written `null` inside the whole values: the
 * official schemas take none there (an announcement's `link` is a link or absent), and a
 * key left out of a value sent whole is removed.
 */
export function wholesForTheWire(body: unknown): unknown {
  if (!isObject(body)) return body;
  let out: Json = body;
  for (const w of WHOLE_VALUES) {
    const value = valueAt(out, w.path);
    if (!isObject(value) || !Object.values(value).includes(null)) continue;
    const kept = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null));
    out = withValueAt(out, w.path.split('.'), kept);
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
