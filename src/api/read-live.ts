import type { LiveMember, LiveState, LiveTeam } from '../model/live.js';
import type { ReadNeeds } from '../model/read-needs.js';
import { CountingRequester } from './counting-requester.js';
import { readSites } from './read-sites.js';
import { readSpaces } from './read-spaces.js';
import { withMembership } from './read-team-membership.js';
import { listMembers } from './resources/members.js';
import { readOpenApi } from './read-openapi.js';
import { getAgentInstructions } from './resources/agent-instructions.js';
import { getOrganization } from './resources/organizations.js';
import { listSaml } from './resources/saml.js';
import { listTeams } from './resources/teams.js';
import { getCaller } from './resources/users.js';
import type { ApiRequester } from './types.js';

/**
 * The LiveState of one organization with the fewest requests: lists at
 * limit 1000, only what `needs` names, every independent read started at once (the
 * client's limiter keeps `parallelism` in flight). Returns the state and the number of
 * logical requests it took (retries not counted; they are in the client's stats).
 */
export async function readLive(
  client: ApiRequester,
  needs: ReadNeeds,
): Promise<{ live: LiveState; requests: number }> {
  const counted = new CountingRequester(client);
  const org = needs.organization;
  const when = <T>(wanted: boolean, read: () => Promise<T>): Promise<T | undefined> =>
    wanted ? read() : Promise.resolve(undefined);

  const members = when(needs.members || needs.teamMembers, () => listMembers(counted, org));
  const teams = when(needs.teams || needs.teamMembers, () => readTeams(counted, needs, members));
  const [organization, instructions, caller, memberList, teamList, saml, openapi, spaces, sites] =
    await Promise.all([
      getOrganization(counted, org),
      when(needs.agentInstructions, () => getAgentInstructions(counted, org)),
      when(needs.caller, () => getCaller(counted, org, members)),
      members,
      teams,
      when(needs.saml, () => listSaml(counted, org)),
      when(needs.openapi, () => readOpenApi(counted, needs)),
      when(needs.spaces, () => readSpaces(counted, needs)),
      when(needs.sites, () => readSites(counted, needs)),
    ]);
  const live: LiveState = {
    organization: instructions
      ? { ...organization, agentInstructions: instructions }
      : organization,
    ...(caller ? { caller } : {}),
    ...(memberList ? { members: memberList } : {}),
    ...(teamList ? { teams: teamList } : {}),
    ...(saml ? { saml } : {}),
    ...(openapi ? { openapi } : {}),
    ...(spaces ? { spaces } : {}),
    ...(sites ? { sites } : {}),
  };
  return { live, requests: counted.count };
}

async function readTeams(
  client: ApiRequester,
  needs: ReadNeeds,
  members: Promise<LiveMember[] | undefined>,
): Promise<LiveTeam[]> {
  const teams = await listTeams(client, needs.organization);
  if (!needs.teamMembers) return teams;
  return withMembership(client, needs.organization, teams, (await members) ?? []);
}
