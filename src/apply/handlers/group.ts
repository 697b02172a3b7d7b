import type { Change } from '../../model/plan.js';
import { createOrAdopt, idIn } from '../adopt.js';
import type { KindHandler } from '../handler.js';
import { bodyOf, changedFields, isEmpty } from '../wire.js';
import { updateThenMove } from './move.js';
import { enc, kindOfAddress, needId, parentGroupId, sitePath } from './paths.js';

/** Section groups (seed, "Site section groups"; nesting from the official spec). */
export const groupHandler: KindHandler = {
  create: async (change, ctx) => {
    const fields = changedFields(change);
    const site = sitePath(change, ctx);
    const title = String(fields.get('title'));
    const parent = parentGroup(change);
    return createOrAdopt(
      ctx,
      async () =>
        idIn(
          await ctx.api.send('POST', `${site}/section-groups`, {
            title,
            ...bodyOf(fields, ['icon']),
            ...(parent === undefined ? {} : { parent }),
          }),
        ),
      async () => {
        const found = (await ctx.api.list(`${site}/section-groups`)).find(
          (g) => (g as { title?: unknown }).title === title,
        );
        return (found as { id?: string } | undefined)?.id;
      },
    );
  },
  update: async (change, ctx) => {
    const fields = changedFields(change);
    const body = bodyOf(fields, ['title', 'icon']);
    for (const name of ['group', 'parent', 'sectionGroup']) {
      if (fields.has(name)) body.parentSectionGroupId = parentGroupId(change, name);
    }
    if (isEmpty(body)) return;
    const site = sitePath(change, ctx);
    await ctx.api.send('PATCH', `${site}/section-groups/${enc(needId(change))}`, body);
  },
  move: updateThenMove(() => groupHandler.update),
  delete: async (change, ctx) => {
    const site = sitePath(change, ctx);
    await ctx.api.send('DELETE', `${site}/section-groups/${enc(needId(change))}`);
  },
};

function parentGroup(change: Change): string | undefined {
  if (change.parent === undefined) return undefined;
  return kindOfAddress(change.parent.ref) === 'group' ? change.parent.id : undefined;
}
