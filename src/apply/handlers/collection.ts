import type { RequestBody } from '../../api/call-operation.js';
import {
  createCollection,
  deleteCollection,
  listCollections,
  moveCollection,
  updateCollection,
} from '../../api/resources/collections.js';
import { namesWith } from '../../model/fields/field-row.js';
import { COLLECTION_FIELDS } from '../../model/fields/collection-fields.js';
import type { KindHandler } from '../handler.js';
import type { Senders } from '../senders.js';
import { createKeys, sentKeys, valueVia } from '../wire.js';
import { ownedHandler, ownedSenders, type OwnedCalls } from './owned-handler.js';

type CollectionPatch = RequestBody<'updateCollectionById'>;
type CollectionCreate = RequestBody<'createCollection'>;

/** A collection's calls, the keys typed as the official bodies': a key they lack does not compile. */
const CALLS: OwnedCalls<'collection', CollectionPatch, CollectionCreate> = {
  kind: 'collection',
  table: COLLECTION_FIELDS,
  listed: 'collections',
  patchKeys: sentKeys(COLLECTION_FIELDS, 'patch'),
  createKeys: createKeys(COLLECTION_FIELDS),
  created: namesWith(COLLECTION_FIELDS, 'inCreate'),
  list: listCollections,
  create: createCollection,
  patch: updateCollection,
  // a new parent (null: the root) is the official `moveCollection`, placed at its end
  move: async (client, id, fields) => {
    if (!fields.has('parent')) return;
    await moveCollection(client, id, valueVia(COLLECTION_FIELDS, fields, 'move') ?? null);
  },
  remove: deleteCollection,
};

/** One per `via` of the collection's rows (model/fields/collection-fields.ts), on its id. */
const SENDERS: Senders<typeof COLLECTION_FIELDS, 'collection', string> = ownedSenders(CALLS);

/**
 * Collections: created by the official `createCollection` with their title and parent,
 * the other fields then patched (`updateCollectionById`) and the grants sent; a new
 * parent is a `moveCollection`; deleted by `deleteCollectionById` once empty (the plan
 * orders the delete after what it holds has moved out).
 */
export const collectionHandler: KindHandler<'collection'> = ownedHandler(CALLS, SENDERS);
