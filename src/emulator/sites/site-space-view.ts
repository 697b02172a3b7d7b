import type { RequestContext } from '../handler.js';
import { findById } from '../record-index.js';
import { spaceView } from '../spaces/view.js';
import type { SiteRecord, SiteSpaceRecord, SpaceRecord } from '../world.js';
import { publishedUrls } from './site-view.js';

/** The official `SiteSpace`, with its space embedded as a full `Space` object. */
export function siteSpaceView(
  ctx: RequestContext,
  site: SiteRecord,
  record: SiteSpaceRecord,
): Record<string, unknown> {
  const space = spaceOf(ctx, record);
  const section = record.section ? findById(ctx.world.siteNodes, record.section) : undefined;
  const segments = [...(section?.path ? [section.path] : []), record.path];
  return {
    object: 'site-space',
    id: record.id,
    path: record.path,
    ...(record.section ? { section: record.section } : {}),
    space: spaceView(ctx, space),
    title: record.title ?? space.title,
    default: record.default,
    ...(typeof record.condition === 'string' ? { condition: record.condition } : {}),
    ...(record.pageId ? { pageId: record.pageId } : {}),
    draft: record.draft,
    hasAdvancedCustomizationFeature: false,
    hidden: record.hidden,
    urls: publishedUrls(ctx.world, site, ...segments),
  };
}

/**
 * The linked space. A world loaded from a hand-written file may name a space it does
 * not hold; the site space then shows a stand-in rather than failing every read.
 */
function spaceOf(ctx: RequestContext, record: SiteSpaceRecord): SpaceRecord {
  const found = findById(ctx.world.spaces, record.space);
  if (found) return found;
  const site = ctx.world.sites.find((s) => s.id === record.site);
  return {
    organization: site?.organization ?? '',
    id: record.space,
    title: record.space,
    visibility: 'private',
    defaultLevel: 'inherit',
    mergeRules: { type: 'inherit' },
    createdAt: site?.createdAt ?? ctx.now(),
    updatedAt: site?.createdAt ?? ctx.now(),
  };
}
