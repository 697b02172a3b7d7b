import { describe, expect, it } from 'vitest';
import { builtinFixture } from '../../../src/emulator/fixture.js';
import { useTestEmulator } from '../../support/start-test-emulator.js';
import { SPACES } from '../../support/tokens.js';
import { siteApi } from './site-api.js';
import type { Json } from './site-api.js';

/** External links: where they may go, how they move and sort, what a group delete does. */
describe('external links in a site structure', () => {
  const emulator = useTestEmulator();
  const api = siteApi(emulator);
  const link = (site: string, body: Json) =>
    api.call('POST', `/sites/${site}/external-links`, {
      title: 'Status',
      url: 'https://s.example',
      ...body,
    });

  it('needs the sections structure and a group of the site as parent', async () => {
    const simple = await api.site({ title: 'Simple' });
    await api.ok('POST', `/sites/${simple}/site-spaces`, { spaceId: SPACES.guides });
    expect((await link(simple, {})).status).toBe(400);
    const site = await api.site({ title: 'Sectioned' });
    await api.section(site, SPACES.guides, { title: 'Guides' });
    expect((await link(site, { parent: 'sitesg_none' })).status).toBe(400);
    expect((await link(site, { url: 'ftp://s.example' })).status).toBe(400);
    expect((await link(site, { title: 'S' })).status).toBe(400);
    expect((await link(site, { url: undefined })).status).toBe(400);
  });

  it('goes last at its level, moves between groups, sorts, and is deleted', async () => {
    const site = await api.site({ title: 'Links' });
    const A = String((await api.section(site, SPACES.guides, { title: 'Sec A' })).id);
    const G = String((await api.ok('POST', `/sites/${site}/section-groups`, { title: 'G' })).id);
    const L = String(((await link(site, { parent: G })).body as Json).id);
    expect(await api.tree(site)).toEqual([A, `${G}[${L}]`]);
    const moved = await api.call('PATCH', `/sites/${site}/external-links/${L}`, { parent: null });
    expect(moved.status).toBe(200);
    expect((moved.body as Json).sectionGroup).toBeUndefined();
    expect(await api.tree(site)).toEqual([A, `${G}[]`, L]);
    await api.ok('PATCH', `/sites/${site}/structure/sort`, {
      item: { type: 'site-external-link', id: L },
      position: { before: { type: 'site-section', id: A } },
    });
    expect(await api.tree(site)).toEqual([L, A, `${G}[]`]);
    const bad = await api.call('PATCH', `/sites/${site}/external-links/${L}`, { parent: A });
    expect(bad.status).toBe(400);
    expect((await api.call('DELETE', `/sites/${site}/external-links/${L}`)).status).toBe(205);
    expect(await api.tree(site)).toEqual([A, `${G}[]`]);
    expect((await api.call('PATCH', `/sites/${site}/external-links/${L}`, {})).status).toBe(404);
  });

  it("keeps its fields, removes them on null, and takes its group's place when the group goes", async () => {
    const site = await api.site({ title: 'Fields' });
    await api.section(site, SPACES.sdk, { title: 'SDK' });
    const G = String((await api.ok('POST', `/sites/${site}/section-groups`, { title: 'G' })).id);
    const created = (
      await link(site, {
        parent: G,
        icon: 'signal',
        description: 'Up or down',
        condition: 'visitor.claims.staff',
        draft: true,
        localizedTitle: { fr: 'Statut' },
      })
    ).body as Json;
    expect(created).toMatchObject({
      icon: 'signal',
      draft: true,
      localizedTitle: { fr: 'Statut' },
    });
    const L = String(created.id);
    const patched = await api.ok('PATCH', `/sites/${site}/external-links/${L}`, {
      icon: null,
      condition: null,
      localizedTitle: null,
      url: 'https://status.example/new',
    });
    expect(patched).toEqual({
      object: 'site-external-link',
      id: L,
      title: 'Status',
      description: 'Up or down',
      url: 'https://status.example/new',
      sectionGroup: G,
      draft: true,
    });
    await api.ok('DELETE', `/sites/${site}/section-groups/${G}`);
    const tree = await api.tree(site);
    expect(tree[tree.length - 1]).toBe(L);
  });

  it('is refused in a loaded world without a url, or with a section as parent', async () => {
    const world = builtinFixture();
    world.sites.push({
      organization: 'org_acme',
      id: 'site_w',
      title: 'W',
      type: 'basic',
      visibility: 'public',
      published: false,
      agentsContext: 'excluded',
      defaultLevel: 'inherit',
      createdAt: '2024-01-01T00:00:00.000Z',
    });
    world.siteNodes.push({
      site: 'site_w',
      id: 'sitel_1',
      type: 'link',
      title: 'L',
      parent: null,
      draft: false,
    });
    const put = await fetch(`${emulator().url}/_emulator/state`, {
      method: 'PUT',
      body: JSON.stringify(world),
    });
    expect(put.status).toBe(400);
    expect(await put.text()).toContain('siteNodes.0.url');
    const node = world.siteNodes[0];
    if (!node) throw new Error('no node');
    Object.assign(node, { type: 'section', path: 's' });
    world.siteNodes.push({
      site: 'site_w',
      id: 'sitel_2',
      type: 'link',
      title: 'L2',
      url: 'https://s.example',
      parent: 'sitel_1',
      draft: false,
    });
    const inSection = await fetch(`${emulator().url}/_emulator/state`, {
      method: 'PUT',
      body: JSON.stringify(world),
    });
    expect(inSection.status).toBe(400);
    expect(await inSection.text()).toContain('siteNodes.1.parent');
  });
});
