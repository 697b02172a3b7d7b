import type { Handler } from '../../route.js';
import { siteForRead } from '../model/lookup.js';
import { siteView } from '../views/site-view.js';

/** GET /orgs/{organizationId}/sites/{siteId}. */
export const getSite: Handler = (ctx) => {
  const { site } = siteForRead(ctx);
  return { status: 200, body: siteView(ctx, site) };
};
