import { expect, it } from 'vitest';
import { OpenAPISpecVisibility } from '../../support/official-client.js';
import { ORG, TOKENS } from '../../support/tokens.js';
import { adminClient, fields } from './conformance-context.js';
import type { ConformanceContext } from './conformance-context.js';

const SOURCE = 'https://specs.acme.example/petstore.yaml';

/** OpenAPI specifications and their versions. */
export function openapiScenario(ctx: ConformanceContext): void {
  let versionId = '';

  it('creates a spec from a URL (201)', async () => {
    const res = await adminClient(ctx).orgs.createOpenApiSpec(ORG, {
      slug: 'petstore',
      source: { url: SOURCE },
    });
    ctx.recorder.check('createOpenAPISpec', res, 201);
    expect(res.data).toMatchObject({ object: 'openapi-spec', slug: 'petstore', sourceURL: SOURCE });
  });

  it('lists and gets specs', async () => {
    const api = adminClient(ctx);
    const list = await api.orgs.listOpenApiSpecs(ORG);
    ctx.recorder.check('listOpenAPISpecs', list, 200);
    expect(list.data.items.map((s) => s.slug)).toEqual(['petstore']);
    const got = await api.orgs.getOpenApiSpecBySlug(ORG, 'petstore');
    ctx.recorder.check('getOpenAPISpecBySlug', got, 200);
  });

  it('upserts with PUT: 200 for an existing slug, 201 for a new one', async () => {
    const api = adminClient(ctx);
    const updated = await api.orgs.createOrUpdateOpenApiSpecBySlug(ORG, 'petstore', {
      source: { url: 'https://specs.acme.example/petstore-v2.yaml' },
    });
    ctx.recorder.check('createOrUpdateOpenAPISpecBySlug', updated, 200);
    // Difference "OpenAPI source text": the official form, absent from the seed.
    const created = await api.orgs.createOrUpdateOpenApiSpecBySlug(ORG, 'inline-spec', {
      source: { text: 'openapi: 3.1.0\ninfo: { title: Inline, version: "1" }\npaths: {}\n' },
    });
    ctx.recorder.check('createOrUpdateOpenAPISpecBySlug', created, 201);
  });

  it('serves the raw text of a spec created from text (official, absent from the seed)', async () => {
    const res = await adminClient(ctx).orgs.getLatestOpenApiSpecVersionContentRaw(
      ORG,
      'inline-spec',
    );
    ctx.recorder.check('getLatestOpenAPISpecVersionContentRaw', res, 200);
    expect(res.data).toEqual({ text: expect.stringContaining('title: Inline'), format: 'yaml' });
  });

  it('sets visibility with PATCH', async () => {
    const res = await adminClient(ctx).orgs.updateOpenApiSpecBySlug(ORG, 'petstore', {
      visibility: OpenAPISpecVisibility.Public,
    });
    ctx.recorder.check('updateOpenAPISpecBySlug', res, 200);
    expect(res.data.visibility).toBe('public');
  });

  it('lists versions, newest last, and reads the latest', async () => {
    const api = adminClient(ctx);
    const versions = await api.orgs.listOpenApiSpecVersions(ORG, 'petstore');
    ctx.recorder.check('listOpenAPISpecVersions', versions, 200);
    expect(versions.data.items).toHaveLength(2);
    const latest = await api.orgs.getLatestOpenApiSpecVersion(ORG, 'petstore');
    ctx.recorder.check('getLatestOpenAPISpecVersion', latest, 200);
    expect(latest.data.url).toBe('https://specs.acme.example/petstore-v2.yaml');
    versionId = latest.data.id;
    const spec = await api.orgs.getOpenApiSpecBySlug(ORG, 'petstore');
    expect(spec.data.lastVersion).toBe(versionId);
  });

  it('reads a version and the content in both forms (difference "OpenAPI content")', async () => {
    const api = adminClient(ctx);
    const byId = await api.orgs.getOpenApiSpecVersionById(ORG, 'petstore', versionId);
    ctx.recorder.check('getOpenAPISpecVersionById', byId, 200);
    const latest = await api.orgs.getLatestOpenApiSpecVersionContent(ORG, 'petstore');
    ctx.recorder.check('getLatestOpenAPISpecVersionContent', latest, 200);
    const content = await api.orgs.getOpenApiSpecVersionContentById(ORG, 'petstore', versionId);
    ctx.recorder.check('getOpenAPISpecVersionContentById', content, 200);
    // Official `urls.source`, and the seed's `url`, side by side.
    expect(content.data.urls.source).toBe('https://specs.acme.example/petstore-v2.yaml');
    expect(fields(content.data).url).toBe('https://specs.acme.example/petstore-v2.yaml');
  });

  it('lets a reader list specs but not delete one (403)', async () => {
    const reader = ctx.emulator().client(TOKENS.read);
    const list = await reader.orgs.listOpenApiSpecs(ORG);
    ctx.recorder.check('listOpenAPISpecs', list, 200);
    const denied = await ctx.emulator().v1(TOKENS.read, 'DELETE', `/orgs/${ORG}/openapi/petstore`);
    expect(denied.status).toBe(403);
  });

  it('deletes a spec: 205, then 204; a get is then 404', async () => {
    const api = adminClient(ctx);
    const res = await api.orgs.deleteOpenApiSpecBySlug(ORG, 'petstore');
    ctx.recorder.check('deleteOpenAPISpecBySlug', res, 205);
    const again = await api.orgs.deleteOpenApiSpecBySlug(ORG, 'petstore');
    ctx.recorder.check('deleteOpenAPISpecBySlug', again, 204);
    const gone = await ctx.emulator().v1(TOKENS.admin, 'GET', `/orgs/${ORG}/openapi/petstore`);
    expect(gone.status).toBe(404);
    ctx.recorder.checkBody('getOpenAPISpecBySlug', 404, gone.body);
  });
}
