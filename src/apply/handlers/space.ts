import type { RequestBody } from '../../api/call-operation.js';
import { createSpace, deleteSpace, listSpaces, updateSpace } from '../../api/resources/spaces.js';
import type { ViaOf } from '../../model/fields/field-row.js';
import { namesWith } from '../../model/fields/field-row.js';
import { SPACE_FIELDS } from '../../model/fields/space-fields.js';
import type { ChangeOf } from '../../model/plan.js';
import { createOrAdopt } from '../adopt.js';
import { sendGrants } from '../grants.js';
import type { HandlerContext, KindHandler } from '../handler.js';
import type { FieldValues } from '../wire.js';
import type { BodyKey } from '../wire.js';
import { bodyOf, changedFields, createKeys, isEmpty, sentKeys, text } from '../wire.js';

type SpacePatch = RequestBody<'updateSpaceById'>;
type SpaceCreate = RequestBody<'createSpace'>;

// Typed as the official body's keys: a row sent under a key the official request lacks
// is a compile error. A removed emoji is sent as `null`, the official body's branch for
// "no emoji" (a `oneOf` of an emoji, an icon URL or neither).
const PATCH_KEYS: readonly BodyKey<SpacePatch>[] = sentKeys(SPACE_FIELDS, 'patch');
const CREATE_KEYS: readonly BodyKey<SpaceCreate>[] = createKeys(SPACE_FIELDS);
const CREATED = namesWith(SPACE_FIELDS, 'inCreate');

/** One per `via` of the space's rows (model/fields/space-fields.ts). */
const SENDERS: {
  readonly [V in ViaOf<typeof SPACE_FIELDS>]: (
    ctx: HandlerContext,
    id: string,
    fields: FieldValues<'space'>,
    change: ChangeOf<'space'>,
  ) => Promise<void>;
} = {
  patch: async (ctx, id, fields) => {
    const body = bodyOf<SpacePatch>(SPACE_FIELDS, fields, PATCH_KEYS);
    if (!isEmpty(body)) await updateSpace(ctx.client, id, body);
  },
  // the grants' before and after, by key: invites, role changes and removals
  permissions: async (ctx, id, _fields, change) => {
    const field = change.fields?.find((f) => f.path === 'permissions');
    await sendGrants(ctx, { on: 'space', id }, field);
  },
};

/**
 * Spaces' settings: PATCH /spaces/{id} (seed, "Spaces"), then the grants. An owned
 * space is created by the official `createSpace` with the rows it takes (title, emoji,
 * edit mode, language; a removed emoji is nothing to send to a new space), the others
 * then patched; deleted (to the trash, restorable for 7 days) by `deleteSpaceById`.
 */
export const spaceHandler: KindHandler<'space'> = {
  create: async (change, ctx) => {
    const fields = changedFields(change);
    const title = text(fields.get('title'), `${change.address} title`);
    const sent = new Map([...fields].filter(([, value]) => value !== null));
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
    await SENDERS.patch(ctx, id, fields, change);
    await SENDERS.permissions(ctx, id, fields, change);
    return id;
  },
  update: async (change, ctx) => {
    const fields = changedFields(change);
    await SENDERS.patch(ctx, change.id, fields, change);
    await SENDERS.permissions(ctx, change.id, fields, change);
  },
  delete: async (change, ctx) => {
    await deleteSpace(ctx.client, change.id);
  },
};
