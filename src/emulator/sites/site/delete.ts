import { orgForAdmin } from '../../access.js';
import type { Handler } from '../../route.js';
import { deleted } from '../model/reply.js';

/**
 * DELETE /orgs/{organizationId}/sites/{siteId}: 205 deleted, 204 did not exist. The
 * site's sections, groups and site spaces go with it (the spaces stay), and an
 * organization whose default content was this site loses that default.
 */
export const deleteSite: Handler = (ctx) => {
  const { org } = orgForAdmin(ctx);
  const id = ctx.params.siteId;
  const world = ctx.world;
  const index = world.sites.findIndex((s) => s.organization === org.id && s.id === id);
  if (index < 0) return deleted(false);
  world.sites.splice(index, 1);
  world.siteNodes = world.siteNodes.filter((n) => n.site !== id);
  world.siteSpaces = world.siteSpaces.filter((s) => s.site !== id);
  if (org.defaultContent?.site === id) org.defaultContent = null;
  return deleted(true);
};
