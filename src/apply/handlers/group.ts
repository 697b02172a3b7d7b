import type { RequestBody } from '../../api/call-operation.js';
import { createGroup, deleteGroup, updateGroup } from '../../api/resources/site-structure.js';
import type { LiveGroup } from '../../model/live.js';
import { createOrAdopt } from '../adopt.js';
import type { KindHandler } from '../handler.js';
import { GROUP_FIELDS } from '../../model/fields/group-fields.js';
import { sendLoop, type Senders } from '../senders.js';
import { bodyOf, changedFields, createKeys, isEmpty, sentKeys, text } from '../wire.js';
import type { BodyKey } from '../wire.js';
import type { SiteChild } from './locate.js';
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
 * One per `via` of the group's rows (model/fields/group-fields.ts), on the group and its
 * site. `parent` is the planner's own field, sent by the same PATCH.
 */
const SENDERS: Senders<typeof GROUP_FIELDS, 'group', SiteChild> = {
  patch: async (ctx, { at, id }, fields, change) => {
    const body = bodyOf<GroupPatch>(GROUP_FIELDS, fields, PATCH_KEYS);
    if (fields.has('parent')) body.parentSectionGroupId = movedToGroup(change, 'parent');
    if (!isEmpty(body)) await updateGroup(ctx.client, at, id, body);
  },
};

const send = sendLoop(SENDERS);

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
    const target = { at: siteAt(change, ctx), id: change.id };
    await send(ctx, target, changedFields(change), change);
  },
  move: sortChild,
  delete: async (change, ctx) => {
    await deleteGroup(ctx.client, siteAt(change, ctx), change.id);
  },
};
