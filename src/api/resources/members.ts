import { z } from 'zod';
import type { LiveMember } from '../../model/live.js';
import type { ApiRequester } from '../types.js';
import { call, listAll, orgPath, seg } from './parse.js';
import { opt, roleSchema } from './wire.js';

const memberSchema = z.looseObject({
  id: z.string(),
  role: roleSchema,
  user: z.looseObject({ id: z.string(), displayName: z.string(), email: opt(z.string()) }),
});

const memberTeamSchema = z.looseObject({ team: z.looseObject({ id: z.string() }) });

/** Body of `PATCH /orgs/{id}/members/{userId}`: a role, or null for a guest. */
export interface MemberPatch {
  role: string | null;
}

export async function listMembers(
  client: ApiRequester,
  organization: string,
): Promise<LiveMember[]> {
  const items = await listAll(client, `${orgPath(organization)}/members`, memberSchema);
  return items.map(toLiveMember);
}

export async function updateMember(
  client: ApiRequester,
  organization: string,
  userId: string,
  body: MemberPatch,
): Promise<LiveMember> {
  const path = `${orgPath(organization)}/members/${seg(userId)}`;
  return toLiveMember(await call(client, { method: 'PATCH', path, body }, memberSchema));
}

/** 202 (request sent to admins), 204 (was not a member) and 205 (removed) are success. */
export async function removeMember(
  client: ApiRequester,
  organization: string,
  userId: string,
): Promise<void> {
  await client.request({
    method: 'DELETE',
    path: `${orgPath(organization)}/members/${seg(userId)}`,
  });
}

/** Ids of the teams a member belongs to (official 2.2: `{team, member}` items). */
export async function listMemberTeams(
  client: ApiRequester,
  organization: string,
  userId: string,
): Promise<string[]> {
  const path = `${orgPath(organization)}/members/${seg(userId)}/teams`;
  const items = await listAll(client, path, memberTeamSchema);
  return items.map((i) => i.team.id);
}

function toLiveMember(m: z.output<typeof memberSchema>): LiveMember {
  return {
    id: m.user.id,
    ...(m.user.email ? { email: m.user.email } : {}),
    displayName: m.user.displayName,
    role: m.role,
  };
}
