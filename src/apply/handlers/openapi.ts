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
    let body: unknown;
    const id = await createOrAdopt(
      ctx,
      async () => {
        body = await ctx.api.send('POST', `${orgPath(ctx)}/openapi`, {
          slug,
          source: fields.get('source'),
        });
        return idIn(body);
      },
      async () => {
        body = await findSpec(ctx, slug);
        return (body as { id?: string } | undefined)?.id;
      },
    );
    // POST takes no visibility: PATCH it, unless the new spec already has it (private)
    const visibility = fields.get('visibility');
    const current = (body as { visibility?: unknown } | undefined)?.visibility;
    if (visibility !== undefined && visibility !== null && visibility !== current) {
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

async function findSpec(ctx: HandlerContext, slug: string): Promise<unknown> {
  const items = await ctx.api.list(`${orgPath(ctx)}/openapi`);
  return items.find((i) => (i as { slug?: unknown }).slug === slug);
}
