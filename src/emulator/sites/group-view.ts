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
  // Each child is viewed once: `sections` repeats the child sections' views of `children`.
  const views = children.map((c) => nodeView(ctx, site, c));
  return {
    object: 'site-section-group',
    id: group.id,
    title: group.title,
    ...localized('localizedTitle', group.localizedTitle),
    ...(group.parent ? { sectionGroup: group.parent } : {}),
    draft: group.draft,
    ...(group.icon ? { icon: group.icon } : {}),
    sections: views.filter((_, i) => children[i]?.type === 'section'),
    children: views,
  };
}
