import { beforeAll, describe, expect, it } from 'vitest';
import { useTestEmulator } from '../../support/start-test-emulator.js';
import { SPACES, TOKENS } from '../../support/tokens.js';
import { siteApi } from './site-api.js';
import type { Json } from './site-api.js';

const emulator = useTestEmulator();
const admin = siteApi(emulator);
const editor = siteApi(emulator, TOKENS.edit);

let site = '';
let section = '';
let siteSpace = '';
const redirects = () => `/sites/${site}/redirects`;
const external = (url: string) => ({ kind: 'external', url });
const sources = (list: Json) => (list.items as Json[]).map((r) => r.source);

beforeAll(async () => {
  site = await admin.site({ title: 'Moved Docs' });
  const added = await admin.section(site, SPACES.guides, { title: 'Guides' });
  section = String(added.id);
  siteSpace = String((added.siteSpaces as Json[])[0]?.id);
});

describe('site redirects', () => {
  it('creates with the official defaults and lists it', async () => {
    const made = await admin.ok('POST', redirects(), {
      source: '/old',
      destination: { kind: 'site-section', siteSectionId: section },
    });
    expect(made).toMatchObject({
      object: 'site-redirect',
      source: '/old',
      draft: false,
      captureWildcard: false,
      permanent: false,
      destination: { kind: 'site-section', siteSectionId: section },
    });
    expect(made.updatedAt).toBeUndefined();
    expect(sources(await admin.ok('GET', redirects()))).toEqual(['/old']);
  });

  it.each([
    [
      'a source without the leading slash',
      { source: 'old', destination: external('https://a.example') },
    ],
    ['a wildcard in the middle', { source: '/a*/b', destination: external('https://a.example') }],
    [
      'a section of no site',
      { source: '/x', destination: { kind: 'site-section', siteSectionId: 'nope' } },
    ],
    ['a relative URL', { source: '/x', destination: external('/guides') }],
    ['an unknown kind', { source: '/x', destination: { kind: 'page', page: 'p1' } }],
  ])('answers 400 for %s', async (_, body) => {
    expect((await admin.call('POST', redirects(), body)).status).toBe(400);
  });

  it('answers 409 for a second live redirect from one source, and allows a draft of it', async () => {
    const body = { source: '/old', destination: external('https://b.example') };
    expect((await admin.call('POST', redirects(), body)).status).toBe(409);
    expect((await admin.call('POST', redirects(), { ...body, draft: true })).status).toBe(201);
    expect(sources(await admin.ok('GET', `${redirects()}?draft=true`))).toEqual(['/old']);
  });

  it('resolves a path destination to a page of the site space that serves the space', async () => {
    const made = await admin.ok('POST', redirects(), {
      source: '/getting-started',
      destination: { kind: 'path', spaceId: SPACES.guides, path: 'intro/start' },
    });
    expect(made.destination).toMatchObject({ kind: 'site-page', siteSpaceId: siteSpace });
    const res = await admin.call('PATCH', `${redirects()}/${String(made.id)}`, {
      destination: { kind: 'path', spaceId: SPACES.guides, path: 'x' },
    });
    expect(res.status).toBe(400);
  });

  it('updates fields and sets updatedAt; a source taken by another is a 409', async () => {
    const list = await admin.ok('GET', `${redirects()}?orderBy=source`);
    expect(sources(list)).toEqual(['/getting-started', '/old']);
    const [first, second] = list.items as Json[];
    const url = `${redirects()}/${String(first?.id)}`;
    const updated = await admin.ok('PATCH', url, {
      permanent: true,
      destination: { kind: 'site-space', siteSpaceId: siteSpace },
    });
    expect(updated).toMatchObject({ permanent: true, source: '/getting-started' });
    expect(typeof updated.updatedAt).toBe('string');
    expect((await admin.call('PATCH', url, { source: second?.source })).status).toBe(409);
  });

  it('lists newest first by default, filters by search, and pages', async () => {
    expect(sources(await admin.ok('GET', redirects()))).toEqual(['/getting-started', '/old']);
    expect(sources(await admin.ok('GET', `${redirects()}?search=start`))).toEqual([
      '/getting-started',
    ]);
    const page = await admin.ok('GET', `${redirects()}?limit=1`);
    expect(page.count).toBe(2);
    expect(page.next).toBeDefined();
    expect((await admin.call('GET', `${redirects()}?orderBy=title`)).status).toBe(400);
  });

  it('leaves redirects to admins: an editor gets a 403', async () => {
    const body = { source: '/editor', destination: external('https://e.example') };
    expect((await editor.call('POST', redirects(), body)).status).toBe(403);
  });

  it('deletes: 205, then 204', async () => {
    const list = await admin.ok('GET', `${redirects()}?search=getting`);
    const url = `${redirects()}/${String((list.items as Json[])[0]?.id)}`;
    expect((await admin.call('DELETE', url)).status).toBe(205);
    expect((await admin.call('DELETE', url)).status).toBe(204);
    expect((await admin.call('PATCH', url, { permanent: true })).status).toBe(404);
  });
});

describe('bulk upsert of redirects', () => {
  const bulk = (items: Json[]) => admin.call('PUT', redirects(), { redirects: items });

  it('creates, updates, deletes and publishes, one result per item in order', async () => {
    const res = await bulk([
      { source: '/new', destination: external('https://n.example') },
      { source: '/old', permanent: true, destination: external('https://o.example') },
      { source: '/old', intent: 'publish' },
      { source: '/new', destination: null },
      { source: '/ghost', destination: null },
      { source: '/bad', destination: { kind: 'site-space', siteSpaceId: 'nope' } },
    ]);
    expect(res.status).toBe(200);
    const results = (res.body as { results: Json[] }).results;
    expect(results.map((r) => r.status)).toEqual([
      'created',
      'updated',
      'published',
      'deleted',
      'error',
      'error',
    ]);
    const live = (await admin.ok('GET', redirects())).items as Json[];
    expect(live.map((r) => r.source)).toEqual(['/old']);
    // The draft of /old replaced the live one's destination and is gone from the drafts.
    expect(live[0]?.destination).toEqual(external('https://b.example'));
    expect((await admin.ok('GET', `${redirects()}?draft=true`)).items).toEqual([]);
  });

  it('answers 400 for a body the schema refuses, and changes nothing', async () => {
    const before = await admin.ok('GET', redirects());
    const res = await bulk([
      { source: '/fine', destination: external('https://f.example') },
      { source: 'no-slash', destination: external('https://f.example') },
    ]);
    expect(res.status).toBe(400);
    expect(res.text).toContain('redirects.1');
    expect(await admin.ok('GET', redirects())).toEqual(before);
    expect((await bulk([])).status).toBe(400);
  });
});
