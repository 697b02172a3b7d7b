import type { KindHandler } from '../handler.js';
import { changedFields } from '../wire.js';
import { enc, needId, orgPath } from './paths.js';

/** Members' roles: PATCH the role; delete removes the member (seed, "Members"). */
export const memberHandler: KindHandler = {
  update: async (change, ctx) => {
    const fields = changedFields(change);
    if (!fields.has('role')) return;
    const path = `${orgPath(ctx)}/members/${enc(needId(change))}`;
    await ctx.api.send('PATCH', path, { role: fields.get('role') });
  },
  delete: async (change, ctx) => {
    await ctx.api.send('DELETE', `${orgPath(ctx)}/members/${enc(needId(change))}`);
  },
};
