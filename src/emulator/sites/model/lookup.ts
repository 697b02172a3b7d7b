import { notFound } from '../../api-error.js';
import { orgForAdmin, orgForCaller } from '../../access.js';
import type { RequestContext } from '../../route.js';
import type {
  OrganizationRecord,
  SiteNodeRecord,
  SiteRecord,
  SiteSpaceRecord,
} from '../../world.js';
import { findById } from '../../record-index.js';
import { findRecord } from '../../undo-world.js';

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
  const site = ctx.world.sites.find((s) => s.organization === org.id && s.id === ctx.params.siteId);
  // Message of the official spec's 404 for getSiteById.
  if (!site) throw notFound('No matching site found');
  return { org, site };
}

export function findSection(
  ctx: RequestContext,
  site: SiteRecord,
  id: string | undefined,
): SiteNodeRecord | undefined {
  return findRecord(
    ctx.world.siteNodes,
    (n) => n.site === site.id && n.type === 'section' && n.id === id,
  );
}

export function findGroup(
  ctx: RequestContext,
  site: SiteRecord,
  id: string | undefined,
): SiteNodeRecord | undefined {
  return findRecord(
    ctx.world.siteNodes,
    (n) => n.site === site.id && n.type === 'group' && n.id === id,
  );
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
