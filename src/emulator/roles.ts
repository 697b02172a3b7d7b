import type { RequestContext } from './handler.js';
import type { RoleValue } from './world.js';

/**
 * Member roles from least to most capable, the official `MemberRole` hierarchy: each role
 * can do what the roles before it can.
 */
const ORDER: readonly RoleValue[] = ['read', 'comment', 'review', 'edit', 'create', 'admin'];

/** Whether `role` is at least `wanted`; a guest (null) or a non-member is never. */
export function roleAtLeast(role: RoleValue | null | undefined, wanted: RoleValue): boolean {
  if (!role) return false;
  return ORDER.indexOf(role) >= ORDER.indexOf(wanted);
}

/** The caller's role in an organization, undefined when not a member. */
export function callerRole(
  ctx: RequestContext,
  organization: string,
): RoleValue | null | undefined {
  const member = ctx.world.members.find(
    (m) => m.organization === organization && m.user === ctx.userId,
  );
  return member ? member.role : undefined;
}
