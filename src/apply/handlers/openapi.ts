import { parseAddress } from '../../model/address.js';
import type { Change } from '../../model/plan.js';
import { createOrAdopt, idIn } from '../adopt.js';
import type { HandlerContext, KindHandler } from '../handler.js';
import { changedFields } from '../wire.js';
import { orgPath } from './paths.js';

/**
 * OpenAPI specs, addressed by slug (seed, "OpenAPI specifications"): POST to create,
 * PUT to change the source, PATCH for visibility, DELETE by slug.
 */
export const openapiHandler: KindHandler = {
  create: async (change, ctx) => {
    const fields = changedFields(change);
    const slug = slugOf(change);
    const id = await createOrAdopt(
      ctx,
      async () =>
        idIn(
          await ctx.api.send('POST', `${orgPath(ctx)}/openapi`, {
            slug,
            source: fields.get('source'),
          }),
        ),
      () => findSpec(ctx, slug),
    );
    const visibility = fields.get('visibility');
    if (visibility !== undefined && visibility !== null) {
      await ctx.api.send('PATCH', specPath(ctx, slug), { visibility });
    }
    return id;
  },
  update: async (change, ctx) => {
    const fields = changedFields(change);
    const path = specPath(ctx, slugOf(change));
    if (fields.has('source')) await ctx.api.send('PUT', path, { source: fields.get('source') });
    if (fields.has('visibility')) {
      await ctx.api.send('PATCH', path, { visibility: fields.get('visibility') });
    }
  },
  delete: async (change, ctx) => {
    await ctx.api.send('DELETE', specPath(ctx, slugOf(change)));
  },
};

function slugOf(change: Change): string {
  const slug = parseAddress(change.address)[1];
  if (slug === undefined) throw new Error(`no slug in ${change.address}`);
  return slug;
}

function specPath(ctx: HandlerContext, slug: string): string {
  return `${orgPath(ctx)}/openapi/${encodeURIComponent(slug)}`;
}

async function findSpec(ctx: HandlerContext, slug: string): Promise<string | undefined> {
  const items = await ctx.api.list(`${orgPath(ctx)}/openapi`);
  const found = items.find((i) => (i as { slug?: unknown }).slug === slug);
  return (found as { id?: string } | undefined)?.id;
}
