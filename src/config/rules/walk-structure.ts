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
export function itemLists(site: DesiredSite): Siblings<DesiredStructureItem>[] {
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
export function sectionsOf(site: DesiredSite): { section: DesiredSection; path: YamlPath }[] {
  return itemLists(site).flatMap(({ path, items }) =>
    items.flatMap((item, i) =>
      item.type === 'section' ? [{ section: item, path: [...path, i] }] : [],
    ),
  );
}

/** Every list of site spaces of a site: the root list, or each section's. */
export function siteSpaceLists(site: DesiredSite): Siblings<DesiredSiteSpace>[] {
  if (site.structure?.kind === 'spaces') {
    return [{ path: ['sites', site.key, 'spaces'], items: site.structure.spaces }];
  }
  return sectionsOf(site).map(({ section, path }) => ({
    path: [...path, 'spaces'],
    items: section.spaces,
  }));
}
