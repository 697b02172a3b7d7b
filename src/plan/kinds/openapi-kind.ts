import { openapiAddress } from '../../model/address.js';
import type { DesiredOpenApi } from '../../model/desired.js';
import type { LiveOpenApi } from '../../model/live.js';
import type { FieldPair } from '../compare-fields.js';
import type { KeyedKind } from '../plan-keyed.js';

/**
 * OpenAPI specs: the key is the slug (no `previously`: the slug is the API's own key).
 * `source` is `{url}` or `{text}`; the API only tells the URL a spec was read from, so a
 * text source is compared only against a spec that still has a URL (docs/plan-format.md).
 */
export const OPENAPI_KIND: KeyedKind<DesiredOpenApi, LiveOpenApi, 'openapi'> = {
  kind: 'openapi',
  collection: 'openapi',
  spec: {
    noun: 'OpenAPI spec',
    address: (d) => d.address,
    pinnedId: (d) => d.id,
    naturalKey: (d) => d.slug,
    previously: () => [],
    liveId: (l) => l.id,
    liveKey: (l) => l.slug,
  },
  fields: (_ctx, d, live) => [
    ...(live ? [] : [{ path: 'slug' as const, after: d.slug, before: undefined }]),
    sourcePair(d, live),
    { path: 'visibility', after: d.visibility, before: live?.visibility },
  ],
  dependsOn: () => [],
  liveAddress: (ctx, l) => ctx.addresses.liveAddress(l.id, l.slug, openapiAddress),
  liveTitle: (l) => l.slug,
};

function sourcePair(d: DesiredOpenApi, live: LiveOpenApi | undefined): FieldPair<'openapi'> {
  const before = live?.sourceURL === undefined ? undefined : { url: live.sourceURL };
  return { path: 'source', after: d.source, before, writeOnly: 'text' in d.source };
}
