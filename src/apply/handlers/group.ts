import type { RequestBody } from '../../api/call-operation.js';
import { createGroup, deleteGroup, updateGroup } from '../../api/resources/site-structure.js';
import type { LiveGroup } from '../../model/live.js';
import { createOrAdopt } from '../adopt.js';
import type { KindHandler } from '../handler.js';
import { changedFields, isEmpty, pick, text } from '../wire.js';
import { movedToGroup, parentGroupOf, siteAt } from './locate.js';
import { sortChild } from './move.js';
import { siblingsIn, structureOf } from './siblings.js';

type GroupPatch = RequestBody<'updateSiteSectionGroupById'>;

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
          ...pick<RequestBody<'addSectionGroupToSite'>>(fields, ['icon']),
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
    const fields = changedFields(change);
    const body = pick<GroupPatch>(fields, ['title', 'icon']);
    if (fields.has('parent')) body.parentSectionGroupId = movedToGroup(change, 'parent');
    if (!isEmpty(body)) await updateGroup(ctx.client, siteAt(change, ctx), change.id, body);
  },
  move: sortChild,
  delete: async (change, ctx) => {
    await deleteGroup(ctx.client, siteAt(change, ctx), change.id);
  },
};
