import { badRequest } from '../../api-error.js';
import type { RequestContext } from '../../route.js';
import type { SiteNodeRecord, SiteRecord, SpaceRecord } from '../../world.js';
import { findGroup, findSection } from './lookup.js';
import { findRecord } from '../../undo-world.js';

/**
 * Ids named in request bodies. An unknown one is a 400 naming the field, as the
 * official spec answers an invalid `defaultContent` (PATCH /orgs, 400); unknown ids in
 * the path are 404s.
 */

/** A live (not deleted) space of the site's organization. */
export function spaceRef(
  ctx: RequestContext,
  site: SiteRecord,
  field: string,
  id: string,
): SpaceRecord {
  const space = findRecord(
    ctx.world.spaces,
    (s) => s.id === id && s.organization === site.organization && !s.deletedAt,
  );
  if (!space) throw badRequest(`Field "${field}": no matching space "${id}" in the organization`);
  return space;
}

export function sectionRef(
  ctx: RequestContext,
  site: SiteRecord,
  field: string,
  id: string,
): SiteNodeRecord {
  const section = findSection(ctx, site, id);
  if (!section) throw badRequest(`Field "${field}": no matching section "${id}" in the site`);
  return section;
}

export function groupRef(
  ctx: RequestContext,
  site: SiteRecord,
  field: string,
  id: string,
): SiteNodeRecord {
  const group = findGroup(ctx, site, id);
  if (!group) throw badRequest(`Field "${field}": no matching section group "${id}" in the site`);
  return group;
}
