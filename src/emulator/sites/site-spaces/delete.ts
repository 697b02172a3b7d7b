import type { Handler } from '../../route.js';
import { repairDefaultSiteSpace } from '../model/defaults.js';
import { findSiteSpace, siteForWrite } from '../model/lookup.js';
import { deleted } from '../model/reply.js';

/**
 * DELETE .../site-spaces/{siteSpaceId}: 205 deleted, 204 did not exist. Deleting the
 * default site space makes the first remaining sibling the default.
 */
export const deleteSiteSpace: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const record = findSiteSpace(ctx, site, ctx.params.siteSpaceId);
  if (!record) return deleted(false);
  ctx.world.siteSpaces.splice(ctx.world.siteSpaces.indexOf(record), 1);
  repairDefaultSiteSpace(ctx.world, site.id, record.section);
  return deleted(true);
};
