import type { RequestContext } from '../handler.js';
import type { SiteRecord } from '../world.js';
import { nodeView } from './group-view.js';
import { siteSpaceView } from './site-space-view.js';
import { childNodes, hasSectionStructure, siteSpacesIn } from './site-tree.js';

/** The official `SiteStructure`: root sections and groups, or root site spaces. */
export function structureView(ctx: RequestContext, site: SiteRecord): Record<string, unknown> {
  if (hasSectionStructure(ctx.world, site.id)) {
    return {
      type: 'sections',
      structure: childNodes(ctx.world, site.id, null).map((n) => nodeView(ctx, site, n)),
    };
  }
  return {
    type: 'siteSpaces',
    structure: siteSpacesIn(ctx.world, site.id, null).map((s) => siteSpaceView(ctx, site, s)),
  };
}
