import { callerRole, roleAtLeast } from '../roles.js';
import type { RequestContext } from '../handler.js';
import type { TeamRecord } from '../world.js';

/** The official `OrganizationTeam`; `members` counts members, `spaces` is 0 (no grants). */
export function teamView(ctx: RequestContext, team: TeamRecord): Record<string, unknown> {
  const admin = roleAtLeast(callerRole(ctx, team.organization), 'admin');
  const owner = team.members.some((m) => m.user === ctx.userId && m.role === 'owner');
  return {
    object: 'team',
    id: team.id,
    title: team.title,
    members: team.members.length,
    spaces: 0,
    createdAt: team.createdAt,
    permissions: { admin: admin || owner, view: true },
  };
}
