import type { LiveMember, LiveTeam } from '../model/live.js';
import { listMemberTeams } from './resources/members.js';
import { listTeamMembers, type TeamMembership } from './resources/team-members.js';
import type { ApiRequester } from './types.js';

/**
 * Every team with its member ids and, of them, the ids with the team role `owner`, read
 * per team or per member, whichever takes fewer requests: one list per team, or one list
 * of teams per member.
 */
export async function withMembership(
  client: ApiRequester,
  organization: string,
  teams: readonly LiveTeam[],
  members: readonly LiveMember[],
): Promise<LiveTeam[]> {
  if (teams.length <= members.length) {
    const lists = await Promise.all(teams.map((t) => listTeamMembers(client, organization, t.id)));
    return teams.map((t, i) => ({ ...t, ...membership(lists[i] ?? []) }));
  }
  const byTeam = new Map<string, TeamMembership[]>(teams.map((t) => [t.id, []]));
  const lists = await Promise.all(members.map((m) => listMemberTeams(client, organization, m.id)));
  members.forEach((member, i) => {
    for (const team of lists[i] ?? []) {
      byTeam.get(team.id)?.push({ id: member.id, role: team.role });
    }
  });
  return teams.map((t) => ({ ...t, ...membership(byTeam.get(t.id) ?? []) }));
}

function membership(list: readonly TeamMembership[]): { members: string[]; owners: string[] } {
  return {
    members: list.map((m) => m.id),
    owners: list.filter((m) => m.role === 'owner').map((m) => m.id),
  };
}
