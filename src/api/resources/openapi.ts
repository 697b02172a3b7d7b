import * as z from 'zod';
import type { LiveOpenApi } from '../../model/live.js';
import type { RequestBody } from '../call-operation.js';
import { callOperation } from '../call-operation.js';
import { isNotFound } from '../errors/http-error.js';
import type { ApiRequester } from '../types.js';
import { call, listAs } from './parse.js';
import { opt } from './wire.js';
import { liveFields, wireShape } from './read-fields.js';
import { OPENAPI_FIELDS } from '../../model/fields/openapi-fields.js';
import { checkedId } from '../path-segment.js';

/** A spec as the API answers it: its fields are read by the rows of its table. */
const openApiSchema = z.looseObject({
  ...wireShape(OPENAPI_FIELDS),
  id: z.string(),
  sourceURL: opt(z.string()),
  createdAt: opt(z.string()),
});

export async function listOpenApi(
  client: ApiRequester,
  organization: string,
): Promise<LiveOpenApi[]> {
  const params = { organizationId: organization };
  return listAs(client, 'listOpenApiSpecs', params, openApiSchema, toLiveOpenApi);
}

/** `POST .../openapi`: not safe to repeat (a second call is a 400 for the taken slug). */
export async function createOpenApi(
  client: ApiRequester,
  organization: string,
  body: RequestBody<'createOpenApiSpec'>,
): Promise<LiveOpenApi> {
  const params = { organizationId: organization };
  return toLiveOpenApi(await call(client, 'createOpenApiSpec', params, openApiSchema, body));
}

/** `PUT .../openapi/{slug}`: an upsert by slug, so safe to repeat. */
export async function putOpenApi(
  client: ApiRequester,
  organization: string,
  specSlug: string,
  body: RequestBody<'createOrUpdateOpenApiSpecBySlug'>,
): Promise<void> {
  const params = { organizationId: organization, specSlug };
  await callOperation(client, 'createOrUpdateOpenApiSpecBySlug', params, body);
}

export async function updateOpenApiVisibility(
  client: ApiRequester,
  organization: string,
  specSlug: string,
  body: RequestBody<'updateOpenApiSpecBySlug'>,
): Promise<void> {
  const params = { organizationId: organization, specSlug };
  await callOperation(client, 'updateOpenApiSpecBySlug', params, body);
}

export async function deleteOpenApi(
  client: ApiRequester,
  organization: string,
  specSlug: string,
): Promise<void> {
  const params = { organizationId: organization, specSlug };
  await callOperation(client, 'deleteOpenApiSpecBySlug', params);
}

const rawContentSchema = z.looseObject({ text: z.string(), format: opt(z.string()) });

/**
 * The latest version's text exactly as it was sent (official
 * `getLatestOpenAPISpecVersionContentRaw`), or null when the API has none: the official
 * 404 for a version made from a URL (or a legacy one), and a spec with no version.
 */
export async function getLatestOpenApiText(
  client: ApiRequester,
  organization: string,
  specSlug: string,
): Promise<string | null> {
  try {
    const params = { organizationId: organization, specSlug };
    return (await call(client, 'getLatestOpenApiSpecVersionContentRaw', params, rawContentSchema))
      .text;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

function toLiveOpenApi(o: z.output<typeof openApiSchema>): LiveOpenApi {
  const fields = liveFields(OPENAPI_FIELDS, o);
  return {
    id: o.id,
    ...fields,
    slug: checkedId(fields.slug, 'OpenAPI spec', fields.slug),
    ...(o.sourceURL ? { sourceURL: o.sourceURL } : {}),
    ...(o.createdAt ? { createdAt: o.createdAt } : {}),
  };
}
