import type { LiveOpenApi } from '../model/live.js';
import type { OpenApiSelector, ReadScope } from './read-scope.js';
import { getLatestOpenApiText, listOpenApi } from './resources/openapi.js';
import type { ApiRequester } from './types.js';

/**
 * The specs, then, in parallel, the latest text of those in scope: the ones a config
 * gives as a file or text (compared by content), or for export those without a URL.
 */
export async function readOpenApi(client: ApiRequester, scope: ReadScope): Promise<LiveOpenApi[]> {
  const specs = await listOpenApi(client, scope.organization);
  return Promise.all(
    specs.map(async (spec) =>
      wantsText(scope.openapiText, spec)
        ? { ...spec, text: await getLatestOpenApiText(client, scope.organization, spec.slug) }
        : spec,
    ),
  );
}

function wantsText(selector: OpenApiSelector, spec: LiveOpenApi): boolean {
  if (selector === 'none') return false;
  if (selector === 'without-url') return spec.sourceURL === undefined;
  return selector.ids.includes(spec.id) || selector.slugs.includes(spec.slug);
}
