import { orgForAdmin, orgForCaller } from '../access.js';
import { badRequest, notFound } from '../api-error.js';
import { objectBody, optionalEnum, optionalStringArray } from '../body.js';
import type { Body } from '../body.js';
import { onlyFields } from '../checks.js';
import { memberView } from '../members/view.js';
import { paginate } from '../paginate.js';
import type { Reply, RequestContext, Route } from '../handler.js';
import type { TeamRecord } from '../world.js';
import { findTeam, memberUserId } from './lookup.js';
import { teamView } from './view.js';

type TeamRole = 'owner' | 'member';
const TEAM_ROLES: readonly TeamRole[] = ['owner', 'member'];
const TEAM = '/orgs/:organizationId/teams/:teamId';

/**
 * The official team-membership operations (docs/api-differences.md, row 14; absent from
 * the seed): list, bulk update, add or update one, remove one; and a member's teams
 * (2.2).
 */
export const teamMembershipRoutes: Route[] = [
  { method: 'GET', pattern: `${TEAM}/members`, handler: listTeamMembers },
  { method: 'PUT', pattern: `${TEAM}/members`, handler: updateTeamMembers },
  { method: 'PUT', pattern: `${TEAM}/members/:userId`, handler: putTeamMember },
  { method: 'DELETE', pattern: `${TEAM}/members/:userId`, handler: deleteTeamMember },
  { method: 'GET', pattern: '/orgs/:organizationId/members/:userId/teams', handler: memberTeams },
];

function listTeamMembers(ctx: RequestContext): Reply {
  const { org } = orgForCaller(ctx);
  const team = findTeam(ctx, org.id);
  const page = paginate(team.members, ctx.query);
  const items = page.items.map((entry) => {
    const member = ctx.world.members.find(
      (m) => m.organization === org.id && m.user === entry.user,
    );
    return {
      organization: member
        ? memberView(ctx, member)
        : memberView(ctx, {
            organization: org.id,
            user: entry.user,
            role: null,
            joinedAt: team.createdAt,
            disabled: true,
            sso: false,
          }),
      team: { role: entry.role },
      permissions: { view: true },
    };
  });
  return { status: 200, body: { ...page, items } };
}

/**
 * `{add?, remove?, memberships?}`: users by id or email; a user both added and removed
 * ends up removed (official description); `memberships` maps user ids to roles.
 */
function updateTeamMembers(ctx: RequestContext): Reply {
  const { org } = orgForAdmin(ctx);
  const team = findTeam(ctx, org.id);
  const body = objectBody(ctx.body);
  onlyFields(body, ['add', 'remove', 'memberships']);
  const add = (optionalStringArray(body, 'add') ?? []).map((u) =>
    memberUserId(ctx, org.id, u, 'add'),
  );
  const remove = (optionalStringArray(body, 'remove') ?? []).map((u) =>
    memberUserId(ctx, org.id, u, 'remove'),
  );
  const roles = membershipRoles(ctx, org.id, body);
  for (const user of add) setMember(team, user, roles.get(user));
  for (const [user, role] of roles) setMember(team, user, role);
  team.members = team.members.filter((m) => !remove.includes(m.user));
  return { status: 204 };
}

function membershipRoles(
  ctx: RequestContext,
  organization: string,
  body: Body,
): Map<string, TeamRole> {
  const value = body.memberships;
  const roles = new Map<string, TeamRole>();
  if (value === undefined) return roles;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('Field "memberships" must be an object of user id to {"role": ...}');
  }
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    const user = memberUserId(ctx, organization, key, 'memberships');
    const role = optionalEnum(objectBody(entry), 'role', TEAM_ROLES);
    if (!role) throw badRequest(`Field "memberships.${key}.role" is required`);
    roles.set(user, role);
  }
  return roles;
}

function setMember(team: TeamRecord, user: string, role: TeamRole | undefined): void {
  const existing = team.members.find((m) => m.user === user);
  if (existing) existing.role = role ?? existing.role;
  else team.members.push({ user, role: role ?? 'member' });
}

/** Body optional: `{role?}`; adds the member or changes its role; 204. */
function putTeamMember(ctx: RequestContext): Reply {
  const { org } = orgForAdmin(ctx);
  const team = findTeam(ctx, org.id);
  const body = ctx.body === undefined ? {} : objectBody(ctx.body);
  onlyFields(body, ['role']);
  const role = optionalEnum(body, 'role', TEAM_ROLES);
  const isMember = ctx.world.members.some(
    (m) => m.organization === org.id && m.user === ctx.params.userId,
  );
  if (!isMember) throw notFound('No matching member found in the organization');
  setMember(team, ctx.params.userId ?? '', role);
  return { status: 204 };
}

/** 205 removed, 204 was not part of the team. */
function deleteTeamMember(ctx: RequestContext): Reply {
  const { org } = orgForAdmin(ctx);
  const team = findTeam(ctx, org.id);
  const before = team.members.length;
  team.members = team.members.filter((m) => m.user !== ctx.params.userId);
  return { status: team.members.length < before ? 205 : 204 };
}

/** `GET .../members/{userId}/teams`: `{team, member: {role}}` items, `title` filter. */
function memberTeams(ctx: RequestContext): Reply {
  const { org } = orgForCaller(ctx);
  const user = ctx.params.userId;
  if (!ctx.world.members.some((m) => m.organization === org.id && m.user === user)) {
    throw notFound('No matching member found in the organization');
  }
  const title = ctx.query.get('title')?.toLowerCase();
  const entries = ctx.world.teams.flatMap((team) => {
    const entry = team.members.find((m) => m.user === user);
    if (team.organization !== org.id || !entry) return [];
    if (title && !team.title.toLowerCase().includes(title)) return [];
    return [{ team, role: entry.role }];
  });
  const page = paginate(entries, ctx.query);
  const items = page.items.map((e) => ({ team: teamView(ctx, e.team), member: { role: e.role } }));
  return { status: 200, body: { ...page, items } };
}
