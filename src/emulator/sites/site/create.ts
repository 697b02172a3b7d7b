import { badRequest } from '../../api-error.js';
import { orgForAdmin } from '../../access.js';
import { optionalEnum, optionalString, optionalStringArray } from '../../body.js';
import type { Handler } from '../../route.js';
import { SITE_TITLE, SITE_TYPES, SITE_VISIBILITIES } from '../model/bounds.js';
import { created, optionalBody } from '../model/reply.js';
import { createSite, SITE_DEFAULTS } from '../ops/create-site.js';
import { siteApiUrl } from '../views/urls.js';
import { siteView } from '../views/site-view.js';

/**
 * POST /orgs/{organizationId}/sites: every field optional (seed), the body too
 * (official). `type` defaults to the seed's `basic`, not the official `ultimate`
 * (docs/api-differences.md). `spaces` become root site spaces, in order.
 */
export const createSiteHandler: Handler = (ctx) => {
  const { org } = orgForAdmin(ctx);
  const body = optionalBody(ctx.body);
  const title = optionalString(body, 'title', SITE_TITLE) ?? SITE_DEFAULTS.title;
  const type = optionalEnum(body, 'type', SITE_TYPES) ?? SITE_DEFAULTS.type;
  const visibility =
    optionalEnum(body, 'visibility', SITE_VISIBILITIES) ?? SITE_DEFAULTS.visibility;
  const spaceIds = optionalStringArray(body, 'spaces') ?? [];
  if (new Set(spaceIds).size !== spaceIds.length) {
    throw badRequest('Field "spaces" must not name a space twice');
  }
  const spaces = spaceIds.map((id) => {
    const space = ctx.world.spaces.find(
      (s) => s.id === id && s.organization === org.id && !s.deletedAt,
    );
    if (!space) throw badRequest(`Field "spaces": no matching space "${id}" in the organization`);
    return space;
  });
  const site = createSite(ctx.world, ctx, org, { title, type, visibility, spaces });
  return created(siteView(ctx, site), siteApiUrl(ctx, site));
};
