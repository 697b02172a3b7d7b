import { orgForAdmin, orgForCaller } from '../access.js';
import { objectBody, optionalStringArray, requiredString } from '../body.js';
import { onlyFields } from '../checks.js';
import { paginate } from '../paginate.js';
import { forgetTeamGrants } from '../permissions/grant-store.js';
import type { Reply, RequestContext, Route } from '../handler.js';
import type { TeamRecord } from '../world.js';
import { teamMembershipRoutes } from './membership.js';
import { findTeam, memberUserId } from './lookup.js';
import { teamView } from './view.js';

/** Official `OrganizationTeamTitle`: 1..64 characters. */
const TITLE = { min: 1, max: 64 };
const TEAMS = '/orgs/:organizationId/teams';

/** Teams: list, PUT create, get, patch, delete (seed "Teams"), plus membership. */
export const teamRoutes: Route[] = [
  { method: 'GET', pattern: TEAMS, handler: listTeams },
  { method: 'PUT', pattern: TEAMS, handler: createTeam },
  { method: 'GET', pattern: `${TEAMS}/:teamId`, handler: getTeam },
  { method: 'PATCH', pattern: `${TEAMS}/:teamId`, handler: patchTeam },
  { method: 'DELETE', pattern: `${TEAMS}/:teamId`, handler: deleteTeam },
  ...teamMembershipRoutes,
];

/** Filters: `title` (case-insensitive contains) and `owner` (teams that member can manage). */
function listTeams(ctx: RequestContext): Reply {
  const { org } = orgForCaller(ctx);
  const title = ctx.query.get('title')?.toLowerCase();
  const owner = ctx.query.get('owner');
  const ownerIsAdmin = ctx.world.members.some(
    (m) => m.organization === org.id && m.user === owner && m.role === 'admin',
  );
  const teams = ctx.world.teams.filter(
    (t) =>
      t.organization === org.id &&
      (!title || t.title.toLowerCase().includes(title)) &&
      (!owner || ownerIsAdmin || t.members.some((m) => m.user === owner && m.role === 'owner')),
  );
  const page = paginate(teams, ctx.query);
  return { status: 200, body: { ...page, items: page.items.map((t) => teamView(ctx, t)) } };
}

/**
 * Creation is PUT on the collection and answers 201 with no Location (official
 * `createOrganizationTeam`).
 */
function createTeam(ctx: RequestContext): Reply {
  const { org } = orgForAdmin(ctx);
  const body = objectBody(ctx.body);
  onlyFields(body, ['title', 'members']);
  const title = requiredString(body, 'title', TITLE);
  const members = (optionalStringArray(body, 'members') ?? []).map((m) =>
    memberUserId(ctx, org.id, m, 'members'),
  );
  const team: TeamRecord = {
    organization: org.id,
    id: ctx.newId('team'),
    title,
    createdAt: ctx.now(),
    members: [...new Set(members)].map((user) => ({ user, role: 'member' as const })),
  };
  ctx.world.teams.push(team);
  return { status: 201, body: teamView(ctx, team) };
}

function getTeam(ctx: RequestContext): Reply {
  const { org } = orgForCaller(ctx);
  return { status: 200, body: teamView(ctx, findTeam(ctx, org.id)) };
}

/** `title` is required in the official PATCH body and the only field of the seed's. */
function patchTeam(ctx: RequestContext): Reply {
  const { org } = orgForAdmin(ctx);
  const team = findTeam(ctx, org.id);
  const body = objectBody(ctx.body);
  onlyFields(body, ['title']);
  team.title = requiredString(body, 'title', TITLE);
  return { status: 200, body: teamView(ctx, team) };
}

/**
 * 205 when deleted, 204 when it did not exist; SAML providers defaulting to it lose it,
 * and its grants on sites and spaces go with it.
 */
function deleteTeam(ctx: RequestContext): Reply {
  const { org } = orgForAdmin(ctx);
  const index = ctx.world.teams.findIndex(
    (t) => t.organization === org.id && t.id === ctx.params.teamId,
  );
  if (index < 0) return { status: 204 };
  const [team] = ctx.world.teams.splice(index, 1);
  if (team) forgetTeamGrants(ctx.world, team.id);
  for (const saml of ctx.world.saml) {
    if (saml.organization === org.id && saml.defaultTeam === team?.id) saml.defaultTeam = null;
  }
  return { status: 205 };
}
