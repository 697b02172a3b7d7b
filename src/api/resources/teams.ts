import { z } from 'zod';
import type { LiveTeam } from '../../model/live.js';
import type { ApiRequester } from '../types.js';
import { call, listAll, orgPath, seg } from './parse.js';

export const teamSchema = z.looseObject({ id: z.string(), title: z.string() });

/** Body of team creation, `PUT /orgs/{id}/teams` (seed "Teams"; official 2.3). */
export interface TeamCreate {
  title: string;
  /** Member user ids. */
  members?: string[];
}

/** Body of `PATCH /orgs/{id}/teams/{teamId}`: the official spec requires `title`. */
export interface TeamPatch {
  title: string;
}

/** Teams without membership; read-live adds it when the config needs it. */
export async function listTeams(client: ApiRequester, organization: string): Promise<LiveTeam[]> {
  const items = await listAll(client, `${orgPath(organization)}/teams`, teamSchema);
  return items.map(toLiveTeam);
}

/** Creation is a PUT on the collection, yet not safe to repeat: each call makes a team. */
export async function createTeam(
  client: ApiRequester,
  organization: string,
  body: TeamCreate,
): Promise<LiveTeam> {
  const path = `${orgPath(organization)}/teams`;
  const team = await call(client, { method: 'PUT', path, body, idempotent: false }, teamSchema);
  return { ...toLiveTeam(team), ...(body.members ? { members: body.members } : {}) };
}

export async function updateTeam(
  client: ApiRequester,
  organization: string,
  teamId: string,
  body: TeamPatch,
): Promise<LiveTeam> {
  const path = `${orgPath(organization)}/teams/${seg(teamId)}`;
  return toLiveTeam(await call(client, { method: 'PATCH', path, body }, teamSchema));
}

/** 205 deleted, 204 did not exist: both success (official 1.6). */
export async function deleteTeam(
  client: ApiRequester,
  organization: string,
  teamId: string,
): Promise<void> {
  await client.request({ method: 'DELETE', path: `${orgPath(organization)}/teams/${seg(teamId)}` });
}

export function toLiveTeam(t: z.output<typeof teamSchema>): LiveTeam {
  return { id: t.id, title: t.title };
}
