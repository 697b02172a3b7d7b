import type { LiveSite, LiveSiteSpace, LiveState, LiveStructureItem } from '../../model/live.js';
import type { ExportKeys } from './export-keys.js';
import { sortedByKey, type YamlMap } from './export-org.js';
import { SlugKeys } from '../../model/slug-keys.js';
import { GROUP_FIELDS } from '../../model/fields/group-fields.js';
import { LINK_FIELDS } from '../../model/fields/link-fields.js';
import { SECTION_FIELDS } from '../../model/fields/section-fields.js';
import { SITE_FIELDS } from '../../model/fields/site-fields.js';
import { SITE_SPACE_FIELDS } from '../../model/fields/site-space-fields.js';
import { exportedFields } from './export-fields.js';
import { exportOverride } from './export-overrides.js';
import { exportPermissions } from './export-permissions.js';
import { exportRedirects } from './export-redirects.js';

/** `sites:` with each site's whole structure, in the API's order, ids pinned. */
export function exportSites(live: LiveState, keys: ExportKeys): YamlMap {
  const out: YamlMap = {};
  for (const site of sortedByKey(live.sites ?? [], keys.sites)) {
    out[keys.sites.get(site.id) ?? site.id] = exportSite(site, keys);
  }
  return out;
}

function exportSite(site: LiveSite, keys: ExportKeys): YamlMap {
  const out: YamlMap = {
    id: site.id,
    ...exportedFields(SITE_FIELDS, site),
    ...exportPermissions(site.permissions, keys),
  };
  if (site.structure?.kind === 'spaces') {
    out.spaces = site.structure.spaces.map((s) => exportSiteSpace(s, keys, site));
  } else if (site.structure?.kind === 'sections') {
    out.sections = exportItems(site.structure.items, keys, site);
  }
  const redirects = exportRedirects(site);
  if (redirects !== undefined) out.redirects = redirects;
  return out;
}

/**
 * Sections and groups are matched by title within their parent (DESIGN, "Identity");
 * a title seen twice in one parent gets an explicit `key` so that addresses stay unique.
 */
function exportItems(
  items: readonly LiveStructureItem[],
  keys: ExportKeys,
  site: LiveSite,
): YamlMap[] {
  const slugs = new SlugKeys('section');
  const seen = new Set<string>();
  return items.map((item) => {
    const slug = slugs.take(item.title);
    const key = seen.has(item.title) ? { key: slug } : {};
    seen.add(item.title);
    if (item.type === 'group') {
      return {
        ...exportedFields(GROUP_FIELDS, item),
        ...key,
        id: item.id,
        sections: exportItems(item.items, keys, site),
      };
    }
    if (item.type === 'link') return { ...exportedFields(LINK_FIELDS, item), ...key, id: item.id };
    return {
      ...exportedFields(SECTION_FIELDS, item),
      ...key,
      id: item.id,
      spaces: item.spaces.map((s) => exportSiteSpace(s, keys, site)),
    };
  });
}

/** A site space; its customization is what it shows differently from `site`'s. */
function exportSiteSpace(siteSpace: LiveSiteSpace, keys: ExportKeys, site: LiveSite): YamlMap {
  return {
    space: keys.spaces.get(siteSpace.spaceId) ?? siteSpace.spaceId,
    id: siteSpace.id,
    ...exportedFields(SITE_SPACE_FIELDS, siteSpace),
    ...exportOverride(site.customization, siteSpace.customization),
  };
}
