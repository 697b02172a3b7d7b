import { expect, it } from 'vitest';
import { ORG } from '../../support/tokens.js';
import { adminClient } from './conformance-context.js';
import type { ConformanceContext } from './conformance-context.js';

const V1 = 'openapi: 3.1.0\ninfo: { title: Orders, version: "1" }\npaths: {}\n';
const V2 = '{"openapi":"3.1.0","info":{"title":"Orders","version":"2"},"paths":{}}';

/**
 * Each version keeps the text it was made from, so a client can compare its spec file
 * with what was last published (docs/emulator.md, "OpenAPI").
 */
export function openapiContentScenario(ctx: ConformanceContext): void {
  let first = '';

  it('keeps the text of every version', async () => {
    const api = adminClient(ctx);
    const created = await api.orgs.createOpenApiSpec(ORG, { slug: 'orders', source: { text: V1 } });
    ctx.recorder.check('createOpenAPISpec', created, 201);
    first = created.data.lastVersion ?? '';
    const updated = await api.orgs.createOrUpdateOpenApiSpecBySlug(ORG, 'orders', {
      source: { text: V2 },
    });
    ctx.recorder.check('createOrUpdateOpenAPISpecBySlug', updated, 200);
    expect(updated.data.lastVersion).not.toBe(first);
  });

  it('reads the latest text back raw, with its format', async () => {
    const raw = await adminClient(ctx).orgs.getLatestOpenApiSpecVersionContentRaw(ORG, 'orders');
    ctx.recorder.check('getLatestOpenAPISpecVersionContentRaw', raw, 200);
    expect(raw.data).toEqual({ text: V2, format: 'json' });
  });

  it('serves each version its own content', async () => {
    const api = adminClient(ctx);
    const latest = await api.orgs.getLatestOpenApiSpecVersionContent(ORG, 'orders');
    ctx.recorder.check('getLatestOpenAPISpecVersionContent', latest, 200);
    expect(Object.values(latest.data.filesystem)).toEqual([V2]);
    const older = await api.orgs.getOpenApiSpecVersionContentById(ORG, 'orders', first);
    ctx.recorder.check('getOpenAPISpecVersionContentById', older, 200);
    expect(Object.values(older.data.filesystem)).toEqual([V1]);
  });

  it('has no raw text for a spec given by URL (404): the emulator does not fetch it', async () => {
    const api = adminClient(ctx);
    const url = 'https://specs.acme.example/orders.yaml';
    await api.orgs.createOrUpdateOpenApiSpecBySlug(ORG, 'orders', { source: { url } });
    const raw = await ctx
      .emulator()
      .v1('dev-token', 'GET', `/orgs/${ORG}/openapi/orders/versions/latest/content/raw`);
    expect(raw.status).toBe(404);
    ctx.recorder.checkBody('getLatestOpenAPISpecVersionContentRaw', 404, raw.body);
    const content = await api.orgs.getLatestOpenApiSpecVersionContent(ORG, 'orders');
    ctx.recorder.check('getLatestOpenAPISpecVersionContent', content, 200);
    expect(content.data).toMatchObject({ filesystem: {}, urls: { source: url } });
  });
}
