import * as z from 'zod';
import type { RequestBody } from '../call-operation.js';
import { callOperation } from '../call-operation.js';
import type { ApiRequester } from '../types.js';
import { listAll } from './parse.js';

/** `OrganizationTeamMember` (official; absent from the seed: docs/api-differences.md, row 14). */
const teamMemberSchema = z.looseObject({
  organization: z.looseObject({ user: z.looseObject({ id: z.string() }) }),
});

/** User ids of a team's members. */
export async function listTeamMembers(
  client: ApiRequester,
  organization: string,
  teamId: string,
): Promise<string[]> {
  const params = { organizationId: organization, teamId };
  const items = await listAll(
    client,
    'listTeamMembersInOrganizationById',
    params,
    teamMemberSchema,
  );
  return items.map((i) => i.organization.user.id);
}

/** Adds and removes in one call (204); adding or removing twice changes nothing more. */
export async function updateTeamMembers(
  client: ApiRequester,
  organization: string,
  teamId: string,
  body: RequestBody<'updateMembersInOrganizationTeam'>,
): Promise<void> {
  const params = { organizationId: organization, teamId };
  await callOperation(client, 'updateMembersInOrganizationTeam', params, body);
}
