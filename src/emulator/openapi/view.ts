import { callerRole, roleAtLeast } from '../roles.js';
import type { RequestContext } from '../handler.js';
import type { OpenApiRecord } from '../world.js';

type Version = OpenApiRecord['versions'][number];

export function specApiUrl(ctx: RequestContext, spec: OpenApiRecord): string {
  return `${ctx.origin}/v1/orgs/${spec.organization}/openapi/${spec.slug}`;
}

/** Where a public spec is served (official `urls.published`, only when public). */
function publishedUrl(spec: OpenApiRecord): string {
  return `https://openapi.gitbook.example/${spec.organization}/${spec.slug}`;
}

/**
 * The official `OpenAPISpec`. Processing is instantaneous in the emulator: every spec is
 * `complete`, processed when last updated, with no errors.
 */
export function specView(ctx: RequestContext, spec: OpenApiRecord): Record<string, unknown> {
  const last = spec.versions[spec.versions.length - 1];
  const visibility = spec.visibility ?? 'private';
  return {
    object: 'openapi-spec',
    id: spec.id,
    createdAt: spec.createdAt,
    updatedAt: spec.updatedAt,
    slug: spec.slug,
    ...('url' in spec.source ? { sourceURL: spec.source.url } : {}),
    processingState: 'complete',
    visibility,
    ...(last ? { lastVersion: last.id, lastProcessedAt: last.createdAt } : {}),
    lastProcessedErrorCount: 0,
    permissions: { view: true, edit: roleAtLeast(callerRole(ctx, spec.organization), 'admin') },
    urls: {
      location: specApiUrl(ctx, spec),
      app: `${ctx.origin}/app/o/${spec.organization}/openapi/${spec.slug}`,
      ...(visibility === 'public' ? { published: publishedUrl(spec) } : {}),
    },
  };
}

export function versionView(
  ctx: RequestContext,
  spec: OpenApiRecord,
  version: Version,
): Record<string, unknown> {
  return {
    object: 'openapi-spec-version',
    id: version.id,
    createdAt: version.createdAt,
    url: version.url,
    urls: { location: `${specApiUrl(ctx, spec)}/versions/${version.id}` },
  };
}

/**
 * The specification text of a version made from `{text}`. A world written before
 * versions kept their text has it only on the spec's source, for its last version.
 */
export function versionText(spec: OpenApiRecord, version: Version): string | undefined {
  if (version.text !== undefined) return version.text;
  const isLast = spec.versions[spec.versions.length - 1] === version;
  return isLast && 'text' in spec.source ? spec.source.text : undefined;
}

/**
 * Content of a version in both forms: the seed's `{filesystem, url}` and the official
 * `{filesystem, urls: {source, public}}` (docs/api-differences.md).
 */
export function contentView(spec: OpenApiRecord, version: Version): Record<string, unknown> {
  const text = versionText(spec, version);
  return {
    filesystem: text === undefined ? {} : { 'openapi.yaml': text },
    url: version.url,
    urls: {
      source: version.url,
      public: spec.visibility === 'public' ? publishedUrl(spec) : null,
    },
  };
}
