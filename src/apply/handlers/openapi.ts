import type { RequestBody } from '../../api/call-operation.js';
import {
  createOpenApi,
  deleteOpenApi,
  listOpenApi,
  putOpenApi,
  updateOpenApiVisibility,
} from '../../api/resources/openapi.js';
import { parseAddress } from '../../model/address.js';
import { DocformError } from '../../model/errors.js';
import { createOrAdopt } from '../adopt.js';
import type { KindHandler } from '../handler.js';
import { changedFields } from '../wire.js';

type Source = RequestBody<'createOpenApiSpec'>['source'];
type Visibility = RequestBody<'updateOpenApiSpecBySlug'>['visibility'];

/**
 * OpenAPI specs, addressed by slug (seed, "OpenAPI specifications"): POST to create,
 * PUT to change the source, PATCH for visibility, DELETE by slug.
 */
export const openapiHandler: KindHandler<'openapi'> = {
  create: async (change, ctx) => {
    const fields = changedFields(change);
    const slug = slugOf(change.address);
    const source = sourceOf(fields.get('source'));
    // slugs are unique on the server: a second create is a 409, and the holder is adopted
    const made = await createOrAdopt(ctx, {
      create: () => createOpenApi(ctx.client, ctx.organization, { slug, source }),
      find: async () =>
        (await listOpenApi(ctx.client, ctx.organization)).filter((s) => s.slug === slug),
    });
    // the create takes no visibility: PATCH it, unless the new spec already has it (private)
    const visibility = fields.get('visibility');
    if (visibility !== undefined && visibility !== null && visibility !== made.visibility) {
      await updateOpenApiVisibility(ctx.client, ctx.organization, slug, {
        visibility: visibility as Visibility,
      });
    }
    return made.id;
  },
  update: async (change, ctx) => {
    const fields = changedFields(change);
    const slug = slugOf(change.address);
    if (fields.has('source')) {
      const source = sourceOf(fields.get('source'));
      await putOpenApi(ctx.client, ctx.organization, slug, { source });
    }
    if (fields.has('visibility')) {
      const visibility = fields.get('visibility') as Visibility;
      await updateOpenApiVisibility(ctx.client, ctx.organization, slug, { visibility });
    }
  },
  delete: async (change, ctx) => {
    await deleteOpenApi(ctx.client, ctx.organization, slugOf(change.address));
  },
};

/** A content (file or text) is its text on the wire: the official `{text}`; else `{url}`. */
function sourceOf(value: unknown): Source {
  return typeof value === 'string' ? { text: value } : (value as Source);
}

function slugOf(address: string): string {
  const slug = parseAddress(address)[1];
  if (slug === undefined) throw new DocformError(`no slug in ${address}`);
  return slug;
}
