import { z } from 'zod';
import { OPENAPI_VISIBILITIES } from '../../model/kinds.js';
import type { LiveOpenApi } from '../../model/live.js';
import type { ApiRequester } from '../types.js';
import { call, listAll, orgPath, seg } from './parse.js';
import { opt } from './wire.js';

const openApiSchema = z.looseObject({
  id: z.string(),
  slug: z.string(),
  sourceURL: opt(z.string()),
  visibility: opt(z.enum(OPENAPI_VISIBILITIES)),
});

/** `{url}` (seed) or `{text}` (official 2.12). */
export type OpenApiSource = { url: string } | { text: string };

export async function listOpenApi(
  client: ApiRequester,
  organization: string,
): Promise<LiveOpenApi[]> {
  const items = await listAll(client, `${orgPath(organization)}/openapi`, openApiSchema);
  return items.map(toLiveOpenApi);
}

/** `POST .../openapi`: not safe to repeat (a second call is a 400 for the taken slug). */
export async function createOpenApi(
  client: ApiRequester,
  organization: string,
  body: { slug: string; source: OpenApiSource },
): Promise<LiveOpenApi> {
  const path = `${orgPath(organization)}/openapi`;
  return toLiveOpenApi(await call(client, { method: 'POST', path, body }, openApiSchema));
}

/** `PUT .../openapi/{slug}`: an upsert by slug, so safe to repeat. */
export async function putOpenApi(
  client: ApiRequester,
  organization: string,
  slug: string,
  body: { source: OpenApiSource },
): Promise<LiveOpenApi> {
  const path = `${orgPath(organization)}/openapi/${seg(slug)}`;
  return toLiveOpenApi(await call(client, { method: 'PUT', path, body }, openApiSchema));
}

export async function updateOpenApiVisibility(
  client: ApiRequester,
  organization: string,
  slug: string,
  body: { visibility: 'private' | 'public' },
): Promise<LiveOpenApi> {
  const path = `${orgPath(organization)}/openapi/${seg(slug)}`;
  return toLiveOpenApi(await call(client, { method: 'PATCH', path, body }, openApiSchema));
}

export async function deleteOpenApi(
  client: ApiRequester,
  organization: string,
  slug: string,
): Promise<void> {
  await client.request({ method: 'DELETE', path: `${orgPath(organization)}/openapi/${seg(slug)}` });
}

function toLiveOpenApi(o: z.output<typeof openApiSchema>): LiveOpenApi {
  return {
    id: o.id,
    slug: o.slug,
    ...(o.sourceURL ? { sourceURL: o.sourceURL } : {}),
    ...(o.visibility ? { visibility: o.visibility } : {}),
  };
}
