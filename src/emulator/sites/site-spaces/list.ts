import { paginate } from '../../paginate.js';
import type { Handler } from '../../route.js';
import { siteForRead } from '../model/lookup.js';
import { booleanQuery } from '../model/reply.js';
import { siteSpacesInOrder } from '../model/tree.js';
import { siteSpaceView } from '../views/site-space-view.js';

/**
 * GET .../site-spaces in structure order. `default=true` keeps the default site space
 * of each section (or of the root), `default=false` the others (official `default`).
 */
export const listSiteSpaces: Handler = (ctx) => {
  const { site } = siteForRead(ctx);
  const onlyDefault = booleanQuery(ctx.query, 'default');
  const all = siteSpacesInOrder(ctx.world, site.id).filter(
    (s) => onlyDefault === undefined || s.default === onlyDefault,
  );
  const page = paginate(all, ctx.query);
  return {
    status: 200,
    body: { ...page, items: page.items.map((s) => siteSpaceView(ctx, site, s)) },
  };
};
