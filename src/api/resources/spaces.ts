import * as z from 'zod';
import type { LiveSpace } from '../../model/live.js';
import type { RequestBody } from '../call-operation.js';
import { callOperation } from '../call-operation.js';
import { alreadyThere } from './already-there.js';
import type { ApiRequester } from '../types.js';
import { call, listAs } from './parse.js';
import { liveFields, wireShape } from './read-fields.js';
import { SPACE_FIELDS } from '../../model/fields/space-fields.js';
import { checkedId } from '../path-segment.js';
import { opt } from './wire.js';
import { gitSyncState, spaceGitOf } from './git-sync-state.js';

/** A space as the API answers it: its settings are read by the rows of its table. */
const spaceSchema = z.looseObject({
  ...wireShape(SPACE_FIELDS),
  id: z.string(),
  gitSync: opt(gitSyncState),
});

export async function listSpaces(client: ApiRequester, organization: string): Promise<LiveSpace[]> {
  const params = { organizationId: organization };
  return listAs(client, 'listSpacesInOrganizationById', params, spaceSchema, toLiveSpace);
}

/** Not safe to repeat: each call makes a space (official `createSpace`). */
export async function createSpace(
  client: ApiRequester,
  organization: string,
  body: RequestBody<'createSpace'>,
): Promise<LiveSpace> {
  const params = { organizationId: organization };
  return toLiveSpace(await call(client, 'createSpace', params, spaceSchema, body));
}

/** To the trash (restorable for 7 days): 205 deleted, 204 did not exist, both success. */
export async function deleteSpace(client: ApiRequester, spaceId: string): Promise<void> {
  await callOperation(client, 'deleteSpaceById', { spaceId });
}

export async function updateSpace(
  client: ApiRequester,
  spaceId: string,
  body: RequestBody<'updateSpaceById'>,
): Promise<void> {
  await callOperation(client, 'updateSpaceById', { spaceId }, body);
}

/**
 * Into one object, not a spread per optional field: a read converts ten thousand spaces.
 * Its title is a row the API always answers (`liveFields` writes it).
 */
function toLiveSpace(s: z.output<typeof spaceSchema>): LiveSpace {
  const space = liveFields(SPACE_FIELDS, s, { id: checkedId(s.id, 'space', s.title) });
  return s.gitSync ? Object.assign(space, { gitSync: spaceGitOf(s.gitSync) }) : space;
}

/** A space into a collection (null: the organization's root), placed at its end. */
export async function moveSpace(
  client: ApiRequester,
  spaceId: string,
  parent: string | null,
): Promise<void> {
  await alreadyThere(callOperation(client, 'moveSpace', { spaceId }, { parent }));
}
