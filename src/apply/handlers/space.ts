import type { RequestBody } from '../../api/call-operation.js';
import { createSpace, deleteSpace, listSpaces, updateSpace } from '../../api/resources/spaces.js';
import { moveSpace } from '../../api/resources/collections.js';
import { namesWith } from '../../model/fields/field-row.js';
import { SPACE_FIELDS } from '../../model/fields/space-fields.js';
import { createOrAdopt } from '../adopt.js';
import type { KindHandler } from '../handler.js';
import { permissionsSender, sendLoop, type Senders } from '../senders.js';
import type { BodyKey } from '../wire.js';
import { bodyOf, changedFields, createKeys, isEmpty, sentKeys, text, valueVia } from '../wire.js';

type SpacePatch = RequestBody<'updateSpaceById'>;
type SpaceCreate = RequestBody<'createSpace'>;

// Typed as the official body's keys: a row sent under a key the official request lacks
// is a compile error. A removed emoji is sent as `null`, the official body's branch for
// "no emoji" (a `oneOf` of an emoji, an icon URL or neither).
const PATCH_KEYS: readonly BodyKey<SpacePatch>[] = sentKeys(SPACE_FIELDS, 'patch');
const CREATE_KEYS: readonly BodyKey<SpaceCreate>[] = createKeys(SPACE_FIELDS);
const CREATED = namesWith(SPACE_FIELDS, 'inCreate');

/** One per `via` of the space's rows (model/fields/space-fields.ts), on the space's id. */
const SENDERS: Senders<typeof SPACE_FIELDS, 'space', string> = {
  patch: async (ctx, id, fields) => {
    const body = bodyOf<SpacePatch>(SPACE_FIELDS, fields, PATCH_KEYS);
    if (!isEmpty(body)) await updateSpace(ctx.client, id, body);
  },
  // a new collection (null: the organization's root) is the official `moveSpace`
  move: async (ctx, id, fields) => {
    if (!fields.has('collection')) return;
    await moveSpace(ctx.client, id, valueVia(SPACE_FIELDS, fields, 'move') ?? null);
  },
  permissions: permissionsSender('space'),
};

const send = sendLoop(SENDERS);

/**
 * Spaces' settings: PATCH /spaces/{id} (seed, "Spaces"), then the grants. An owned
 * space is created by the official `createSpace` with the rows it takes (title, emoji,
 * edit mode, language, the collection as `parent`; a removed emoji or collection is
 * nothing to send to a new space), the others then patched; a new collection is a
 * `moveSpace`; deleted (to the trash, restorable for 7 days) by `deleteSpaceById`.
 */
export const spaceHandler: KindHandler<'space'> = {
  create: async (change, ctx) => {
    const fields = changedFields(change);
    const title = text(fields.get('title'), `${change.address} title`);
    const sent = fields.withValues();
    const { id } = await createOrAdopt(ctx, {
      collection: `spaces ${ctx.organization}`,
      create: () =>
        createSpace(ctx.client, ctx.organization, {
          ...bodyOf<SpaceCreate>(SPACE_FIELDS, sent, CREATE_KEYS),
          title,
        }),
      find: async () =>
        (
          await ctx.reread(`spaces ${ctx.organization}`, () =>
            listSpaces(ctx.client, ctx.organization),
          )
        ).filter((s) => s.title === title),
      remove: (spaceId) => deleteSpace(ctx.client, spaceId),
    });
    for (const name of CREATED) fields.delete(name);
    await send(ctx, id, fields, change);
    return id;
  },
  update: async (change, ctx) => {
    const fields = changedFields(change);
    await send(ctx, change.id, fields, change);
  },
  delete: async (change, ctx) => {
    await deleteSpace(ctx.client, change.id);
  },
};
