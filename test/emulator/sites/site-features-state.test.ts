import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtinFixture } from '../../../src/emulator/fixture.js';
import { startEmulator } from '../../../src/emulator/server.js';
import { asTestEmulator, useTestEmulator } from '../../support/start-test-emulator.js';
import { SPACES } from '../../support/tokens.js';
import { siteApi } from './site-api.js';
import type { Json } from './site-api.js';

const GREEN = { light: '#0B6E4F', dark: '#0B6E4F' };

/** A site with a section, customization, a site-space override, a redirect, a share link. */
async function furnishedSite(api: ReturnType<typeof siteApi>): Promise<string> {
  const site = await api.site({ title: 'Furnished' });
  const section = await api.section(site, SPACES.guides);
  const siteSpace = String((section.siteSpaces as Json[])[0]?.id);
  const settings = await api.ok('GET', `/sites/${site}/customization`);
  const styling = { ...(settings.styling as Json), primaryColor: GREEN };
  await api.ok('PUT', `/sites/${site}/customization`, { ...settings, styling });
  await api.ok('PATCH', `/sites/${site}/site-spaces/${siteSpace}/customization`, { title: 'Var' });
  await api.ok('POST', `/sites/${site}/redirects`, {
    source: '/old/*',
    destination: { kind: 'site-section', siteSectionId: String(section.id) },
  });
  await api.ok('POST', `/sites/${site}/share-links`, { name: 'partners' });
  await api.ok('PATCH', `/sites/${site}/publishing/auth`, { backend: 'custom' });
  return site;
}

/** What the API shows of a site's sub-resources, to compare before and after a reload. */
async function features(api: ReturnType<typeof siteApi>, site: string): Promise<Json> {
  const siteSpaces = await api.ok('GET', `/sites/${site}/site-spaces`);
  const siteSpace = String((siteSpaces.items as Json[])[0]?.id);
  return {
    customization: await api.ok('GET', `/sites/${site}/customization`),
    override: await api.ok('GET', `/sites/${site}/site-spaces/${siteSpace}/customization`),
    redirects: await api.ok('GET', `/sites/${site}/redirects`),
    shareLinks: await api.ok('GET', `/sites/${site}/share-links`),
    auth: await api.ok('GET', `/sites/${site}/publishing/auth`),
  };
}

describe('a site deleted takes its sub-resources with it', () => {
  const emulator = useTestEmulator();
  const api = siteApi(emulator);

  it('drops its redirects and share links from the world; other sites keep theirs', async () => {
    const doomed = await furnishedSite(api);
    const kept = await furnishedSite(api);
    expect((await api.call('DELETE', `/sites/${doomed}`)).status).toBe(205);
    const world = emulator().world();
    expect(world.siteRedirects.map((r) => r.site)).toEqual([kept]);
    expect(world.siteShareLinks.map((l) => l.site)).toEqual([kept]);
    expect(world.sites.some((s) => s.id === doomed)).toBe(false);
    expect((await api.call('GET', `/sites/${doomed}/redirects`)).status).toBe(404);
  });
});

describe('the world state carries the sub-resources', () => {
  const emulator = useTestEmulator();
  const api = siteApi(emulator);
  const dir = mkdtempSync(join(tmpdir(), 'docform-site-features-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('GET /_emulator/state then PUT of it gives the same answers', async () => {
    const site = await furnishedSite(api);
    const before = await features(api, site);
    const dumped = await (await fetch(`${emulator().url}/_emulator/state`)).text();
    expect(JSON.parse(dumped)).toMatchObject({ siteRedirects: [{ source: '/old/*' }] });
    await fetch(`${emulator().url}/_emulator/state`, {
      method: 'PUT',
      body: JSON.stringify(builtinFixture()),
    });
    expect((await api.call('GET', `/sites/${site}`)).status).toBe(404);
    const put = await fetch(`${emulator().url}/_emulator/state`, { method: 'PUT', body: dumped });
    expect(put.status).toBe(204);
    expect(await features(api, site)).toEqual(before);
  });

  it('loads a state file written before the new collections existed', async () => {
    const old: Json = { ...builtinFixture() };
    delete old.siteRedirects;
    delete old.siteShareLinks;
    const put = await fetch(`${emulator().url}/_emulator/state`, {
      method: 'PUT',
      body: JSON.stringify(old),
    });
    expect(put.status).toBe(204);
    expect(emulator().world().siteRedirects).toEqual([]);
    const site = await api.site({ title: 'After Upgrade' });
    expect((await api.call('GET', `/sites/${site}/redirects`)).status).toBe(200);
  });

  it('refuses a share link of no site in a loaded world, naming where', async () => {
    const bad = {
      ...builtinFixture(),
      siteShareLinks: [
        {
          site: 'ghost',
          id: 's1',
          name: 'n',
          active: true,
          key: 'k',
          createdAt: '2026-01-01T00:00:00Z',
        },
      ],
    };
    const put = await fetch(`${emulator().url}/_emulator/state`, {
      method: 'PUT',
      body: JSON.stringify(bad),
    });
    expect(put.status).toBe(400);
    expect(await put.text()).toContain('siteShareLinks.0.site');
  });

  it('refuses visitor auth without its key in a loaded world, naming where', async () => {
    const dumped = (await (await fetch(`${emulator().url}/_emulator/state`)).json()) as Json;
    const sites = dumped.sites as Json[];
    expect(sites.length).toBeGreaterThan(0);
    sites[0] = { ...sites[0], publishingAuth: { backend: 'custom' } };
    const put = await fetch(`${emulator().url}/_emulator/state`, {
      method: 'PUT',
      body: JSON.stringify(dumped),
    });
    expect(put.status).toBe(400);
    expect(await put.text()).toContain('sites.0.publishingAuth.privateKey');
  });

  it('persists them in the --state file and serves them again after a restart', async () => {
    const statePath = join(dir, 'state.json');
    const first = await startEmulator({ port: 0, statePath });
    const api1 = siteApi(() => asTestEmulator(first));
    const { site, before } = await furnishedSite(api1)
      .then(async (id) => ({ site: id, before: await features(api1, id) }))
      .finally(() => first.close());
    const saved = JSON.parse(readFileSync(statePath, 'utf8')) as Json;
    expect((saved.siteShareLinks as Json[]).map((l) => l.name)).toEqual(['partners']);
    const second = await startEmulator({ port: 0, statePath });
    try {
      expect(
        await features(
          siteApi(() => asTestEmulator(second)),
          site,
        ),
      ).toEqual(before);
    } finally {
      await second.close();
    }
  });
});
