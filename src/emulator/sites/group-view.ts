import type { RequestContext } from '../handler.js';
import type { SiteNodeRecord, SiteRecord } from '../world.js';
import { externalLinkView } from '../external-links/view.js';
import { localized, sectionView } from './section-view.js';
import { childNodes } from './site-tree.js';

/** A section, a group or an external link, as the structure and a group's `children` show it. */
export function nodeView(
  ctx: RequestContext,
  site: SiteRecord,
  node: SiteNodeRecord,
): Record<string, unknown> {
  if (node.type === 'link') return externalLinkView(node);
  return node.type === 'section' ? sectionView(ctx, site, node) : groupView(ctx, site, node);
}

/**
 * The official `SiteSectionGroup`: `children` holds nested sections, groups and
 * external links in order; the deprecated `sections` holds the direct child sections only.
 */
export function groupView(
  ctx: RequestContext,
  site: SiteRecord,
  group: SiteNodeRecord,
): Record<string, unknown> {
  const children = childNodes(ctx.world, site.id, group.id);
  return {
    object: 'site-section-group',
    id: group.id,
    title: group.title,
    ...localized('localizedTitle', group.localizedTitle),
    ...(group.parent ? { sectionGroup: group.parent } : {}),
    draft: group.draft,
    ...(group.icon ? { icon: group.icon } : {}),
    sections: children.filter((c) => c.type === 'section').map((c) => sectionView(ctx, site, c)),
    children: children.map((c) => nodeView(ctx, site, c)),
  };
}
