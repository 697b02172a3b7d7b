import type { LiveSite, LiveSiteSpace, LiveState, LiveStructureItem } from '../../model/live.js';
import { sortedByKey, type YamlMap } from './export-org.js';
import { SlugKeys } from '../../model/slug-keys.js';
import { GROUP_FIELDS } from '../../model/fields/group-fields.js';
import { LINK_FIELDS } from '../../model/fields/link-fields.js';
import { SECTION_FIELDS } from '../../model/fields/section-fields.js';
import { SITE_FIELDS } from '../../model/fields/site-fields.js';
import { SITE_SPACE_FIELDS } from '../../model/fields/site-space-fields.js';
import { isObject } from '../../model/is-object.js';
import { exportedFields, type ExportContext } from './export-fields.js';
import { exportOverride } from './export-overrides.js';
import { exportPermissions } from './export-permissions.js';
import { exportRedirects } from './export-redirects.js';
import { leavesOtherThan, platformCustomization } from './platform-customization.js';

/**
 * `sites:` with each site's whole structure (but one Git Sync drives), in the API's
 * order, ids pinned.
 */
export function exportSites(live: LiveState, ctx: ExportContext): YamlMap {
  const out: YamlMap = {};
  for (const site of sortedByKey(live.sites ?? [], ctx.keys.sites)) {
    out[ctx.keys.sites.get(site.id) ?? site.id] = exportSite(site, ctx);
  }
  return out;
}

function exportSite(site: LiveSite, ctx: ExportContext): YamlMap {
  const what = `site "${site.title}"`;
  const out: YamlMap = {
    id: site.id,
    ...exportedFields(SITE_FIELDS, site, ctx, what),
    ...exportPermissions(site.permissions, ctx.keys),
  };
  if (!ctx.full && isObject(out.customization)) {
    // the leaves a person set: a customized site answers every leaf, defaults included
    const own = leavesOtherThan(out.customization, platformCustomization(site.title));
    if (Object.keys(own).length > 0) out.customization = own;
    else delete out.customization;
  }
  // a site with no site space is as a new site is: its (empty) structure only with --full;
  // none of a site whose structure Git Sync drives (its repository's gitbook-docs.yaml
  // holds it, and a plan refuses it declared)
  if (site.gitSync != null) {
    // its structure is left out
  } else if (site.structure?.kind === 'spaces' && (ctx.full || site.structure.spaces.length > 0)) {
    out.spaces = site.structure.spaces.map((s) => exportSiteSpace(s, ctx, site));
  } else if (site.structure?.kind === 'sections' && (ctx.full || site.structure.items.length > 0)) {
    out.sections = exportItems(site.structure.items, ctx, site);
  }
  const redirects = exportRedirects(site, ctx);
  if (redirects !== undefined) out.redirects = redirects;
  return out;
}

/**
 * Sections and groups are matched by title within their parent (docs/config.md,
 * "Identity"); a title seen twice in one parent gets an explicit `key` so that addresses
 * stay unique.
 */
function exportItems(
  items: readonly LiveStructureItem[],
  ctx: ExportContext,
  site: LiveSite,
): YamlMap[] {
  const slugs = new SlugKeys('section');
  const seen = new Set<string>();
  return items.map((item) => {
    const slug = slugs.take(item.title);
    const key = seen.has(item.title) ? { key: slug } : {};
    seen.add(item.title);
    const what = `${item.type === 'link' ? 'link' : item.type} "${item.title}" of site "${site.title}"`;
    if (item.type === 'group') {
      return {
        ...exportedFields(GROUP_FIELDS, item, ctx, what),
        ...key,
        id: item.id,
        sections: exportItems(item.items, ctx, site),
      };
    }
    if (item.type === 'link') {
      return { ...exportedFields(LINK_FIELDS, item, ctx, what), ...key, id: item.id };
    }
    return {
      ...exportedFields(SECTION_FIELDS, item, ctx, what),
      ...key,
      id: item.id,
      spaces: item.spaces.map((s) => exportSiteSpace(s, ctx, site)),
    };
  });
}

/** A site space; its customization is what it shows differently from `site`'s. */
function exportSiteSpace(siteSpace: LiveSiteSpace, ctx: ExportContext, site: LiveSite): YamlMap {
  const what = `site space ${siteSpace.id} of site "${site.title}"`;
  return {
    space: ctx.keys.spaces.get(siteSpace.spaceId) ?? siteSpace.spaceId,
    id: siteSpace.id,
    ...exportedFields(SITE_SPACE_FIELDS, siteSpace, ctx, what),
    ...exportOverride(site.customization, siteSpace.customization),
  };
}
