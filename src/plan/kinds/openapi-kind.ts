import { KINDS } from '../../model/kinds.js';
import { openapiAddress } from '../../model/address.js';
import { ContentValue } from '../../model/content.js';
import type { DesiredOpenApi } from '../../model/desired.js';
import type { LiveOpenApi } from '../../model/live.js';
import type { FieldPair } from '../compare-fields.js';
import { OPENAPI_FIELDS, type OpenApiSource } from '../../model/fields/openapi-fields.js';
import { rowPairs } from '../field-pairs.js';
import type { KeyedKind } from '../plan-keyed.js';
import { byKey } from '../key-rules.js';

/**
 * OpenAPI specs: the key is the slug (no `previously`: the slug is the API's own key);
 * their fields are the rows of their table.
 * `source` is `{url}`, or a content (a file's or inline text) compared by sha256 with the
 * text of the latest version, which the API keeps as it was sent (docs/plan-format.md,
 * "Contents"): an unchanged file publishes nothing, an edited one one new version.
 */
export const OPENAPI_KIND: KeyedKind<DesiredOpenApi, LiveOpenApi, 'openapi'> = {
  kind: 'openapi',
  spec: byKey(KINDS.openapi.noun, 'slug'),
  fields: (_ctx, d, live) =>
    rowPairs<'openapi', typeof OPENAPI_FIELDS>(OPENAPI_FIELDS, d, live, {
      source: (source) => sourcePair(source, live),
    }),
  dependsOn: () => [],
  liveAddress: (ctx, l) => ctx.addresses.liveAddress('openapi', l.id, l.slug, openapiAddress),
  liveTitle: (l) => l.slug,
};

function sourcePair(source: OpenApiSource, live: LiveOpenApi | undefined): FieldPair<'openapi'> {
  const before =
    typeof live?.text === 'string'
      ? new ContentValue(live.text, 'version')
      : live?.sourceURL === undefined
        ? undefined
        : { url: live.sourceURL };
  const compareBefore = before instanceof ContentValue ? `sha256:${before.sha256}` : before;
  if ('url' in source) {
    return { path: 'source', after: source, before, compareBefore };
  }
  const after =
    'file' in source
      ? new ContentValue(source.text, 'file', source.file)
      : new ContentValue(source.text, 'text');
  // no text and no URL live (a legacy version): compared as absent, so published once
  return { path: 'source', after, before, compareAfter: `sha256:${after.sha256}`, compareBefore };
}
