import { paginate } from '../../paginate.js';
import type { Handler } from '../../route.js';
import { siteForRead } from '../model/lookup.js';
import { sectionsInOrder } from '../model/tree.js';
import { sectionView } from '../views/section-view.js';

/** GET .../sections: every section of the site, depth-first in display order. */
export const listSections: Handler = (ctx) => {
  const { site } = siteForRead(ctx);
  const page = paginate(sectionsInOrder(ctx.world, site.id), ctx.query);
  return {
    status: 200,
    body: { ...page, items: page.items.map((s) => sectionView(ctx, site, s)) },
  };
};
