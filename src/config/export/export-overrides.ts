import { overriddenLeaves } from '../../model/overridden-leaves.js';
import type {
  LiveSite,
  LiveSiteSpace,
  LiveStructure,
  LiveStructureItem,
} from '../../model/live.js';
import type { YamlMap } from './export-org.js';

/**
 * A site space's `customization:` as `export` writes it: the leaves of its override the
 * API lets be seen (`overriddenLeaves`), so the export plans empty and shows what
 * visitors of the site space see differently. Nothing when no leaf differs or the
 * settings were not read.
 */
export function exportOverride(site: unknown, shown: unknown): YamlMap {
  const override = overriddenLeaves(site, shown);
  return override === undefined || Object.keys(override).length === 0
    ? {}
    : { customization: { ...override } };
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
