import { roleAtLeast } from '../roles.js';
import type { MemberRecord, RoleValue, World } from '../world.js';
import { findGrant, grantsOn } from './grant-store.js';
import type { GrantTarget } from './grant-store.js';

/** Where a member's effective role on a site or space comes from. */
export type GrantOrigin =
  | { readonly kind: 'organization' }
  | { readonly kind: 'default' }
  | { readonly kind: 'member' }
  | { readonly kind: 'team'; readonly team: string };

export interface EffectiveRole {
  /** null: a guest grant of a site (spaces take no guest grant). */
  readonly role: RoleValue | null;
  readonly origin: GrantOrigin;
}

/** What a site or space says about access: its id and its `defaultLevel`. */
export interface GrantScope {
  readonly on: GrantTarget;
  readonly target: string;
  readonly defaultLevel: RoleValue | 'inherit' | null;
}

/**
 * A member's role on a site or space (docs/emulator.md, "Permissions"): the highest of
 * the organization admin role, the object's `defaultLevel` (`inherit`: the member's
 * organization role; guests get none), the member's own grant and the grants of the
 * teams they belong to. Undefined when none applies: the member has no access. On a tie
 * the first in that order names the origin.
 */
export function effectiveRole(
  world: World,
  member: MemberRecord,
  scope: GrantScope,
): EffectiveRole | undefined {
  const candidates: EffectiveRole[] = [];
  if (member.role === 'admin') candidates.push({ role: 'admin', origin: { kind: 'organization' } });
  const level = scope.defaultLevel;
  if (member.role !== null && level === 'inherit') {
    candidates.push({ role: member.role, origin: { kind: 'organization' } });
  } else if (member.role !== null && level !== null && level !== 'inherit') {
    candidates.push({ role: level, origin: { kind: 'default' } });
  }
  const own = findGrant(world, scope.on, scope.target, 'user', member.user);
  if (own) candidates.push({ role: own.role, origin: { kind: 'member' } });
  const teams = new Set(
    world.teams
      .filter(
        (t) =>
          t.organization === member.organization && t.members.some((m) => m.user === member.user),
      )
      .map((t) => t.id),
  );
  for (const grant of grantsOn(world, scope.on, scope.target, 'team')) {
    if (teams.has(grant.subjectId)) {
      candidates.push({ role: grant.role, origin: { kind: 'team', team: grant.subjectId } });
    }
  }
  return candidates.reduce<EffectiveRole | undefined>(
    (best, next) => (best === undefined || outranks(next.role, best.role) ? next : best),
    undefined,
  );
}

/** Whether `a` is strictly above `b`; the guest role (null) is below every role. */
function outranks(a: RoleValue | null, b: RoleValue | null): boolean {
  if (a === null) return false;
  if (b === null) return true;
  return a !== b && roleAtLeast(a, b);
}
