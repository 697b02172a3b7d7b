import { badRequest } from '../../api-error.js';
import { orgForCaller } from '../../access.js';
import { paginate } from '../../paginate.js';
import type { Handler, RequestContext } from '../../route.js';
import type { SiteRecord } from '../../world.js';
import { SITE_TYPES } from '../model/bounds.js';
import { booleanQuery } from '../model/reply.js';
import { siteView } from '../views/site-view.js';

/**
 * GET /orgs/{organizationId}/sites with the seed's filters `space`, `title` (a
 * case-insensitive "contains", as the teams list's title filter) and `published`, and
 * the official `type` (repeated keys).
 */
export const listSites: Handler = (ctx) => {
  const { org } = orgForCaller(ctx);
  const keep = siteFilter(ctx);
  const sites = ctx.world.sites.filter((s) => s.organization === org.id && keep(s));
  const page = paginate(sites, ctx.query);
  return { status: 200, body: { ...page, items: page.items.map((s) => siteView(ctx, s)) } };
};

function siteFilter(ctx: RequestContext): (site: SiteRecord) => boolean {
  const space = ctx.query.get('space');
  const title = ctx.query.get('title')?.toLowerCase();
  const published = booleanQuery(ctx.query, 'published');
  const types = ctx.query.getAll('type');
  for (const type of types) {
    if (!(SITE_TYPES as readonly string[]).includes(type)) {
      throw badRequest(`Invalid query parameter "type": must be one of ${SITE_TYPES.join(', ')}`);
    }
  }
  return (site) =>
    (space === null || ctx.world.siteSpaces.some((s) => s.site === site.id && s.space === space)) &&
    (title === undefined || site.title.toLowerCase().includes(title)) &&
    (published === undefined || site.published === published) &&
    (types.length === 0 || types.includes(site.type));
}
