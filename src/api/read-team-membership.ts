import type { LiveMember, LiveTeam } from '../model/live.js';
import { listMemberTeams } from './resources/members.js';
import { listTeamMembers } from './resources/team-members.js';
import type { ApiRequester } from './types.js';

/**
 * Every team with its member ids, read per team or per member, whichever takes fewer
 * requests: one list per team, or one list of teams per member.
 */
export async function withMembership(
  client: ApiRequester,
  organization: string,
  teams: readonly LiveTeam[],
  members: readonly LiveMember[],
): Promise<LiveTeam[]> {
  if (teams.length <= members.length) {
    const lists = await Promise.all(teams.map((t) => listTeamMembers(client, organization, t.id)));
    return teams.map((t, i) => ({ ...t, members: lists[i] ?? [] }));
  }
  const byTeam = new Map<string, string[]>(teams.map((t) => [t.id, []]));
  const lists = await Promise.all(members.map((m) => listMemberTeams(client, organization, m.id)));
  members.forEach((member, i) => {
    for (const teamId of lists[i] ?? []) byTeam.get(teamId)?.push(member.id);
  });
  return teams.map((t) => ({ ...t, members: byTeam.get(t.id) ?? [] }));
}
