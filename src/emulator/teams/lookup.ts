import { badRequest, notFound } from '../api-error.js';
import type { RequestContext } from '../handler.js';
import type { TeamRecord } from '../world.js';

export function findTeam(ctx: RequestContext, organization: string): TeamRecord {
  const team = ctx.world.teams.find(
    (t) => t.organization === organization && t.id === ctx.params.teamId,
  );
  if (!team) throw notFound('No matching team found in the organization');
  return team;
}

/**
 * The user id of an organization member named by id or email (the official bulk
 * membership update takes either), or a 400 naming the field.
 */
export function memberUserId(
  ctx: RequestContext,
  organization: string,
  idOrEmail: string,
  field: string,
): string {
  const lower = idOrEmail.toLowerCase();
  const user = ctx.world.users.find((u) => u.id === idOrEmail || u.email.toLowerCase() === lower);
  const isMember =
    user && ctx.world.members.some((m) => m.organization === organization && m.user === user.id);
  if (!user || !isMember) {
    throw badRequest(`Field "${field}": "${idOrEmail}" is not a member of the organization`);
  }
  return user.id;
}
