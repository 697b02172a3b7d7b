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
import { createOrAdopt } from '../adopt.js';
import type { KindHandler } from '../handler.js';
import { permissionsSender, sendLoop, type Senders } from '../senders.js';
import type { BodyKey } from '../wire.js';
import { bodyOf, changedFields, createKeys, isEmpty, sentKeys, text, valueVia } from '../wire.js';

type CollectionPatch = RequestBody<'updateCollectionById'>;
type CollectionCreate = RequestBody<'createCollection'>;

// typed as the official bodies' keys: a row sent under a key they lack is a compile error
const PATCH_KEYS: readonly BodyKey<CollectionPatch>[] = sentKeys(COLLECTION_FIELDS, 'patch');
const CREATE_KEYS: readonly BodyKey<CollectionCreate>[] = createKeys(COLLECTION_FIELDS);
const CREATED = namesWith(COLLECTION_FIELDS, 'inCreate');

/** One per `via` of the collection's rows (model/fields/collection-fields.ts), on its id. */
const SENDERS: Senders<typeof COLLECTION_FIELDS, 'collection', string> = {
  patch: async (ctx, id, fields) => {
    const body = bodyOf<CollectionPatch>(COLLECTION_FIELDS, fields, PATCH_KEYS);
    if (!isEmpty(body)) await updateCollection(ctx.client, id, body);
  },
  // a new parent (null: the root) is the official `moveCollection`, placed at its end
  move: async (ctx, id, fields) => {
    if (!fields.has('parent')) return;
    await moveCollection(ctx.client, id, valueVia(COLLECTION_FIELDS, fields, 'move') ?? null);
  },
  permissions: permissionsSender('collection'),
};

const send = sendLoop(SENDERS);

/**
 * Collections: created by the official `createCollection` with their title and parent,
 * the other fields then patched (`updateCollectionById`) and the grants sent; a new
 * parent is a `moveCollection`; deleted by `deleteCollectionById` once empty (the plan
 * orders the delete after what it holds has moved out).
 */
export const collectionHandler: KindHandler<'collection'> = {
  create: async (change, ctx) => {
    const fields = changedFields(change);
    const title = text(fields.get('title'), `${change.address} title`);
    const sent = fields.withValues();
    const collection = `collections ${ctx.organization}`;
    const { id } = await createOrAdopt(ctx, {
      collection,
      create: () =>
        createCollection(ctx.client, ctx.organization, {
          ...bodyOf<CollectionCreate>(COLLECTION_FIELDS, sent, CREATE_KEYS),
          title,
        }),
      find: async () =>
        (await ctx.reread(collection, () => listCollections(ctx.client, ctx.organization))).filter(
          (c) => c.title === title,
        ),
      remove: (collectionId) => deleteCollection(ctx.client, collectionId),
    });
    for (const name of CREATED) fields.delete(name);
    await send(ctx, id, fields, change);
    return id;
  },
  update: async (change, ctx) => {
    await send(ctx, change.id, changedFields(change), change);
  },
  delete: async (change, ctx) => {
    await deleteCollection(ctx.client, change.id);
  },
};
