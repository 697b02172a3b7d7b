import { badRequest } from '../api-error.js';
import { ROLES } from '../checks.js';
import type { RequestContext } from '../handler.js';
import type { MemberRecord } from '../world.js';
import { effectiveRole } from './effective-role.js';
import type { EffectiveRole, GrantScope } from './effective-role.js';

export interface AggregateRow {
  readonly member: MemberRecord;
  readonly effective: EffectiveRole;
}

const SORTS = ['joinedAt', 'lastSeenAt', 'name'] as const;

/**
 * The members of the organization with access to the site or space, with their
 * effective role (effective-role.ts), in member order. `role` filters on the effective
 * role. With `filters` (a site's list, official `listPermissionsAggregateInSite`),
 * also `search` (display name or email), `team` (members of that team), `sort`
 * (`joinedAt` by default, `lastSeenAt`, `name`) and `order` (`desc` by default).
 */
export function aggregateMembers(
  ctx: RequestContext,
  organization: string,
  scope: GrantScope,
  filters: boolean,
): AggregateRow[] {
  const role = queryValue(ctx, 'role', filters ? [...ROLES, 'guest'] : ROLES);
  const rows: AggregateRow[] = [];
  for (const member of ctx.world.members) {
    if (member.organization !== organization) continue;
    const effective = effectiveRole(ctx.world, member, scope);
    if (!effective || (role !== undefined && (effective.role ?? 'guest') !== role)) continue;
    rows.push({ member, effective });
  }
  return filters ? filterAndSort(ctx, organization, rows) : rows;
}

function filterAndSort(
  ctx: RequestContext,
  organization: string,
  rows: AggregateRow[],
): AggregateRow[] {
  const search = ctx.query.get('search')?.toLowerCase() ?? '';
  const teamId = ctx.query.get('team');
  const sort = queryValue(ctx, 'sort', SORTS) ?? 'joinedAt';
  const order = queryValue(ctx, 'order', ['asc', 'desc']) ?? 'desc';
  const users = new Map(ctx.world.users.map((u) => [u.id, u]));
  const team =
    teamId === null
      ? undefined
      : ctx.world.teams.find((t) => t.organization === organization && t.id === teamId);
  const kept = rows.filter(({ member }) => {
    if (teamId !== null && !team?.members.some((m) => m.user === member.user)) return false;
    const user = users.get(member.user);
    const text = `${user?.displayName ?? ''}\n${user?.email ?? ''}`.toLowerCase();
    return search === '' || text.includes(search);
  });
  const key = ({ member }: AggregateRow): string =>
    sort === 'name'
      ? (users.get(member.user)?.displayName ?? member.user).toLowerCase()
      : sort === 'lastSeenAt'
        ? (member.lastSeenAt ?? '')
        : member.joinedAt;
  const sorted = [...kept].sort(
    (a, b) => key(a).localeCompare(key(b)) || a.member.user.localeCompare(b.member.user),
  );
  return order === 'desc' ? sorted.reverse() : sorted;
}

function queryValue<T extends string>(
  ctx: RequestContext,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const raw = ctx.query.get(name);
  if (raw === null) return undefined;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw badRequest(`Invalid query parameter "${name}": expected one of ${allowed.join(', ')}`);
  }
  return raw as T;
}
