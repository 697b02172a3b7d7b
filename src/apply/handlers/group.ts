import type { RequestBody } from '../../api/call-operation.js';
import {
  createGroup,
  deleteGroup,
  listGroups,
  updateGroup,
} from '../../api/resources/site-structure.js';
import { createOrAdopt } from '../adopt.js';
import type { KindHandler } from '../handler.js';
import { changedFields, isEmpty, pick, text } from '../wire.js';
import { movedToGroup, parentGroupOf, siteAt } from './locate.js';
import { sortChild } from './move.js';

type GroupPatch = RequestBody<'updateSiteSectionGroupById'>;

/** Section groups (seed, "Site section groups"; nesting from the official spec). */
export const groupHandler: KindHandler<'group'> = {
  create: async (change, ctx) => {
    const fields = changedFields(change);
    const at = siteAt(change, ctx);
    const title = text(fields.get('title'), `${change.address} title`);
    const parent = parentGroupOf(change.parent);
    return createOrAdopt(
      ctx,
      async () => {
        const made = await createGroup(ctx.client, at, {
          ...pick<RequestBody<'addSectionGroupToSite'>>(fields, ['icon']),
          title,
          ...(parent === undefined ? {} : { parent }),
        });
        return made.id;
      },
      async () => (await listGroups(ctx.client, at)).find((g) => g.title === title)?.id,
    );
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
