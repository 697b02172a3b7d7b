import type { KindHandler } from '../handler.js';
import { bodyOf, changedFields, isEmpty } from '../wire.js';
import { enc, needId } from './paths.js';

const FIELDS = ['title', 'emoji', 'editMode', 'defaultLevel', 'language'];

/** Existing spaces' settings: PATCH /spaces/{id} (seed, "Spaces"); docform never creates spaces. */
export const spaceHandler: KindHandler = {
  update: async (change, ctx) => {
    const body = bodyOf(changedFields(change), FIELDS);
    if (!isEmpty(body)) await ctx.api.send('PATCH', `/spaces/${enc(needId(change))}`, body);
  },
};
