import type { RequestContext } from '../../route.js';
import type { SiteNodeRecord, SiteRecord } from '../../world.js';
import { siteSpacesIn } from '../model/tree.js';
import { localized } from './localized.js';
import { siteSpaceView } from './site-space-view.js';
import { publishedUrls } from './urls.js';

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
