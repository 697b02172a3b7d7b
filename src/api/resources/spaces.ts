import { z } from 'zod';
import { EDIT_MODES } from '../../model/kinds.js';
import type { LiveSpace } from '../../model/live.js';
import type { ApiRequester } from '../types.js';
import { call, listAll, orgPath, seg } from './parse.js';
import { defaultLevelSchema, opt } from './wire.js';

export const spaceSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  emoji: opt(z.string()),
  editMode: opt(z.enum(EDIT_MODES)),
  defaultLevel: opt(defaultLevelSchema),
  language: opt(z.string()),
});

/** Body of `PATCH /spaces/{id}` (seed "Spaces"; official 2.5). */
export interface SpacePatch {
  title?: string;
  emoji?: string | null;
  editMode?: 'live' | 'locked';
  defaultLevel?: string | null;
  language?: string;
}

export async function listSpaces(client: ApiRequester, organization: string): Promise<LiveSpace[]> {
  const items = await listAll(client, `${orgPath(organization)}/spaces`, spaceSchema);
  return items.map(toLiveSpace);
}

export async function getSpace(client: ApiRequester, spaceId: string): Promise<LiveSpace> {
  const path = `/spaces/${seg(spaceId)}`;
  return toLiveSpace(await call(client, { method: 'GET', path }, spaceSchema));
}

export async function updateSpace(
  client: ApiRequester,
  spaceId: string,
  body: SpacePatch,
): Promise<LiveSpace> {
  const path = `/spaces/${seg(spaceId)}`;
  return toLiveSpace(await call(client, { method: 'PATCH', path, body }, spaceSchema));
}

/** The API shows "no emoji" as an empty string (official `Space.emoji*`): read as absent. */
export function toLiveSpace(s: z.output<typeof spaceSchema>): LiveSpace {
  return {
    id: s.id,
    title: s.title,
    ...(s.emoji ? { emoji: s.emoji } : {}),
    ...(s.editMode ? { editMode: s.editMode } : {}),
    ...(s.defaultLevel !== undefined ? { defaultLevel: s.defaultLevel } : {}),
    ...(s.language ? { language: s.language } : {}),
  };
}
