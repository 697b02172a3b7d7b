import type { RequestBody } from '../../api/call-operation.js';
import { updateSpace } from '../../api/resources/spaces.js';
import type { ViaOf } from '../../model/fields/field-row.js';
import { SPACE_FIELDS } from '../../model/fields/space-fields.js';
import type { HandlerContext, KindHandler } from '../handler.js';
import type { FieldValues } from '../wire.js';
import type { BodyKey } from '../wire.js';
import { bodyOf, changedFields, isEmpty, sentKeys } from '../wire.js';

type SpacePatch = RequestBody<'updateSpaceById'>;

// Typed as the official body's keys: a row sent under a key the official request lacks
// is a compile error. A removed emoji is sent as `null`, the official body's branch for
// "no emoji" (a `oneOf` of an emoji, an icon URL or neither).
const PATCH_KEYS: readonly BodyKey<SpacePatch>[] = sentKeys(SPACE_FIELDS, 'patch');

/** One per `via` of the space's rows (model/fields/space-fields.ts). */
const SENDERS: {
  readonly [V in ViaOf<typeof SPACE_FIELDS>]: (
    ctx: HandlerContext,
    id: string,
    fields: FieldValues<'space'>,
  ) => Promise<void>;
} = {
  patch: async (ctx, id, fields) => {
    const body = bodyOf<SpacePatch>(SPACE_FIELDS, fields, PATCH_KEYS);
    if (!isEmpty(body)) await updateSpace(ctx.client, id, body);
  },
};

/** Existing spaces' settings: PATCH /spaces/{id} (seed, "Spaces"); docform never creates spaces. */
export const spaceHandler: KindHandler<'space'> = {
  update: async (change, ctx) => {
    await SENDERS.patch(ctx, change.id, changedFields(change));
  },
};
