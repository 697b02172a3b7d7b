import type { RequestBody } from '../../api/call-operation.js';
import { createGroup, deleteGroup, updateGroup } from '../../api/resources/site-structure.js';
import type { LiveGroup } from '../../model/live.js';
import { createOrAdopt } from '../adopt.js';
import type { HandlerContext, KindHandler } from '../handler.js';
import { GROUP_FIELDS } from '../../model/fields/group-fields.js';
import type { ViaOf } from '../../model/fields/field-row.js';
import type { MoveChange, UpdateChange } from '../../model/plan.js';
import { bodyOf, changedFields, createKeys, isEmpty, sentKeys, text } from '../wire.js';
import type { BodyKey } from '../wire.js';
import type { FieldValues } from '../wire.js';
import { movedToGroup, parentGroupOf, siteAt } from './locate.js';
import { sortChild } from './move.js';
import { siblingsIn, structureOf } from './siblings.js';

type GroupPatch = RequestBody<'updateSiteSectionGroupById'>;
type GroupCreate = RequestBody<'addSectionGroupToSite'>;

// Typed as the official bodies' keys: a row sent under a key the official request lacks
// is a compile error.
const PATCH_KEYS: readonly BodyKey<GroupPatch>[] = sentKeys(GROUP_FIELDS, 'patch');
const CREATE_KEYS: readonly BodyKey<GroupCreate>[] = createKeys(GROUP_FIELDS);

/**
 * The calls a group's rows name (model/fields/group-fields.ts), keyed by their `via`: a
 * row sent by a call with no sender here is a compile error. `parent` is the planner's
 * own field, sent by the same PATCH.
 */
const SENDERS: {
  readonly [V in ViaOf<typeof GROUP_FIELDS>]: (
    ctx: HandlerContext,
    change: UpdateChange<'group'> | MoveChange<'group'>,
    fields: FieldValues<'group'>,
  ) => Promise<void>;
} = {
  patch: async (ctx, change, fields) => {
    const body = bodyOf<GroupPatch>(GROUP_FIELDS, fields, PATCH_KEYS);
    if (fields.has('parent')) body.parentSectionGroupId = movedToGroup(change, 'parent');
    if (!isEmpty(body)) await updateGroup(ctx.client, siteAt(change, ctx), change.id, body);
  },
};

/** Section groups (seed, "Site section groups"; nesting from the official spec). */
export const groupHandler: KindHandler<'group'> = {
  create: async (change, ctx) => {
    const fields = changedFields(change);
    const at = siteAt(change, ctx);
    const title = text(fields.get('title'), `${change.address} title`);
    const parent = parentGroupOf(change.parent);
    const made = await createOrAdopt(ctx, {
      collection: structureOf(at),
      create: () =>
        createGroup(ctx.client, at, {
          ...bodyOf<GroupCreate>(GROUP_FIELDS, fields, CREATE_KEYS),
          title,
          ...(parent === undefined ? {} : { parent }),
        }),
      find: async () =>
        (await siblingsIn(ctx, at, parent)).filter(
          (g): g is LiveGroup => g.type === 'group' && g.title === title,
        ),
      remove: (groupId) => deleteGroup(ctx.client, at, groupId),
    });
    return made.id;
  },
  update: async (change, ctx) => {
    await SENDERS.patch(ctx, change, changedFields(change));
  },
  move: sortChild,
  delete: async (change, ctx) => {
    await deleteGroup(ctx.client, siteAt(change, ctx), change.id);
  },
};
