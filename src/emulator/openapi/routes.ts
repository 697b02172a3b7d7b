import { orgForAdmin, orgForCaller } from '../access.js';
import { badRequest, conflict, notFound } from '../api-error.js';
import { objectBody, optionalEnum, requiredString } from '../body.js';
import type { Body } from '../body.js';
import { onlyFields, urlField } from '../checks.js';
import { paginate } from '../paginate.js';
import type { Reply, RequestContext, Route } from '../handler.js';
import type { OpenApiRecord } from '../world.js';
import { contentView, specApiUrl, specView, versionText, versionView } from './view.js';

const SPECS = '/orgs/:organizationId/openapi';
const SPEC = `${SPECS}/:specSlug`;
/** Seed and official `OpenAPISpecSlug`: 1..100 characters of this pattern. */
const SLUG = {
  min: 1,
  max: 100,
  pattern: /^[a-zA-Z0-9]+(?:-[a-zA-Z0-9]+)*$/,
  patternName: 'letters and digits in dash-separated words',
};

/** OpenAPI specifications and their versions (seed "OpenAPI specifications"). */
export const openApiRoutes: Route[] = [
  { method: 'GET', pattern: SPECS, handler: listSpecs },
  { method: 'POST', pattern: SPECS, handler: createSpec },
  { method: 'GET', pattern: SPEC, handler: getSpec },
  { method: 'PUT', pattern: SPEC, handler: upsertSpec },
  { method: 'PATCH', pattern: SPEC, handler: patchSpec },
  { method: 'DELETE', pattern: SPEC, handler: deleteSpec },
  { method: 'GET', pattern: `${SPEC}/versions`, handler: listVersions },
  { method: 'GET', pattern: `${SPEC}/versions/latest`, handler: latestVersion },
  { method: 'GET', pattern: `${SPEC}/versions/latest/content`, handler: latestContent },
  { method: 'GET', pattern: `${SPEC}/versions/latest/content/raw`, handler: latestRaw },
  { method: 'GET', pattern: `${SPEC}/versions/:versionId`, handler: getVersion },
  { method: 'GET', pattern: `${SPEC}/versions/:versionId/content`, handler: versionContent },
];

function findSpec(ctx: RequestContext, organization: string): OpenApiRecord {
  const spec = ctx.world.openapi.find(
    (s) => s.organization === organization && s.slug === ctx.params.specSlug,
  );
  if (!spec) throw notFound('No matching OpenAPI specification found');
  return spec;
}

function listSpecs(ctx: RequestContext): Reply {
  const { org } = orgForCaller(ctx);
  const page = paginate(
    ctx.world.openapi.filter((s) => s.organization === org.id),
    ctx.query,
  );
  return { status: 200, body: { ...page, items: page.items.map((s) => specView(ctx, s)) } };
}

/** `{url}` (seed) or `{text}` (official `OpenAPISpecSource`). */
function source(body: Body): OpenApiRecord['source'] {
  const value = body.source;
  if (value === undefined) throw badRequest('Field "source" is required');
  const src = objectBody(value);
  if (src.url !== undefined && src.text === undefined) {
    return { url: urlField(src, 'source.url', src.url) ?? '' };
  }
  if (src.text !== undefined && src.url === undefined) {
    return { text: requiredString(src, 'text', { min: 1 }) };
  }
  throw badRequest('Field "source" must be {"url": <URL>} or {"text": <specification>}');
}

/** A new version of the spec's current source, keeping the text of a `{text}` source. */
function addVersion(ctx: RequestContext, spec: OpenApiRecord): void {
  const id = ctx.newId('oasv');
  const createdAt = ctx.now();
  if ('url' in spec.source) {
    spec.versions.push({ id, createdAt, url: spec.source.url });
    return;
  }
  const url = `${specApiUrl(ctx, spec)}/versions/${id}/content`;
  spec.versions.push({ id, createdAt, url, text: spec.source.text });
}

function newSpec(
  ctx: RequestContext,
  organization: string,
  slug: string,
  src: OpenApiRecord['source'],
): OpenApiRecord {
  const now = ctx.now();
  const spec: OpenApiRecord = {
    organization,
    id: ctx.newId('oas'),
    slug,
    source: src,
    visibility: 'private',
    createdAt: now,
    updatedAt: now,
    versions: [],
  };
  addVersion(ctx, spec);
  ctx.world.openapi.push(spec);
  return spec;
}

/** 201 without Location (official `createOpenAPISpec`); a slug already taken is a 409. */
function createSpec(ctx: RequestContext): Reply {
  const { org } = orgForAdmin(ctx);
  const body = objectBody(ctx.body);
  onlyFields(body, ['slug', 'source']);
  const slug = requiredString(body, 'slug', SLUG);
  const src = source(body);
  if (ctx.world.openapi.some((s) => s.organization === org.id && s.slug === slug)) {
    throw conflict(`An OpenAPI specification with slug "${slug}" already exists`);
  }
  return { status: 201, body: specView(ctx, newSpec(ctx, org.id, slug, src)) };
}

function getSpec(ctx: RequestContext): Reply {
  const { org } = orgForCaller(ctx);
  return { status: 200, body: specView(ctx, findSpec(ctx, org.id)) };
}

/** 200 with a new version when the slug exists, else 201 created (official PUT by slug). */
function upsertSpec(ctx: RequestContext): Reply {
  const { org } = orgForAdmin(ctx);
  const body = objectBody(ctx.body);
  onlyFields(body, ['source']);
  const slug = ctx.params.specSlug ?? '';
  if (!SLUG.pattern.test(slug) || slug.length > SLUG.max) {
    throw badRequest(`Path parameter "specSlug" must be ${SLUG.patternName}`);
  }
  const src = source(body);
  const existing = ctx.world.openapi.find((s) => s.organization === org.id && s.slug === slug);
  if (!existing) return { status: 201, body: specView(ctx, newSpec(ctx, org.id, slug, src)) };
  existing.source = src;
  existing.updatedAt = ctx.now();
  addVersion(ctx, existing);
  return { status: 200, body: specView(ctx, existing) };
}

function patchSpec(ctx: RequestContext): Reply {
  const { org } = orgForAdmin(ctx);
  const spec = findSpec(ctx, org.id);
  const body = objectBody(ctx.body);
  onlyFields(body, ['visibility']);
  const visibility = optionalEnum(body, 'visibility', ['private', 'public'] as const);
  if (!visibility) throw badRequest('Field "visibility" is required');
  spec.visibility = visibility;
  spec.updatedAt = ctx.now();
  return { status: 200, body: specView(ctx, spec) };
}

function deleteSpec(ctx: RequestContext): Reply {
  const { org } = orgForAdmin(ctx);
  const index = ctx.world.openapi.findIndex(
    (s) => s.organization === org.id && s.slug === ctx.params.specSlug,
  );
  if (index < 0) return { status: 204 };
  ctx.world.openapi.splice(index, 1);
  return { status: 205 };
}

/** Oldest first, so the last item is `lastVersion` (the order the world keeps). */
function listVersions(ctx: RequestContext): Reply {
  const { org } = orgForCaller(ctx);
  const spec = findSpec(ctx, org.id);
  const page = paginate(spec.versions, ctx.query);
  return {
    status: 200,
    body: { ...page, items: page.items.map((v) => versionView(ctx, spec, v)) },
  };
}

function version(ctx: RequestContext, latest: boolean) {
  const { org } = orgForCaller(ctx);
  const spec = findSpec(ctx, org.id);
  const found = latest
    ? spec.versions[spec.versions.length - 1]
    : spec.versions.find((v) => v.id === ctx.params.versionId);
  if (!found) throw notFound('No matching OpenAPI specification version found');
  return { spec, version: found };
}

function latestVersion(ctx: RequestContext): Reply {
  const v = version(ctx, true);
  return { status: 200, body: versionView(ctx, v.spec, v.version) };
}

function getVersion(ctx: RequestContext): Reply {
  const v = version(ctx, false);
  return { status: 200, body: versionView(ctx, v.spec, v.version) };
}

function latestContent(ctx: RequestContext): Reply {
  const v = version(ctx, true);
  return { status: 200, body: contentView(v.spec, v.version) };
}

function versionContent(ctx: RequestContext): Reply {
  const v = version(ctx, false);
  return { status: 200, body: contentView(v.spec, v.version) };
}

/**
 * The latest version's text as it was sent. Only versions made from `{text}` have one
 * (official 404 text otherwise): the emulator does not fetch `{url}` sources.
 */
function latestRaw(ctx: RequestContext): Reply {
  const v = version(ctx, true);
  const text = versionText(v.spec, v.version);
  if (text === undefined) {
    throw notFound('No matching OpenAPI specification version, or no raw source available for it');
  }
  return { status: 200, body: { text, format: /^\s*[{[]/.test(text) ? 'json' : 'yaml' } };
}
