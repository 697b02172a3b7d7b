import { callerRole, roleAtLeast } from '../roles.js';
import type { RequestContext } from '../handler.js';
import type { TeamRecord } from '../world.js';

/** The official `OrganizationTeam`; `members` counts members, `spaces` the team's space grants. */
export function teamView(ctx: RequestContext, team: TeamRecord): Record<string, unknown> {
  const admin = roleAtLeast(callerRole(ctx, team.organization), 'admin');
  const owner = team.members.some((m) => m.user === ctx.userId && m.role === 'owner');
  return {
    object: 'team',
    id: team.id,
    title: team.title,
    members: team.members.length,
    spaces: ctx.world.permissions.filter(
      (g) => g.on === 'space' && g.subject === 'team' && g.subjectId === team.id,
    ).length,
    createdAt: team.createdAt,
    permissions: { admin: admin || owner, view: true },
  };
}
