import * as z from 'zod';
import type { LiveCollection } from '../../model/live.js';
import { COLLECTION_FIELDS } from '../../model/fields/collection-fields.js';
import type { RequestBody } from '../call-operation.js';
import { callOperation } from '../call-operation.js';
import { alreadyThere } from './already-there.js';
import { checkedId } from '../path-segment.js';
import type { ApiRequester } from '../types.js';
import { call, listAs } from './parse.js';
import { liveFields, wireShape } from './read-fields.js';

/** A collection as the API answers it (official `Collection`), read by the rows of its table. */
const collectionSchema = z.looseObject({
  ...wireShape(COLLECTION_FIELDS),
  id: z.string(),
});

/** Every collection of the organization, nested ones too (the official default). */
export async function listCollections(
  client: ApiRequester,
  organization: string,
): Promise<LiveCollection[]> {
  const params = { organizationId: organization };
  return listAs(
    client,
    'listCollectionsInOrganizationById',
    params,
    collectionSchema,
    toLiveCollection,
  );
}

/** Not safe to repeat: each call makes a collection (official `createCollection`). */
export async function createCollection(
  client: ApiRequester,
  organization: string,
  body: RequestBody<'createCollection'>,
): Promise<LiveCollection> {
  const params = { organizationId: organization };
  const answer = await call(client, 'createCollection', params, collectionSchema, body);
  return toLiveCollection(answer);
}

export async function updateCollection(
  client: ApiRequester,
  collectionId: string,
  body: RequestBody<'updateCollectionById'>,
): Promise<void> {
  await callOperation(client, 'updateCollectionById', { collectionId }, body);
}

/** A new parent (null: the organization's root), placed at its end. */
export async function moveCollection(
  client: ApiRequester,
  collectionId: string,
  parent: string | null,
): Promise<void> {
  await alreadyThere(callOperation(client, 'moveCollection', { collectionId }, { parent }));
}

/** 205 deleted, 204 did not exist: both success. */
export async function deleteCollection(client: ApiRequester, collectionId: string): Promise<void> {
  await callOperation(client, 'deleteCollectionById', { collectionId });
}

function toLiveCollection(c: z.output<typeof collectionSchema>): LiveCollection {
  return liveFields(COLLECTION_FIELDS, c, { id: checkedId(c.id, 'collection', c.title) });
}
