import type { RequestContext } from '../handler.js';
import type { SiteNodeRecord, SiteRecord } from '../world.js';
import { siteSpaceView } from './site-space-view.js';
import { siteSpacesIn } from './site-tree.js';
import { publishedUrls } from './site-view.js';

/** The official `SiteSection`, with its site spaces in order. */
export function sectionView(
  ctx: RequestContext,
  site: SiteRecord,
  section: SiteNodeRecord,
): Record<string, unknown> {
  const path = section.path ?? '';
  return {
    object: 'site-section',
    id: section.id,
    title: section.title,
    ...localized('localizedTitle', section.localizedTitle),
    ...localized('localizedDescription', section.localizedDescription),
    ...(typeof section.description === 'string' ? { description: section.description } : {}),
    default: section.default ?? false,
    draft: section.draft,
    path,
    ...(typeof section.condition === 'string' ? { condition: section.condition } : {}),
    ...(section.parent ? { sectionGroup: section.parent } : {}),
    siteSpaces: siteSpacesIn(ctx.world, site.id, section.id).map((s) =>
      siteSpaceView(ctx, site, s),
    ),
    urls: publishedUrls(ctx.world, site, path),
    ...(section.icon ? { icon: section.icon } : {}),
  };
}

/** A localized map as a response field, left out when there is no override. */
export function localized(
  field: string,
  map: Record<string, string> | undefined,
): Record<string, Record<string, string>> {
  return map && Object.keys(map).length > 0 ? { [field]: map } : {};
}
