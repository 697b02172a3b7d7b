import type { RequestContext } from '../handler.js';
import { userView } from '../users/view.js';
import type { MemberRecord } from '../world.js';

/**
 * The official `OrganizationMember`; its id is the user id. `spaces` and `sites` count
 * what the organization holds (grants do not restrict what a member reads here),
 * `teams` the teams the member belongs to.
 */
export function memberView(ctx: RequestContext, member: MemberRecord): Record<string, unknown> {
  const { world } = ctx;
  return {
    object: 'member',
    id: member.user,
    role: member.role,
    user: userView(ctx, member.user),
    disabled: member.disabled,
    joinedAt: member.joinedAt,
    ...(member.lastSeenAt ? { lastSeenAt: member.lastSeenAt } : {}),
    sso: member.sso,
    spaces: world.spaces.filter((s) => s.organization === member.organization && !s.deletedAt)
      .length,
    teams: world.teams.filter(
      (t) =>
        t.organization === member.organization && t.members.some((m) => m.user === member.user),
    ).length,
    sites: world.sites.filter((s) => s.organization === member.organization).length,
  };
}
