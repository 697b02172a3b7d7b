import { beforeAll, describe, expect, it } from 'vitest';
import { useTestEmulator } from '../../support/start-test-emulator.js';
import { TOKENS } from '../../support/tokens.js';
import { siteApi } from './site-api.js';
import type { Json } from './site-api.js';

const emulator = useTestEmulator();
const admin = siteApi(emulator);
const editor = siteApi(emulator, TOKENS.edit);

let site = '';
const links = () => `/sites/${site}/share-links`;
const auth = () => `/sites/${site}/publishing/auth`;
const keyOf = (link: Json) =>
  new URL(String((link.urls as Json).published)).searchParams.get('shareKey');

beforeAll(async () => {
  site = await admin.site({ title: 'Partner Docs', visibility: 'share-link' });
});

describe('site share links', () => {
  it('draws a random key for each link, carried only inside its published URL', async () => {
    const res = await admin.call('POST', links(), { name: 'partners' });
    expect(res.status).toBe(201);
    const first = res.body as Json;
    expect(res.headers.get('location')).toMatch(new RegExp(`/share-links/${String(first.id)}$`));
    const second = await admin.ok('POST', links(), { name: 'partners' });
    expect(keyOf(first)).toMatch(/^[\w-]{32}$/);
    expect(keyOf(second)).toMatch(/^[\w-]{32}$/);
    expect(keyOf(first)).not.toBe(keyOf(second));
    expect(Object.keys(first).sort()).toEqual([
      'active',
      'createdAt',
      'id',
      'name',
      'object',
      'urls',
    ]);
    expect(first.active).toBe(true);
  });

  it('keeps the key across reads and renames; search finds by name or key', async () => {
    const list = await admin.ok('GET', links());
    const [first] = list.items as Json[];
    const renamed = await admin.ok('PATCH', `${links()}/${String(first?.id)}`, {
      name: 'resellers',
    });
    expect(keyOf(renamed)).toBe(keyOf(first ?? {}));
    const byName = await admin.ok('GET', `${links()}?search=RESELL`);
    expect((byName.items as Json[]).map((l) => l.id)).toEqual([first?.id]);
    const byKey = await admin.ok('GET', `${links()}?search=${String(keyOf(first ?? {}))}`);
    expect((byKey.items as Json[]).map((l) => l.id)).toEqual([first?.id]);
  });

  it('answers 400 for an empty PATCH or a name over 50 characters, 404 for no link', async () => {
    const list = await admin.ok('GET', links());
    const url = `${links()}/${String((list.items as Json[])[0]?.id)}`;
    expect((await admin.call('PATCH', url, {})).status).toBe(400);
    expect((await admin.call('POST', links(), { name: 'x'.repeat(51) })).status).toBe(400);
    expect((await admin.call('POST', links(), {})).status).toBe(400);
    expect((await admin.call('PATCH', `${links()}/nope`, { active: false })).status).toBe(404);
  });

  it('shows the links, whose URLs hold the keys, to admins only', async () => {
    expect((await editor.call('GET', links())).status).toBe(403);
  });

  it('deletes: 205, then 204', async () => {
    const list = await admin.ok('GET', links());
    const url = `${links()}/${String((list.items as Json[])[0]?.id)}`;
    expect((await admin.call('DELETE', url)).status).toBe(205);
    expect((await admin.call('DELETE', url)).status).toBe(204);
  });
});

describe('visitor authentication settings', () => {
  it('answers the same key on every read before any change', async () => {
    const first = await admin.ok('GET', auth());
    expect(first).toMatchObject({ object: 'publishing-auth', backend: 'custom' });
    expect(await admin.ok('GET', auth())).toEqual(first);
  });

  it('sets and unsets the URLs (null), keeping the key', async () => {
    const before = await admin.ok('GET', auth());
    const set = await admin.ok('PATCH', auth(), {
      backend: 'integration',
      fallbackURL: 'https://login.acme.example',
      logoutURL: 'https://login.acme.example/out',
    });
    expect(set).toMatchObject({ backend: 'integration', privateKey: before.privateKey });
    const unset = await admin.ok('PATCH', auth(), { backend: 'custom', logoutURL: null });
    expect(unset.logoutURL).toBeUndefined();
    expect(unset.fallbackURL).toBe('https://login.acme.example');
  });

  it('answers 400 without a backend or with a relative URL; 403 to an editor', async () => {
    expect((await admin.call('PATCH', auth(), { fallbackURL: 'https://a.example' })).status).toBe(
      400,
    );
    const relative = { backend: 'custom', fallbackURL: '/login' };
    expect((await admin.call('PATCH', auth(), relative)).status).toBe(400);
    expect((await editor.call('GET', auth())).status).toBe(403);
  });
});
