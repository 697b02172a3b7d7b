import { describe, expect, it } from 'vitest';
import { useTestEmulator } from '../support/start-test-emulator.js';
import { ORG, TOKENS } from '../support/tokens.js';

type Json = Record<string, unknown>;
const SPECS = `/orgs/${ORG}/openapi`;
const URL_V1 = 'https://specs.acme.example/petstore.yaml';

describe('OpenAPI specifications', () => {
  const emulator = useTestEmulator();

  it('creates from a URL with one version: 201', async () => {
    const res = await emulator().v1(TOKENS.admin, 'POST', SPECS, {
      json: { slug: 'petstore', source: { url: URL_V1 } },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'openapi-spec',
      slug: 'petstore',
      sourceURL: URL_V1,
      processingState: 'complete',
      visibility: 'private',
      lastProcessedErrorCount: 0,
    });
    expect((res.body as Json).lastVersion).toBeTruthy();
  });

  it('refuses a taken slug (409), a bad slug and a source with both forms (400)', async () => {
    const taken = await emulator().v1(TOKENS.admin, 'POST', SPECS, {
      json: { slug: 'petstore', source: { url: URL_V1 } },
    });
    expect(taken.status).toBe(409);
    const slug = await emulator().v1(TOKENS.admin, 'POST', SPECS, {
      json: { slug: 'pet--store', source: { url: URL_V1 } },
    });
    expect(slug.status).toBe(400);
    expect(slug.text).toContain('slug');
    const both = await emulator().v1(TOKENS.admin, 'POST', SPECS, {
      json: { slug: 'both', source: { url: URL_V1, text: 'openapi: 3.1.0' } },
    });
    expect(both.status).toBe(400);
  });

  it('upserts: 200 adds a version to an existing slug, 201 creates from text', async () => {
    const update = await emulator().v1(TOKENS.admin, 'PUT', `${SPECS}/petstore`, {
      json: { source: { url: 'https://specs.acme.example/v2.yaml' } },
    });
    expect(update.status).toBe(200);
    const create = await emulator().v1(TOKENS.admin, 'PUT', `${SPECS}/inline`, {
      json: { source: { text: '{"openapi":"3.1.0"}' } },
    });
    expect(create.status).toBe(201);
    const raw = await emulator().v1(
      TOKENS.read,
      'GET',
      `${SPECS}/inline/versions/latest/content/raw`,
    );
    expect(raw.body).toEqual({ text: '{"openapi":"3.1.0"}', format: 'json' });
  });

  it('lists versions oldest first; latest and by id agree', async () => {
    const list = await emulator().v1(TOKENS.read, 'GET', `${SPECS}/petstore/versions`);
    const items = (list.body as { items: { id: string; url: string }[] }).items;
    expect(items.map((v) => v.url)).toEqual([URL_V1, 'https://specs.acme.example/v2.yaml']);
    const latest = await emulator().v1(TOKENS.read, 'GET', `${SPECS}/petstore/versions/latest`);
    expect((latest.body as Json).id).toBe(items[1]?.id);
    const first = await emulator().v1(
      TOKENS.read,
      'GET',
      `${SPECS}/petstore/versions/${items[0]?.id ?? ''}/content`,
    );
    // Seed `{filesystem, url}` and official `{filesystem, urls}` together.
    expect(first.body).toEqual({
      filesystem: {},
      url: URL_V1,
      urls: { source: URL_V1, public: null },
    });
  });

  it('patches visibility (required) and publishes a public URL', async () => {
    const res = await emulator().v1(TOKENS.admin, 'PATCH', `${SPECS}/petstore`, {
      json: { visibility: 'public' },
    });
    expect(res.body).toMatchObject({ visibility: 'public' });
    expect(((res.body as Json).urls as Json).published).toBeTruthy();
    const missing = await emulator().v1(TOKENS.admin, 'PATCH', `${SPECS}/petstore`, { json: {} });
    expect(missing.status).toBe(400);
  });

  it('refuses readers and deletes: 205, 204, then 404', async () => {
    expect((await emulator().v1(TOKENS.read, 'DELETE', `${SPECS}/petstore`)).status).toBe(403);
    expect((await emulator().v1(TOKENS.admin, 'DELETE', `${SPECS}/petstore`)).status).toBe(205);
    expect((await emulator().v1(TOKENS.admin, 'DELETE', `${SPECS}/petstore`)).status).toBe(204);
    const gone = await emulator().v1(TOKENS.admin, 'GET', `${SPECS}/petstore/versions/latest`);
    expect(gone.status).toBe(404);
  });
});

describe('OpenAPI versions keep their text', () => {
  const emulator = useTestEmulator();
  const V1 = 'openapi: 3.0.0\n';
  const V2 = 'openapi: 3.1.0\n';
  const content = async (version: string): Promise<unknown> =>
    (
      (await emulator().v1(TOKENS.read, 'GET', `${SPECS}/texts/versions/${version}/content`))
        .body as Json
    ).filesystem;

  it('serves an older version its own text, also after the world is reloaded', async () => {
    await emulator().v1(TOKENS.admin, 'PUT', `${SPECS}/texts`, { json: { source: { text: V1 } } });
    await emulator().v1(TOKENS.admin, 'PUT', `${SPECS}/texts`, { json: { source: { text: V2 } } });
    const list = await emulator().v1(TOKENS.read, 'GET', `${SPECS}/texts/versions`);
    const [first, second] = (list.body as { items: { id: string }[] }).items.map((v) => v.id);
    expect(await content(first ?? '')).toEqual({ 'openapi.yaml': V1 });
    expect(await content(second ?? '')).toEqual({ 'openapi.yaml': V2 });
    const state = await fetch(`${emulator().url}/_emulator/state`);
    const reload = await fetch(`${emulator().url}/_emulator/state`, {
      method: 'PUT',
      body: await state.text(),
    });
    expect(reload.status).toBe(204);
    expect(await content(first ?? '')).toEqual({ 'openapi.yaml': V1 });
  });
});
