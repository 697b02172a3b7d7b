import * as z from 'zod';
import type { LiveSpace } from '../../model/live.js';
import type { RequestBody } from '../call-operation.js';
import { callOperation } from '../call-operation.js';
import type { ApiRequester } from '../types.js';
import { listAs } from './parse.js';
import { defaultLevelSchema, opt } from './wire.js';
import { checkedId } from '../path-segment.js';

const spaceSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  emoji: opt(z.string()),
  editMode: opt(z.string()),
  defaultLevel: opt(defaultLevelSchema),
  language: opt(z.string()),
});

export async function listSpaces(client: ApiRequester, organization: string): Promise<LiveSpace[]> {
  const params = { organizationId: organization };
  return listAs(client, 'listSpacesInOrganizationById', params, spaceSchema, toLiveSpace);
}

export async function updateSpace(
  client: ApiRequester,
  spaceId: string,
  body: RequestBody<'updateSpaceById'>,
): Promise<void> {
  await callOperation(client, 'updateSpaceById', { spaceId }, body);
}

/**
 * The API shows "no emoji" as an empty string (official `Space.emoji*`): read as absent.
 * Built field by field, in the model's order, not by spreading a fresh object per optional
 * field: a read converts ten thousand spaces.
 */
function toLiveSpace(s: z.output<typeof spaceSchema>): LiveSpace {
  const out: { -readonly [K in keyof LiveSpace]: LiveSpace[K] } = {
    id: checkedId(s.id, 'space', s.title),
    title: s.title,
  };
  if (s.emoji) out.emoji = s.emoji;
  if (s.editMode) out.editMode = s.editMode;
  if (s.defaultLevel !== undefined) out.defaultLevel = s.defaultLevel;
  if (s.language) out.language = s.language;
  return out;
}
