import type { RequestContext } from '../../route.js';
import type { SiteRecord } from '../../world.js';
import { childNodes, hasSectionStructure, siteSpacesIn } from '../model/tree.js';
import { nodeView } from './node-view.js';
import { siteSpaceView } from './site-space-view.js';

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
