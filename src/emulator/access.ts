import { forbidden, notFound } from './api-error.js';
import type { RequestContext } from './handler.js';
import type { MemberRecord, OrganizationRecord } from './world.js';

/**
 * The organization named by `:organizationId`, if the caller is a member of it.
 * An unknown organization and one the caller does not belong to both answer 404,
 * so that ids of other organizations do not leak.
 */
export function orgForCaller(ctx: RequestContext): {
  org: OrganizationRecord;
  member: MemberRecord;
} {
  const id = ctx.params.organizationId;
  const org = ctx.world.organizations.find((o) => o.id === id);
  const member = ctx.world.members.find((m) => m.organization === id && m.user === ctx.userId);
  if (!org || !member) throw notFound('No matching organization found for given id');
  return { org, member };
}

/**
 * Like `orgForCaller`, and the caller must be an admin of the organization: only
 * admins change organization settings, members, teams, SAML providers, sites and
 * OpenAPI specs.
 */
export function orgForAdmin(ctx: RequestContext): {
  org: OrganizationRecord;
  member: MemberRecord;
} {
  const found = orgForCaller(ctx);
  if (found.member.role !== 'admin') {
    throw forbidden('You do not have permission to perform this action: admin role required');
  }
  return found;
}
