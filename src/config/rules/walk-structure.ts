import type {
  DesiredSection,
  DesiredSite,
  DesiredSiteSpace,
  DesiredStructureItem,
} from '../../model/desired.js';
import type { YamlPath } from '../position-index.js';

/** A list of siblings (items of a site or group, or site spaces) and where it is written. */
export interface Siblings<T> {
  readonly path: YamlPath;
  readonly items: readonly T[];
}

/**
 * Every list of structure items of a site, with YAML paths computed the way the
 * normalizer read them: `sites.<key>.sections[i]`, a group's `sections[j]`.
 */
export function itemLists(site: DesiredSite): readonly Siblings<DesiredStructureItem>[] {
  let found = ITEM_LISTS.get(site);
  if (found === undefined) {
    found = collectItemLists(site);
    ITEM_LISTS.set(site, found);
  }
  return found;
}

/** Several rules walk each site: the lists are collected once per site object. */
const ITEM_LISTS = new WeakMap<DesiredSite, readonly Siblings<DesiredStructureItem>[]>();
const SECTIONS = new WeakMap<DesiredSite, readonly { section: DesiredSection; path: YamlPath }[]>();
const SITE_SPACES = new WeakMap<DesiredSite, readonly Siblings<DesiredSiteSpace>[]>();

function collectItemLists(site: DesiredSite): Siblings<DesiredStructureItem>[] {
  const out: Siblings<DesiredStructureItem>[] = [];
  if (site.structure?.kind !== 'sections') return out;
  const visit = (path: YamlPath, items: readonly DesiredStructureItem[]): void => {
    out.push({ path, items });
    items.forEach((item, i) => {
      if (item.type === 'group') visit([...path, i, 'sections'], item.items);
    });
  };
  visit(['sites', site.key, 'sections'], site.structure.items);
  return out;
}

/** Every section of a site with its path, depth first in written order. */
export function sectionsOf(
  site: DesiredSite,
): readonly { section: DesiredSection; path: YamlPath }[] {
  let found = SECTIONS.get(site);
  if (found === undefined) {
    const sections: { section: DesiredSection; path: YamlPath }[] = [];
    for (const { path, items } of itemLists(site)) {
      items.forEach((item, i) => {
        if (item.type === 'section') sections.push({ section: item, path: [...path, i] });
      });
    }
    found = sections;
    SECTIONS.set(site, found);
  }
  return found;
}

/** Every list of site spaces of a site: the root list, or each section's. */
export function siteSpaceLists(site: DesiredSite): readonly Siblings<DesiredSiteSpace>[] {
  let found = SITE_SPACES.get(site);
  if (found === undefined) {
    found =
      site.structure?.kind === 'spaces'
        ? [{ path: ['sites', site.key, 'spaces'], items: site.structure.spaces }]
        : sectionsOf(site).map(({ section, path }) => ({
            path: [...path, 'spaces'],
            items: section.spaces,
          }));
    SITE_SPACES.set(site, found);
  }
  return found;
}
