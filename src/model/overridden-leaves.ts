import { isDeepStrictEqual } from 'node:util';
import { isObject } from './is-object.js';
import { OVERRIDE_MERGED } from './schema/customization-override.js';
import { SITE_SPACE_FIELDS } from './fields/site-space-fields.js';
import { knownPart } from './schema/known-part.js';

type Json = Readonly<Record<string, unknown>>;

/**
 * The leaves of `shown` that differ from `site`: objects the override merges key by key
 * (`OVERRIDE_MERGED`) are descended into, any other value is one leaf, written whole.
 */
function differing(site: unknown, shown: Json, at = ''): Record<string, unknown> {
  const base = isObject(site) ? site : {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(shown)) {
    const path = at === '' ? key : `${at}.${key}`;
    if (OVERRIDE_MERGED.includes(path) && isObject(value)) {
      const inner = differing(base[key], value, path);
      if (Object.keys(inner).length > 0) out[key] = inner;
    } else if (!isDeepStrictEqual(base[key], value)) {
      out[key] = value;
    }
  }
  return out;
}

/**
 * A site space's override as the API lets it be seen. The API answers the settings a
 * site space shows (the site's with the override laid over), never the override alone:
 * the override seen is every leaf the override takes whose value differs from the
 * site's. A leaf overridden with the site's own value is not told apart (it shows
 * nothing different). Empty when no leaf differs; undefined when either side is not
 * known.
 */
export function overriddenLeaves(site: unknown, shown: unknown): Json | undefined {
  if (!isObject(shown) || !isObject(site)) return undefined;
  const row = SITE_SPACE_FIELDS.customization.yaml;
  const known = knownPart(row, shown);
  if (!isObject(known)) return undefined;
  return differing(knownPart(row, site), known);
}
