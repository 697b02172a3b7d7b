import type { LiveMember, LiveState, LiveTeam } from '../model/live.js';
import { CountingRequester } from './counting-requester.js';
import { readSites } from './read-sites.js';
import { readSpaces } from './read-spaces.js';
import type { ReadScope } from './read-scope.js';
import { withMembership } from './read-team-membership.js';
import { listMembers } from './resources/members.js';
import { readOpenApi } from './read-openapi.js';
import { getAgentInstructions } from './resources/agent-instructions.js';
import { getOrganization } from './resources/organizations.js';
import { listSaml } from './resources/saml.js';
import { listTeams } from './resources/teams.js';
import { getCaller } from './resources/users.js';
import type { ApiRequester } from './types.js';

export { readScopeAll, readScopeFor } from './read-scope.js';

/**
 * The LiveState of one organization with the fewest requests: lists at
 * limit 1000, only what the scope names, every independent read started at once (the
 * client's limiter keeps `parallelism` in flight). Returns the state and the number of
 * logical requests it took (retries not counted; they are in the client's stats).
 */
export async function readLive(
  client: ApiRequester,
  scope: ReadScope,
): Promise<{ live: LiveState; requests: number }> {
  const counted = new CountingRequester(client);
  const org = scope.organization;
  const when = <T>(wanted: boolean, read: () => Promise<T>): Promise<T | undefined> =>
    wanted ? read() : Promise.resolve(undefined);

  const members = when(scope.members || scope.teamMembers, () => listMembers(counted, org));
  const teams = when(scope.teams || scope.teamMembers, () => readTeams(counted, scope, members));
  const [organization, instructions, caller, memberList, teamList, saml, openapi, spaces, sites] =
    await Promise.all([
      getOrganization(counted, org),
      when(scope.agentInstructions, () => getAgentInstructions(counted, org)),
      when(scope.caller, () => getCaller(counted, org, members)),
      members,
      teams,
      when(scope.saml, () => listSaml(counted, org)),
      when(scope.openapi, () => readOpenApi(counted, scope)),
      when(scope.spaces, () => readSpaces(counted, scope)),
      when(scope.sites, () => readSites(counted, scope)),
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
  scope: ReadScope,
  members: Promise<LiveMember[] | undefined>,
): Promise<LiveTeam[]> {
  const teams = await listTeams(client, scope.organization);
  if (!scope.teamMembers) return teams;
  return withMembership(client, scope.organization, teams, (await members) ?? []);
}
