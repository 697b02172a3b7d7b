import { paginate } from '../../paginate.js';
import type { Handler } from '../../route.js';
import { siteForRead } from '../model/lookup.js';
import { groupsInOrder } from '../model/tree.js';
import { groupView } from '../views/node-view.js';

/** GET .../section-groups: every group of the site, nested ones too, depth-first. */
export const listGroups: Handler = (ctx) => {
  const { site } = siteForRead(ctx);
  const page = paginate(groupsInOrder(ctx.world, site.id), ctx.query);
  return { status: 200, body: { ...page, items: page.items.map((g) => groupView(ctx, site, g)) } };
};
