import { createOrAdopt, idIn } from '../adopt.js';
import type { HandlerContext, KindHandler } from '../handler.js';
import { bodyOf, changedFields, isEmpty } from '../wire.js';
import { enc, needId, orgPath } from './paths.js';
import { exactTitle } from './team.js';

const PATCH_FIELDS = ['title', 'visibility', 'basename', 'agentsContext', 'proxy', 'defaultLevel'];

/**
 * Sites (seed, "Sites"): POST takes title, type and visibility; the other settings are
 * a PATCH; `published` goes through the official publish/unpublish operations; the
 * visitor schema through PUT adaptive-schema. Site spaces are never passed on create:
 * the planner creates them as their own changes.
 */
export const siteHandler: KindHandler = {
  create: async (change, ctx) => {
    const fields = changedFields(change);
    const title = String(fields.get('title'));
    const id = await createOrAdopt(
      ctx,
      async () =>
        idIn(
          await ctx.api.send(
            'POST',
            `${orgPath(ctx)}/sites`,
            bodyOf(fields, ['title', 'type', 'visibility']),
          ),
        ),
      async () => exactTitle(await ctx.api.list(`${orgPath(ctx)}/sites`, { title }), title),
    );
    fields.delete('title');
    fields.delete('type');
    fields.delete('visibility');
    await patchSite(ctx, id, fields);
    return id;
  },
  update: async (change, ctx) => {
    const fields = changedFields(change);
    if (fields.has('type')) {
      throw new Error(`${change.address}: the API cannot change a site's type`);
    }
    await patchSite(ctx, needId(change), fields);
  },
  delete: async (change, ctx) => {
    await ctx.api.send('DELETE', `${orgPath(ctx)}/sites/${enc(needId(change))}`);
  },
};

async function patchSite(
  ctx: HandlerContext,
  id: string,
  fields: ReadonlyMap<string, unknown>,
): Promise<void> {
  const path = `${orgPath(ctx)}/sites/${enc(id)}`;
  const body = bodyOf(fields, PATCH_FIELDS);
  if (fields.has('adaptiveContent'))
    body.adaptiveContent = { enabled: fields.get('adaptiveContent') === true };
  if (!isEmpty(body)) await ctx.api.send('PATCH', path, body);
  if (fields.has('adaptiveSchema') && fields.get('adaptiveSchema') !== null) {
    await ctx.api.send('PUT', `${path}/adaptive-schema`, {
      jsonSchema: fields.get('adaptiveSchema'),
    });
  }
  if (fields.has('published')) {
    await ctx.api.send(
      'POST',
      `${path}/${fields.get('published') === true ? 'publish' : 'unpublish'}`,
    );
  }
}
