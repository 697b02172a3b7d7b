import { orgForAdmin, orgForCaller } from '../access.js';
import { badRequest, notFound } from '../api-error.js';
import type { RequestContext } from '../handler.js';
import { findById } from '../record-index.js';
import { findRecord } from '../undo-world.js';
import type {
  OrganizationRecord,
  SiteNodeRecord,
  SiteRecord,
  SiteSpaceRecord,
  SpaceRecord,
} from '../world.js';

/*
 * Finding a site and its children. Ids in the path that name nothing are 404s; ids in
 * request bodies that name nothing are 400s naming the field, as the official spec
 * answers an invalid `defaultContent` (PATCH /orgs, 400).
 */

export interface SiteScope {
  readonly org: OrganizationRecord;
  readonly site: SiteRecord;
}

/** The site named by `:siteId` in `:organizationId`, for any member (reads). */
export function siteForRead(ctx: RequestContext): SiteScope {
  return siteIn(ctx, orgForCaller(ctx).org);
}

/** Same, for a site write: only admins change sites (access.ts). */
export function siteForWrite(ctx: RequestContext): SiteScope {
  return siteIn(ctx, orgForAdmin(ctx).org);
}

function siteIn(ctx: RequestContext, org: OrganizationRecord): SiteScope {
  const id = ctx.params.siteId;
  // The first site with that id is the first of the org with it, unless it is another
  // org's (ids are unique in a checked world): then the scan decides, as before.
  const first = id === undefined ? undefined : findById(ctx.world.sites, id);
  const site =
    first === undefined || first.organization === org.id
      ? first
      : findRecord(ctx.world.sites, (s) => s.organization === org.id && s.id === id);
  // Message of the official spec's 404 for getSiteById.
  if (!site) throw notFound('No matching site found');
  return { org, site };
}

export function findSection(
  ctx: RequestContext,
  site: SiteRecord,
  id: string | undefined,
): SiteNodeRecord | undefined {
  return findNode(ctx, site, 'section', id);
}

export function findGroup(
  ctx: RequestContext,
  site: SiteRecord,
  id: string | undefined,
): SiteNodeRecord | undefined {
  return findNode(ctx, site, 'group', id);
}

/**
 * The first node of the site of that type and id: the id index answers unless its first
 * node with that id is not one (ids are unique in a checked world); then the scan decides.
 */
function findNode(
  ctx: RequestContext,
  site: SiteRecord,
  type: SiteNodeRecord['type'],
  id: string | undefined,
): SiteNodeRecord | undefined {
  if (id === undefined) return undefined;
  const wanted = (n: SiteNodeRecord): boolean =>
    n.site === site.id && n.type === type && n.id === id;
  const first = findById(ctx.world.siteNodes, id);
  return first === undefined || wanted(first) ? first : findRecord(ctx.world.siteNodes, wanted);
}

export function findSiteSpace(
  ctx: RequestContext,
  site: SiteRecord,
  id: string | undefined,
): SiteSpaceRecord | undefined {
  if (id === undefined) return undefined;
  const found = findById(ctx.world.siteSpaces, id);
  return found?.site === site.id ? found : undefined;
}

/** The section of `:siteSectionId`, or 404 with the official message. */
export function sectionOr404(ctx: RequestContext, site: SiteRecord): SiteNodeRecord {
  const section = findSection(ctx, site, ctx.params.siteSectionId);
  if (!section) throw notFound('No matching site section found');
  return section;
}

export function groupOr404(ctx: RequestContext, site: SiteRecord): SiteNodeRecord {
  const group = findGroup(ctx, site, ctx.params.siteSectionGroupId);
  if (!group) throw notFound('No matching site section group found');
  return group;
}

export function siteSpaceOr404(ctx: RequestContext, site: SiteRecord): SiteSpaceRecord {
  const siteSpace = findSiteSpace(ctx, site, ctx.params.siteSpaceId);
  if (!siteSpace) throw notFound('No matching site space found');
  return siteSpace;
}

/** A live (not deleted) space of the site's organization, named in the body's `field`. */
export function spaceRef(
  ctx: RequestContext,
  site: SiteRecord,
  field: string,
  id: string,
): SpaceRecord {
  const usable = (s: SpaceRecord): boolean =>
    s.id === id && s.organization === site.organization && !s.deletedAt;
  // As in siteIn: the id index answers unless its first space with that id is not usable.
  const first = findById(ctx.world.spaces, id);
  const space = first === undefined || usable(first) ? first : findRecord(ctx.world.spaces, usable);
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
