import type { LiveOpenApi } from '../model/live.js';
import type { OpenApiSelector, ReadNeeds } from '../model/read-needs.js';
import { getLatestOpenApiText, listOpenApi } from './resources/openapi.js';
import type { ApiRequester } from './types.js';

/**
 * The specs, then, in parallel, the latest text of those `needs.openapiText` selects:
 * by id or slug (a plan compares a file or text source by content), or for export those
 * without a URL.
 */
export async function readOpenApi(client: ApiRequester, needs: ReadNeeds): Promise<LiveOpenApi[]> {
  const specs = await listOpenApi(client, needs.organization);
  return Promise.all(
    specs.map(async (spec) =>
      wantsText(needs.openapiText, spec)
        ? { ...spec, text: await getLatestOpenApiText(client, needs.organization, spec.slug) }
        : spec,
    ),
  );
}

function wantsText(selector: OpenApiSelector, spec: LiveOpenApi): boolean {
  if (selector === 'none') return false;
  if (selector === 'without-url') return spec.sourceURL === undefined;
  return selector.ids.includes(spec.id) || selector.slugs.includes(spec.slug);
}
