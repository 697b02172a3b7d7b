import { isDeepStrictEqual } from 'node:util';
import { SITE_SPACE_FIELDS } from '../../model/fields/site-space-fields.js';
import { OVERRIDE_MERGED } from '../../model/schema/customization-override.js';
import { knownPart } from '../../model/schema/known-part.js';
import type {
  LiveSite,
  LiveSiteSpace,
  LiveStructure,
  LiveStructureItem,
} from '../../model/live.js';
import type { YamlMap } from './export-org.js';
import { isObject } from '../../model/is-object.js';

type Json = Readonly<Record<string, unknown>>;

/**
 * The leaves of `shown` that differ from `site`: objects the override merges key by key
 * (`OVERRIDE_MERGED`) are descended into, any other value is one leaf, written whole.
 */
function differing(site: unknown, shown: Json, at = ''): YamlMap {
  const base = isObject(site) ? site : {};
  const out: YamlMap = {};
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
 * A site space's `customization:` as `export` writes it. The API answers the settings a
 * site space shows (the site's with the override laid over), never the override alone:
 * what export writes is every leaf the override takes whose value differs from the
 * site's, so the export plans empty and shows what visitors of the site space see
 * differently. A leaf overridden with the site's own value is not told apart (it shows
 * nothing different). Nothing when no leaf differs or the settings were not read.
 */
export function exportOverride(site: unknown, shown: unknown): YamlMap {
  if (!isObject(shown) || !isObject(site)) return {};
  const known = knownPart(SITE_SPACE_FIELDS.customization.yaml, shown);
  if (!isObject(known)) return {};
  const override = differing(knownPart(SITE_SPACE_FIELDS.customization.yaml, site), known);
  return Object.keys(override).length === 0 ? {} : { customization: override };
}

/** The site spaces of a live structure, at any depth. */
function siteSpacesOf(structure: LiveStructure | undefined): LiveSiteSpace[] {
  if (structure === undefined) return [];
  if (structure.kind === 'spaces') return [...structure.spaces];
  const walk = (items: readonly LiveStructureItem[]): LiveSiteSpace[] =>
    items.flatMap((item) =>
      item.type === 'section' ? item.spaces : item.type === 'group' ? walk(item.items) : [],
    );
  return walk(structure.items);
}

/**
 * A warning for each site space of `site` whose settings the API refused to read: its
 * override is left out of the export, not guessed.
 */
export function overridesNotRead(site: LiveSite): string[] {
  return siteSpacesOf(site.structure).flatMap((s) =>
    s.customizationNotRead === undefined
      ? []
      : [
          `the customization override of site space ${s.id} (space ${s.spaceId}) of site "${site.title}" was left out: it could not be read: ${s.customizationNotRead}`,
        ],
  );
}
