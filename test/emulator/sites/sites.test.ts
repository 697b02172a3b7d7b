import { beforeAll, describe, expect, it } from 'vitest';
import { responseValidator } from '../../support/official-schema.js';
import { useTestEmulator } from '../../support/start-test-emulator.js';
import { SPACES, TOKENS } from '../../support/tokens.js';
import { ids, siteApi } from './site-api.js';
import type { Json } from './site-api.js';

const emulator = useTestEmulator();
const admin = siteApi(emulator);

/** Validates a body against the official response schema of the operation. */
function conforms(operationId: string, status: number, body: unknown): void {
  const validate = responseValidator(operationId, status);
  if (!validate) throw new Error(`${operationId} ${status} has no body schema`);
  expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
}

describe('site settings', () => {
  it('creates with the defaults and derives the server-managed fields', async () => {
    const res = await admin.call('POST', '/sites', { spaces: [SPACES.guides] });
    expect(res.status).toBe(201);
    const site = res.body as Json;
    expect(res.headers.get('location')).toMatch(
      new RegExp(`/v1/orgs/org_acme/sites/${String(site.id)}$`),
    );
    expect(site).toMatchObject({
      object: 'site',
      type: 'basic',
      appliedType: 'basic',
      title: 'Untitled site',
      visibility: 'public',
      published: false,
      agentsContext: 'included',
      siteSpaces: 1,
      features: [],
    });
    expect((site.urls as Json).published).toBeUndefined();
    conforms('createSite', 201, site);
  });

  it('filters the list by space, title, published and type', async () => {
    const a = await admin.site({
      title: 'Filter Alpha',
      spaces: [SPACES.internal],
      type: 'premium',
    });
    const b = await admin.site({ title: 'Filter Beta' });
    await admin.ok('POST', `/sites/${b}/publish`);
    const list = (query: string) => admin.ok('GET', `/sites?${query}`).then(ids);
    expect(await list(`space=${SPACES.internal}`)).toEqual([a]);
    expect(await list('title=filter')).toEqual([a, b]);
    expect(await list('title=filter&published=true')).toEqual([b]);
    expect(await list('title=filter&type=premium&type=ultimate')).toEqual([a]);
    expect((await admin.call('GET', '/sites?published=yes')).status).toBe(400);
    expect((await admin.call('GET', '/sites?type=gold')).status).toBe(400);
    const page = await admin.ok('GET', '/sites?title=filter&limit=1');
    expect(ids(page)).toEqual([a]);
    const next = (page.next as Json).page as string;
    expect(ids(await admin.ok('GET', `/sites?title=filter&limit=1&page=${next}`))).toEqual([b]);
  });

  it('patches every setting; proxy is a string in and {origin, target} out', async () => {
    const site = await admin.site({ title: 'Settings' });
    const patched = await admin.ok('PATCH', `/sites/${site}`, {
      title: 'Portal',
      visibility: 'share-link',
      basename: 'portal',
      agentsContext: 'excluded',
      defaultLevel: 'read',
      adaptiveContent: { enabled: true },
      proxy: 'acme.example/docs',
    });
    expect(patched).toMatchObject({
      title: 'Portal',
      visibility: 'share-link',
      basename: 'portal',
      agentsContext: 'excluded',
      defaultLevel: 'read',
      adaptiveContent: { enabled: true },
      proxy: { origin: 'acme.example/docs' },
    });
    conforms('updateSiteById', 200, patched);
    const cleared = await admin.ok('PATCH', `/sites/${site}`, { proxy: null, defaultLevel: null });
    expect(cleared.proxy).toBeUndefined();
    expect(cleared.defaultLevel).toBeNull();
  });

  it.each([
    ['title', { title: 'x' }],
    ['title', { title: 'x'.repeat(129) }],
    ['basename', { basename: '' }],
    ['proxy', { proxy: 'https://acme.example/docs' }],
    ['proxy', { proxy: 'acme.example' }],
    ['visibility', { visibility: 'secret' }],
    ['agentsContext', { agentsContext: 'maybe' }],
    ['adaptiveContent', { adaptiveContent: true }],
    ['defaultSiteSection', { defaultSiteSection: 'sitesc_nope' }],
  ])('refuses a bad %s with 400 naming it', async (field, body) => {
    const site = await admin.site({ title: 'Bounds' });
    const res = await admin.call('PATCH', `/sites/${site}`, body);
    expect(res.status).toBe(400);
    expect((res.body as { error: { message: string } }).error.message).toContain(field);
  });

  it('publishes and unpublishes; the published URL shows only while published', async () => {
    const site = await admin.site({ title: 'Publish Me', spaces: [SPACES.guides] });
    const published = await admin.ok('POST', `/sites/${site}/publish`);
    expect(published.published).toBe(true);
    expect((published.urls as Json).published).toMatch(/^https:\/\//);
    const spaces = await admin.ok('GET', `/sites/${site}/site-spaces`);
    expect(((spaces.items as Json[])[0]?.urls as Json).published).toMatch(/^https:\/\//);
    const unpublished = await admin.ok('POST', `/sites/${site}/unpublish`);
    expect(unpublished.published).toBe(false);
    expect((unpublished.urls as Json).published).toBeUndefined();
  });

  it('serves the published view and the structure in the official shapes', async () => {
    const site = await admin.site({ title: 'Views', spaces: [SPACES.guides] });
    conforms('getSiteStructure', 200, await admin.ok('GET', `/sites/${site}/structure`));
    await admin.section(site, SPACES.api, { title: 'API', icon: 'gear' });
    await admin.ok('POST', `/sites/${site}/section-groups`, { title: 'Group', icon: 'box' });
    await admin.ok('POST', `/sites/${site}/publish`);
    const view = await admin.ok('GET', `/sites/${site}/published`);
    expect(view.object).toBe('published-content-site');
    conforms('getPublishedContentSite', 200, view);
    conforms('getSiteStructure', 200, await admin.ok('GET', `/sites/${site}/structure`));
    conforms('listSiteSections', 200, await admin.ok('GET', `/sites/${site}/sections`));
    conforms('listSiteSectionGroups', 200, await admin.ok('GET', `/sites/${site}/section-groups`));
    conforms('listSiteSpaces', 200, await admin.ok('GET', `/sites/${site}/site-spaces`));
  });

  it('deletes a site with its structure, keeps its spaces, clears the default content', async () => {
    const site = await admin.site({ title: 'Doomed', spaces: [SPACES.guides] });
    await admin.section(site, SPACES.api, { title: 'API' });
    const world = emulator().world();
    const org = world.organizations.find((o) => o.id === 'org_acme');
    if (org) org.defaultContent = { type: 'site', site };
    expect((await admin.call('DELETE', `/sites/${site}`)).status).toBe(205);
    const after = emulator().world();
    expect(after.siteNodes.some((n) => n.site === site)).toBe(false);
    expect(after.siteSpaces.some((s) => s.site === site)).toBe(false);
    expect(after.spaces.some((s) => s.id === SPACES.guides)).toBe(true);
    expect(after.organizations.find((o) => o.id === 'org_acme')?.defaultContent).toBeNull();
    expect((await admin.call('DELETE', `/sites/${site}`)).status).toBe(204);
    expect((await admin.call('GET', `/sites/${site}/sections`)).status).toBe(404);
  });
});

describe('adaptive schema', () => {
  const schema = {
    type: 'object',
    additionalProperties: false,
    properties: {
      unsigned: {
        type: 'object',
        description: 'Unsigned claims of the site visitor.',
        additionalProperties: false,
        properties: { beta: { type: 'boolean', description: 'Beta tester' } },
      },
      plan: { type: 'string', enum: ['free', 'pro'], description: 'Plan' },
      seats: { type: 'number', description: 'Seats' },
    },
  };

  it('is 404 until put, then round-trips and yields template conditions', async () => {
    const site = await admin.site({ title: 'Adaptive' });
    const missing = await admin.call('GET', `/sites/${site}/adaptive-schema`);
    expect(missing.status).toBe(404);
    expect(await admin.ok('GET', `/sites/${site}/adaptive-schema/template-conditions`)).toEqual({
      items: [],
    });
    const put = await admin.ok('PUT', `/sites/${site}/adaptive-schema`, { jsonSchema: schema });
    conforms('updateSiteAdaptiveSchema', 200, put);
    expect((await admin.ok('GET', `/sites/${site}/adaptive-schema`)).jsonSchema).toEqual(schema);
    const templates = await admin.ok('GET', `/sites/${site}/adaptive-schema/template-conditions`);
    expect((templates.items as Json[]).map((t) => t.condition)).toEqual([
      'visitor.claims.unsigned.beta === true',
      'visitor.claims.plan === "free"',
      'visitor.claims.plan === "pro"',
    ]);
  });

  it.each([
    ['jsonSchema', {}],
    ['jsonSchema.type', { jsonSchema: { ...schema, type: 'array' } }],
    ['jsonSchema.additionalProperties', { jsonSchema: { ...schema, additionalProperties: true } }],
    [
      'jsonSchema.properties.flag.description',
      { jsonSchema: { ...schema, properties: { flag: { type: 'boolean' } } } },
    ],
    [
      'jsonSchema.properties.flag.type',
      { jsonSchema: { ...schema, properties: { flag: { type: 'date', description: 'd' } } } },
    ],
    [
      'jsonSchema.properties.unsigned.description',
      {
        jsonSchema: {
          ...schema,
          properties: { unsigned: { ...schema.properties.unsigned, description: 'Mine' } },
        },
      },
    ],
  ])('refuses a schema with a bad %s (400 naming it)', async (field, body) => {
    const site = await admin.site({ title: 'Bad schema' });
    const res = await admin.call('PUT', `/sites/${site}/adaptive-schema`, body);
    expect(res.status).toBe(400);
    expect((res.body as { error: { message: string } }).error.message).toContain(`"${field}"`);
  });
});

describe('access and unknown ids', () => {
  let site = '';
  let section = '';
  let group = '';
  let siteSpace = '';
  beforeAll(async () => {
    site = await admin.site({ title: 'Guarded' });
    const created = await admin.section(site, SPACES.guides, { title: 'Guides' });
    section = String(created.id);
    siteSpace = String((created.siteSpaces as Json[])[0]?.id);
    group = String(
      (await admin.ok('POST', `/sites/${site}/section-groups`, { title: 'Group' })).id,
    );
  });
  const writes = (): [string, string, unknown][] => [
    ['POST', '/sites', { title: 'Nope' }],
    ['PATCH', `/sites/${site}`, { title: 'Nope' }],
    ['DELETE', `/sites/${site}`, undefined],
    ['POST', `/sites/${site}/publish`, undefined],
    ['POST', `/sites/${site}/unpublish`, undefined],
    ['PUT', `/sites/${site}/adaptive-schema`, { jsonSchema: {} }],
    ['POST', `/sites/${site}/sections`, { spaceId: SPACES.api }],
    ['PATCH', `/sites/${site}/sections/${section}`, { title: 'Nope' }],
    ['DELETE', `/sites/${site}/sections/${section}`, undefined],
    ['POST', `/sites/${site}/section-groups`, { title: 'Nope' }],
    ['PATCH', `/sites/${site}/section-groups/${group}`, { title: 'Nope' }],
    ['DELETE', `/sites/${site}/section-groups/${group}`, undefined],
    ['POST', `/sites/${site}/site-spaces`, { spaceId: SPACES.api }],
    ['PATCH', `/sites/${site}/site-spaces/${siteSpace}`, { hidden: true }],
    ['DELETE', `/sites/${site}/site-spaces/${siteSpace}`, undefined],
    ['PATCH', `/sites/${site}/structure/sort`, {}],
  ];

  it('answers 403 to an editor and a reader on every site write, and changes nothing', async () => {
    const before = JSON.stringify(emulator().world().sites);
    for (const token of [TOKENS.edit, TOKENS.read]) {
      const api = siteApi(emulator, token);
      for (const [method, path, body] of writes()) {
        const res = await api.call(method, path, body);
        expect(res.status, `${method} ${path}`).toBe(403);
      }
    }
    expect(JSON.stringify(emulator().world().sites)).toBe(before);
  });

  it('lets a reader read every site resource', async () => {
    const reader = siteApi(emulator, TOKENS.read);
    for (const path of [
      '',
      '/sections',
      '/section-groups',
      '/site-spaces',
      '/structure',
      '/published',
    ]) {
      expect((await reader.call('GET', `/sites/${site}${path}`)).status, path).toBe(200);
    }
  });

  it('answers 404 for an unknown site on every endpoint', async () => {
    for (const path of [
      '',
      '/sections',
      '/site-spaces',
      '/structure',
      '/published',
      '/adaptive-schema',
    ]) {
      const res = await admin.call('GET', `/sites/site_nope${path}`);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ error: { code: 404, message: 'No matching site found' } });
    }
  });

  it('answers 404 for unknown children in the path, 204 when deleting them', async () => {
    const patch = [
      `/sites/${site}/sections/sitesc_nope`,
      `/sites/${site}/section-groups/sitesg_nope`,
      `/sites/${site}/site-spaces/sitesp_nope`,
    ];
    for (const path of patch) {
      expect((await admin.call('PATCH', path, { title: 'Nope' })).status, path).toBe(404);
      expect((await admin.call('DELETE', path)).status, path).toBe(204);
    }
  });
});

describe('Prefer: return=minimal', () => {
  it('answers 204 with Preference-Applied on a site-space create, and still creates it', async () => {
    const site = await admin.site({ title: 'Minimal' });
    const res = await admin.call(
      'POST',
      `/sites/${site}/site-spaces`,
      { spaceId: SPACES.guides },
      {
        prefer: 'return=minimal',
      },
    );
    expect(res.status).toBe(204);
    expect(res.headers.get('preference-applied')).toBe('return=minimal');
    expect((await admin.ok('GET', `/sites/${site}`)).siteSpaces).toBe(1);
  });
});
