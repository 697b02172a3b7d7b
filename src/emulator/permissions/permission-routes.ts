import { badRequest, notFound } from '../api-error.js';
import { objectBody, optionalEnum, optionalStringArray } from '../body.js';
import { onlyFields, roleField, ROLES } from '../checks.js';
import type { Handler, RequestContext, Route } from '../handler.js';
import { paginate } from '../paginate.js';
import { teamView } from '../teams/view.js';
import { userView } from '../users/view.js';
import type { PermissionRecord, RoleValue } from '../world.js';
import { aggregateMembers } from './permission-aggregate.js';
import { findGrant, grantsOn, removeGrant, setGrant } from './grant-store.js';
import type { GrantSubject } from './grant-store.js';
import type { PermissionTarget } from './permission-targets.js';

/*
 * The official permission operations of a site, a space or a collection, built once per target
 * (permission-targets.ts): invite teams and users with a role, list the team and user
 * grants, change or remove one, and list every member's effective role (aggregate).
 */

/** Official 404 of inviteToSite / inviteToSpace / inviteToCollection. */
const NO_SUBJECT = 'No team or user with the provided Id';

export function permissionRoutes(target: PermissionTarget): Route[] {
  const { base } = target;
  return [
    { method: 'POST', pattern: base, handler: invite(target) },
    { method: 'GET', pattern: `${base}/teams`, handler: list(target, 'team') },
    { method: 'PATCH', pattern: `${base}/teams/:teamId`, handler: update(target, 'team') },
    { method: 'DELETE', pattern: `${base}/teams/:teamId`, handler: remove(target, 'team') },
    { method: 'GET', pattern: `${base}/users`, handler: list(target, 'user') },
    { method: 'PATCH', pattern: `${base}/users/:userId`, handler: update(target, 'user') },
    { method: 'DELETE', pattern: `${base}/users/:userId`, handler: remove(target, 'user') },
    { method: 'GET', pattern: `${base}/aggregate`, handler: aggregate(target) },
  ];
}

/**
 * POST: `{role, teams?, users?}` with at least one non-empty list. Each team must be a
 * team of the organization and each user a member of it (else 404, nothing granted); a
 * subject already granted gets the new role. 204.
 */
function invite(target: PermissionTarget): Handler {
  return (ctx) => {
    const { organization, scope } = target.resolve(ctx, true);
    const body = objectBody(ctx.body);
    onlyFields(body, ['role', 'teams', 'users']);
    const role = grantRole(target, roleField(body, 'role'));
    const teams = nonEmptyList(body, 'teams');
    const users = nonEmptyList(body, 'users');
    if (teams === undefined && users === undefined) {
      throw badRequest('One of the fields "teams" or "users" is required');
    }
    for (const id of teams ?? []) if (!isTeam(ctx, organization, id)) throw notFound(NO_SUBJECT);
    for (const id of users ?? []) if (!isMember(ctx, organization, id)) throw notFound(NO_SUBJECT);
    const grant = (subject: GrantSubject, subjectId: string): void =>
      setGrant(ctx.world, { on: scope.on, target: scope.target, subject, subjectId }, role);
    for (const id of teams ?? []) grant('team', id);
    for (const id of users ?? []) grant('user', id);
    return { status: 204 };
  };
}

function grantRole(target: PermissionTarget, role: RoleValue | null | undefined): RoleValue | null {
  if (role === undefined) throw badRequest('Field "role" is required');
  if (role === null && !target.guests) {
    throw badRequest(`Field "role": a ${target.noun} cannot be granted the guest role (null)`);
  }
  return role;
}

function nonEmptyList(body: Record<string, unknown>, field: string): string[] | undefined {
  const list = optionalStringArray(body, field);
  if (list !== undefined && list.length === 0) {
    throw badRequest(`Field "${field}" must hold at least one id`);
  }
  return list;
}

function isTeam(ctx: RequestContext, organization: string, id: string): boolean {
  return ctx.world.teams.some((t) => t.organization === organization && t.id === id);
}

function isMember(ctx: RequestContext, organization: string, id: string): boolean {
  return ctx.world.members.some((m) => m.organization === organization && m.user === id);
}

/** GET .../teams and .../users: the grants, oldest first, paginated. */
function list(target: PermissionTarget, subject: GrantSubject): Handler {
  return (ctx) => {
    const { scope } = target.resolve(ctx, false);
    const page = paginate(grantsOn(ctx.world, scope.on, scope.target, subject), ctx.query);
    return { status: 200, body: { ...page, items: page.items.map((g) => grantView(ctx, g)) } };
  };
}

function grantView(ctx: RequestContext, grant: PermissionRecord): Record<string, unknown> {
  if (grant.subject === 'user') {
    return { permission: grant.role, user: userView(ctx, grant.subjectId) };
  }
  const team = ctx.world.teams.find((t) => t.id === grant.subjectId);
  if (!team) throw new Error(`grant of a team that does not exist: ${grant.subjectId}`);
  return { permission: grant.role, team: teamView(ctx, team) };
}

/** The subject id of the path and the grant it holds, if any. */
function pathGrant(
  ctx: RequestContext,
  target: PermissionTarget,
  subject: GrantSubject,
  write: boolean,
): PermissionRecord | undefined {
  const { scope } = target.resolve(ctx, write);
  const id = subject === 'team' ? ctx.params.teamId : ctx.params.userId;
  return id === undefined ? undefined : findGrant(ctx.world, scope.on, scope.target, subject, id);
}

/**
 * PATCH .../teams/{teamId} and .../users/{userId}: `{role?}` (a role; neither form takes
 * the guest role). Only an existing grant changes; without one, 404 with the official
 * message (an invite creates grants). 204.
 */
function update(target: PermissionTarget, subject: GrantSubject): Handler {
  return (ctx) => {
    const grant = pathGrant(ctx, target, subject, true);
    const body = objectBody(ctx.body);
    onlyFields(body, ['role']);
    const role = optionalEnum(body, 'role', ROLES);
    if (!grant) {
      throw notFound(
        subject === 'team' ? 'No team found with the given ID' : 'No user found with the given ID',
      );
    }
    if (role !== undefined) grant.role = role;
    return { status: 204 };
  };
}

/** DELETE: 205 when the grant was removed, 204 when there was none. */
function remove(target: PermissionTarget, subject: GrantSubject): Handler {
  return (ctx) => {
    const grant = pathGrant(ctx, target, subject, true);
    return { status: grant && removeGrant(ctx.world, grant) ? 205 : 204 };
  };
}

/** GET .../aggregate: every member with access and their effective role. */
function aggregate(target: PermissionTarget): Handler {
  return (ctx) => {
    const { organization, scope } = target.resolve(ctx, false);
    const rows = aggregateMembers(ctx, organization, scope, target.aggregateFilters);
    const page = paginate(rows, ctx.query);
    const items = page.items.map((r) => target.aggregateItem(ctx, scope, r.member, r.effective));
    return { status: 200, body: { ...page, items } };
  };
}
