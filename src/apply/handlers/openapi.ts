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
import { OPENAPI_FIELDS } from '../../model/fields/openapi-fields.js';
import { createOrAdopt } from '../adopt.js';
import type { KindHandler } from '../handler.js';
import { sendLoop, type Senders } from '../senders.js';
import { bodyOf, changedFields, createKeys, isEmpty, sentKeys } from '../wire.js';

type SpecCreate = RequestBody<'createOpenApiSpec'>;
type SpecPut = RequestBody<'createOrUpdateOpenApiSpecBySlug'>;
type SpecPatch = RequestBody<'updateOpenApiSpecBySlug'>;

// typed as the official bodies' keys: a row sent under a key they lack is a compile error
const CREATE_KEYS: readonly (keyof SpecCreate)[] = createKeys(OPENAPI_FIELDS);
const PUT_KEYS: readonly (keyof SpecPut)[] = sentKeys(OPENAPI_FIELDS, 'source');
const PATCH_KEYS: readonly (keyof SpecPatch)[] = sentKeys(OPENAPI_FIELDS, 'visibility');

/**
 * The calls that send a spec's fields, on its slug, one per `via` of its table
 * (model/fields/openapi-fields.ts). Run in this order: the source, then the visibility.
 */
const SENDERS: Senders<typeof OPENAPI_FIELDS, 'openapi', string> = {
  // the slug goes only in the create body: it is the spec's key
  create: async () => {},
  source: async (ctx, slug, fields) => {
    const body = bodyOf<SpecPut>(OPENAPI_FIELDS, fields, PUT_KEYS);
    if (!isEmpty(body)) await putOpenApi(ctx.client, ctx.organization, slug, body);
  },
  visibility: async (ctx, slug, fields) => {
    const body = bodyOf<SpecPatch>(OPENAPI_FIELDS, fields, PATCH_KEYS);
    if (!isEmpty(body)) await updateOpenApiVisibility(ctx.client, ctx.organization, slug, body);
  },
};

const send = sendLoop(SENDERS);

/**
 * OpenAPI specs, addressed by slug (seed, "OpenAPI specifications"): POST to create,
 * PUT to change the source, PATCH for visibility, DELETE by slug.
 */
export const openapiHandler: KindHandler<'openapi'> = {
  create: async (change, ctx) => {
    const fields = changedFields(change);
    const slug = slugOf(change.address);
    const body = { ...bodyOf<SpecCreate>(OPENAPI_FIELDS, fields, CREATE_KEYS), slug };
    // slugs are unique on the server: a second create is a 409, and the holder is adopted
    const made = await createOrAdopt(ctx, {
      create: () => createOpenApi(ctx.client, ctx.organization, body),
      find: async () =>
        (await listOpenApi(ctx.client, ctx.organization)).filter((s) => s.slug === slug),
    });
    // the create takes no visibility: PATCH it, unless the new spec already has it (private)
    const visibility = fields.get('visibility');
    if (visibility === undefined || visibility === null || visibility === made.visibility) {
      return made.id;
    }
    await SENDERS.visibility(ctx, slug, fields.only(['visibility']), change);
    return made.id;
  },
  update: async (change, ctx) => {
    await send(ctx, slugOf(change.address), changedFields(change), change);
  },
  delete: async (change, ctx) => {
    await deleteOpenApi(ctx.client, ctx.organization, slugOf(change.address));
  },
};

function slugOf(address: string): string {
  const slug = parseAddress(address)[1];
  if (slug === undefined) throw new DocformError(`no slug in ${address}`);
  return slug;
}
