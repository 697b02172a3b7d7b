import { TOP_LEVEL_COLLECTIONS, type TopLevelCollection } from '../model/kinds.js';
import type { LiveMember, LiveState, LiveStructure, LiveTeam } from '../model/live.js';
import type { ReadNeeds } from '../model/read-needs.js';
import { CountingRequester } from './counting-requester.js';
import { readCollections } from './read-collections.js';
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
 * `known.structures`: site structures by site id that are taken as read, not read again
 * (verify after an apply: docs/apply.md, "Verify").
 */
export async function readLive(
  client: ApiRequester,
  needs: ReadNeeds,
  known: KnownLive = {},
): Promise<{ live: LiveState; requests: number }> {
  const counted = new CountingRequester(client);
  const org = needs.organization;
  const members = when(needs.members || needs.teamMembers, () => listMembers(counted, org));
  const read: CollectionRead = { client: counted, needs, members, known };
  const [organization, instructions, caller, collections] = await Promise.all([
    getOrganization(counted, org),
    when(needs.agentInstructions, () => getAgentInstructions(counted, org)),
    when(needs.caller, () => getCaller(counted, org, members)),
    Promise.all(TOP_LEVEL_COLLECTIONS.map(async (c) => [c, await READERS[c](read)] as const)),
  ]);
  const live: LiveState = {
    organization: instructions
      ? { ...organization, agentInstructions: instructions }
      : organization,
    ...(caller ? { caller } : {}),
    // each collection read, in the config's order; one not read is absent
    ...Object.fromEntries(collections.filter(([, list]) => list !== undefined)),
  };
  return { live, requests: counted.count };
}

/** `read()` when `wanted`, else nothing. */
function when<T>(wanted: boolean, read: () => Promise<T>): Promise<T | undefined> {
  return wanted ? read() : Promise.resolve(undefined);
}

/** What a reader takes as read already, instead of asking the API. */
export interface KnownLive {
  readonly structures?: ReadonlyMap<string, LiveStructure>;
}

/** What a collection's reader is given: the members are read once, for the teams too. */
interface CollectionRead {
  readonly client: ApiRequester;
  readonly needs: ReadNeeds;
  readonly members: Promise<LiveMember[] | undefined>;
  readonly known: KnownLive;
}

/**
 * The reader of each top-level collection, by collection: undefined when `needs` does not
 * name it. A kind added to the registry with a collection asks for its reader here.
 */
const READERS: {
  readonly [C in TopLevelCollection]: (read: CollectionRead) => Promise<LiveState[C]>;
} = {
  members: ({ members }) => members,
  teams: ({ client, needs, members }) =>
    when(needs.teams || needs.teamMembers, () => readTeams(client, needs, members)),
  saml: ({ client, needs }) => when(needs.saml, () => listSaml(client, needs.organization)),
  openapi: ({ client, needs }) => when(needs.openapi, () => readOpenApi(client, needs)),
  collections: ({ client, needs }) => when(needs.collections, () => readCollections(client, needs)),
  spaces: ({ client, needs }) => when(needs.spaces, () => readSpaces(client, needs)),
  sites: ({ client, needs, known }) =>
    when(needs.sites, () => readSites(client, needs, known.structures)),
};

async function readTeams(
  client: ApiRequester,
  needs: ReadNeeds,
  members: Promise<LiveMember[] | undefined>,
): Promise<LiveTeam[]> {
  const teams = await listTeams(client, needs.organization);
  if (!needs.teamMembers) return teams;
  return withMembership(client, needs.organization, teams, (await members) ?? []);
}
