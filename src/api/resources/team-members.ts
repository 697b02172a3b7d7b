import { z } from 'zod';
import type { ApiRequester } from '../types.js';
import { listAll, orgPath, seg } from './parse.js';

/** `OrganizationTeamMember` (official 2.3; missing from the seed). */
const teamMemberSchema = z.looseObject({
  organization: z.looseObject({ user: z.looseObject({ id: z.string() }) }),
});

/** Body of the bulk `PUT /orgs/{id}/teams/{teamId}/members`: user ids or emails. */
export interface TeamMembersUpdate {
  add?: string[];
  remove?: string[];
}

/** User ids of a team's members. */
export async function listTeamMembers(
  client: ApiRequester,
  organization: string,
  teamId: string,
): Promise<string[]> {
  const path = `${orgPath(organization)}/teams/${seg(teamId)}/members`;
  const items = await listAll(client, path, teamMemberSchema);
  return items.map((i) => i.organization.user.id);
}

/** Adds and removes in one call (204); adding or removing twice changes nothing more. */
export async function updateTeamMembers(
  client: ApiRequester,
  organization: string,
  teamId: string,
  body: TeamMembersUpdate,
): Promise<void> {
  const path = `${orgPath(organization)}/teams/${seg(teamId)}/members`;
  await client.request({ method: 'PUT', path, body, idempotent: true });
}

export async function addTeamMember(
  client: ApiRequester,
  organization: string,
  teamId: string,
  userId: string,
): Promise<void> {
  const path = `${orgPath(organization)}/teams/${seg(teamId)}/members/${seg(userId)}`;
  await client.request({ method: 'PUT', path, body: {}, idempotent: true });
}

/** 205 removed, 204 was not a member: both success. */
export async function removeTeamMember(
  client: ApiRequester,
  organization: string,
  teamId: string,
  userId: string,
): Promise<void> {
  const path = `${orgPath(organization)}/teams/${seg(teamId)}/members/${seg(userId)}`;
  await client.request({ method: 'DELETE', path });
}
