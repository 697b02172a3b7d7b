import * as z from 'zod';
import type { LiveTeam } from '../../model/live.js';
import type { RequestBody } from '../call-operation.js';
import { callOperation } from '../call-operation.js';
import type { ApiRequester } from '../types.js';
import { call, listAs } from './parse.js';
import { opt } from './wire.js';
import { liveFields, wireShape } from './read-fields.js';
import { TEAM_FIELDS } from '../../model/fields/team-fields.js';
import { checkedId } from '../path-segment.js';

/** A team as the API answers it: its fields are read by the rows of its table. */
const teamSchema = z.looseObject({
  ...wireShape(TEAM_FIELDS),
  id: z.string(),
  createdAt: opt(z.string()),
});

/**
 * Teams without membership; read-live adds it when the config needs it. `title`
 * filters by title (official `listTeamsInOrganizationById`), as a re-read after a
 * create with an unknown outcome does.
 */
export async function listTeams(
  client: ApiRequester,
  organization: string,
  title?: string,
): Promise<LiveTeam[]> {
  const params = { organizationId: organization };
  const query = title === undefined ? undefined : { title };
  return listAs(client, 'listTeamsInOrganizationById', params, teamSchema, toLiveTeam, query);
}

/** Creation is a PUT on the collection, yet not safe to repeat: each call makes a team. */
export async function createTeam(
  client: ApiRequester,
  organization: string,
  body: RequestBody<'createOrganizationTeam'>,
): Promise<LiveTeam> {
  const params = { organizationId: organization };
  return toLiveTeam(await call(client, 'createOrganizationTeam', params, teamSchema, body));
}

/** The official spec requires `title` on this PATCH. */
export async function updateTeam(
  client: ApiRequester,
  organization: string,
  teamId: string,
  body: RequestBody<'updateTeamInOrganizationById'>,
): Promise<void> {
  const params = { organizationId: organization, teamId };
  await callOperation(client, 'updateTeamInOrganizationById', params, body);
}

/** 205 deleted, 204 did not exist: both success (docs/api-differences.md, row 2). */
export async function deleteTeam(
  client: ApiRequester,
  organization: string,
  teamId: string,
): Promise<void> {
  const params = { organizationId: organization, teamId };
  await callOperation(client, 'removeTeamFromOrganizationById', params);
}

function toLiveTeam(t: z.output<typeof teamSchema>): LiveTeam {
  const fields = liveFields(TEAM_FIELDS, t);
  return {
    id: checkedId(t.id, 'team', fields.title),
    ...fields,
    ...(t.createdAt ? { createdAt: t.createdAt } : {}),
  };
}
