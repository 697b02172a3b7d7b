import { orgForAdmin, orgForCaller } from '../access.js';
import { badRequest, notFound } from '../api-error.js';
import { objectBody } from '../body.js';
import { onlyFields, roleField, ROLES } from '../checks.js';
import { paginate } from '../paginate.js';
import { forgetMemberGrants } from '../permissions/grant-store.js';
import type { Reply, RequestContext, Route } from '../handler.js';
import type { MemberRecord, World } from '../world.js';
import { memberSpacesRoute } from './member-spaces.js';
import { memberView } from './view.js';

/**
 * Members: list with filters, get, patch role, delete (seed "Members"); a member's
 * spaces (official).
 */
export const memberRoutes: Route[] = [
  { method: 'GET', pattern: '/orgs/:organizationId/members', handler: listMembers },
  memberSpacesRoute,
  { method: 'GET', pattern: '/orgs/:organizationId/members/:userId', handler: getMember },
  { method: 'PATCH', pattern: '/orgs/:organizationId/members/:userId', handler: patchMember },
  { method: 'DELETE', pattern: '/orgs/:organizationId/members/:userId', handler: deleteMember },
];

const SORTS = ['joinedAt', 'lastSeenAt', 'name'] as const;

function listMembers(ctx: RequestContext): Reply {
  const { org } = orgForCaller(ctx);
  const all = ctx.world.members.filter((m) => m.organization === org.id);
  const page = paginate(filterAndSort(ctx, all), ctx.query);
  return { status: 200, body: { ...page, items: page.items.map((m) => memberView(ctx, m)) } };
}

/**
 * The seed's and official filters: `role` (a role or `guest`), `search` (displayName or
 * email, case-insensitive), `sort` (default `joinedAt`; with `lastSeenAt` only members
 * seen at least once are listed, as the seed says), `order` (default `desc`).
 */
function filterAndSort(ctx: RequestContext, members: MemberRecord[]): MemberRecord[] {
  const role = queryEnum(ctx, 'role', [...ROLES, 'guest']);
  const sort = queryEnum(ctx, 'sort', SORTS) ?? 'joinedAt';
  const order = queryEnum(ctx, 'order', ['asc', 'desc']) ?? 'desc';
  const search = ctx.query.get('search')?.toLowerCase() ?? '';
  const users = new Map(ctx.world.users.map((u) => [u.id, u]));
  const name = (m: MemberRecord): string => users.get(m.user)?.displayName ?? m.user;
  const filtered = members.filter((m) => {
    if (role !== undefined && (m.role ?? 'guest') !== role) return false;
    if (sort === 'lastSeenAt' && !m.lastSeenAt) return false;
    const user = users.get(m.user);
    const text = `${user?.displayName ?? ''}\n${user?.email ?? ''}`.toLowerCase();
    return search === '' || text.includes(search);
  });
  const key = (m: MemberRecord): string =>
    sort === 'name'
      ? name(m).toLowerCase()
      : sort === 'lastSeenAt'
        ? (m.lastSeenAt ?? '')
        : m.joinedAt;
  const sorted = [...filtered].sort(
    (a, b) => key(a).localeCompare(key(b)) || a.user.localeCompare(b.user),
  );
  return order === 'desc' ? sorted.reverse() : sorted;
}

function queryEnum<T extends string>(
  ctx: RequestContext,
  name: string,
  values: readonly T[],
): T | undefined {
  const raw = ctx.query.get(name);
  if (raw === null) return undefined;
  if (!(values as readonly string[]).includes(raw)) {
    throw badRequest(`Invalid query parameter "${name}": expected one of ${values.join(', ')}`);
  }
  return raw as T;
}

function findMember(ctx: RequestContext, organization: string): MemberRecord {
  const member = ctx.world.members.find(
    (m) => m.organization === organization && m.user === ctx.params.userId,
  );
  if (!member) throw notFound('No matching member found in the organization');
  return member;
}

function getMember(ctx: RequestContext): Reply {
  const { org } = orgForCaller(ctx);
  return { status: 200, body: memberView(ctx, findMember(ctx, org.id)) };
}

function patchMember(ctx: RequestContext): Reply {
  const { org } = orgForAdmin(ctx);
  const member = findMember(ctx, org.id);
  const body = objectBody(ctx.body);
  onlyFields(body, ['role']);
  const role = roleField(body, 'role');
  if (role !== undefined) {
    if (role !== 'admin') keepAnAdmin(ctx.world, member);
    member.role = role;
  }
  return { status: 200, body: memberView(ctx, member) };
}

/**
 * 205 when removed, 204 when the user was not a member (docs/api-differences.md, row 13).
 * With the organization's `memberRemovalNeedsApproval` (a test switch of the world), 202:
 * "The removal request was sent to the organization administrators", and nothing changes.
 */
function deleteMember(ctx: RequestContext): Reply {
  const { org } = orgForAdmin(ctx);
  const index = ctx.world.members.findIndex(
    (m) => m.organization === org.id && m.user === ctx.params.userId,
  );
  const member = ctx.world.members[index];
  if (!member) return { status: 204 };
  if (org.memberRemovalNeedsApproval === true) return { status: 202 };
  keepAnAdmin(ctx.world, member);
  ctx.world.members.splice(index, 1);
  forgetMemberGrants(ctx.world, org.id, member.user);
  for (const team of ctx.world.teams) {
    if (team.organization === org.id)
      team.members = team.members.filter((m) => m.user !== member.user);
  }
  return { status: 205 };
}

/** Decision (docs/emulator.md): an organization always keeps at least one admin. */
function keepAnAdmin(world: World, leaving: MemberRecord): void {
  if (leaving.role !== 'admin') return;
  const admins = world.members.filter(
    (m) => m.organization === leaving.organization && m.role === 'admin',
  );
  if (admins.length <= 1) throw badRequest('The organization must keep at least one admin');
}
