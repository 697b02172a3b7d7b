import { forbidden, notFound } from '../api-error.js';
import type { RequestContext } from '../handler.js';
import { callerRole, roleAtLeast } from '../roles.js';
import { siteForRead, siteForWrite } from '../sites/site-lookup.js';
import { collectionForCaller, requireCollectionAdmin } from '../collections/lookup.js';
import { spaceForCaller } from '../spaces/lookup.js';
import { userView } from '../users/view.js';
import type { MemberRecord } from '../world.js';
import type { EffectiveRole, GrantOrigin, GrantScope } from './effective-role.js';

/**
 * What differs between the permissions of a site, a space and a collection: where they live,
 * who may read and change them, whether the guest role can be granted, and how the
 * aggregate list shows one member (official `UserSitePermission` /
 * `UserContentPermission`).
 */
export interface PermissionTarget {
  /** Route of the collection, e.g. `/spaces/:spaceId/permissions`. */
  readonly base: string;
  /** The site or space of the path, for a read (any member) or a write (an admin). */
  resolve(ctx: RequestContext, write: boolean): { organization: string; scope: GrantScope };
  /** What the target is called in messages. */
  readonly noun: GrantScope['on'];
  /** Whether `role: null` (guest) may be granted: sites only. */
  readonly guests: boolean;
  /** Query values of the aggregate list beyond `role` and paging. */
  readonly aggregateFilters: boolean;
  aggregateItem(
    ctx: RequestContext,
    scope: GrantScope,
    member: MemberRecord,
    effective: EffectiveRole,
  ): Record<string, unknown>;
}

export const siteTarget: PermissionTarget = {
  base: '/orgs/:organizationId/sites/:siteId/permissions',
  resolve(ctx, write) {
    const { org, site } = write ? siteForWrite(ctx) : siteForRead(ctx);
    return {
      organization: org.id,
      scope: { on: 'site', target: site.id, defaultLevel: site.defaultLevel },
    };
  },
  noun: 'site',
  guests: true,
  aggregateFilters: true,
  aggregateItem(ctx, scope, member, effective) {
    return {
      permission: effective.role,
      user: userView(ctx, member.user),
      origin: siteOrigin(member.organization, scope.target, effective.origin),
      disabled: member.disabled,
      ...(member.lastSeenAt ? { lastSeenAt: member.lastSeenAt } : {}),
    };
  },
};

/** Official `UserSitePermissionOrigin`. */
function siteOrigin(organization: string, site: string, origin: GrantOrigin): unknown {
  switch (origin.kind) {
    case 'organization':
      return { type: 'organization', organization };
    case 'default':
    case 'member':
      return { type: 'site', site, reason: origin.kind };
    case 'team':
      return { type: 'site', site, reason: 'team', team: origin.team };
  }
}

export const spaceTarget: PermissionTarget = {
  base: '/spaces/:spaceId/permissions',
  resolve(ctx, write) {
    const space = spaceForCaller(ctx);
    if (space.deletedAt) throw notFound('No matching Space found for given ID');
    // Space settings and grants need the admin role in the owning organization.
    if (write && !roleAtLeast(callerRole(ctx, space.organization), 'admin')) {
      throw forbidden('You do not have permission to perform this action: admin role required');
    }
    return {
      organization: space.organization,
      scope: { on: 'space', target: space.id, defaultLevel: space.defaultLevel },
    };
  },
  noun: 'space',
  guests: false,
  aggregateFilters: false,
  aggregateItem: contentPermission,
};

/** Official `UserContentPermission`, the aggregate item of a space and of a collection. */
function contentPermission(
  ctx: RequestContext,
  _scope: GrantScope,
  member: MemberRecord,
  effective: EffectiveRole,
): Record<string, unknown> {
  return { permission: effective.role, user: userView(ctx, member.user) };
}

/**
 * A collection's grants: read by any member, changed by an organization admin, as a
 * space's (the official spec gives collections the same operations as spaces).
 */
export const collectionTarget: PermissionTarget = {
  base: '/collections/:collectionId/permissions',
  resolve(ctx, write) {
    const collection = collectionForCaller(ctx);
    if (write) requireCollectionAdmin(ctx, collection);
    return {
      organization: collection.organization,
      scope: { on: 'collection', target: collection.id, defaultLevel: collection.defaultLevel },
    };
  },
  noun: 'collection',
  guests: false,
  aggregateFilters: false,
  aggregateItem: contentPermission,
};
