import { describe, expect, it } from 'vitest';
import { useTestEmulator } from '../../support/start-test-emulator.js';
import { SPACES } from '../../support/tokens.js';
import { ids, siteApi, siteSpaceIds } from './site-api.js';
import type { Json } from './site-api.js';

const emulator = useTestEmulator();
const api = siteApi(emulator);
const sections = async (site: string) =>
  (await api.ok('GET', `/sites/${site}/sections`)).items as Json[];
const defaults = (items: Json[]) => items.filter((i) => i.default === true).map((i) => i.id);

describe('root site spaces and sections', () => {
  it('keeps the spaces of a new site at the root, the first one default', async () => {
    const site = await api.site({ title: 'Flat', spaces: [SPACES.guides, SPACES.api] });
    const structure = await api.ok('GET', `/sites/${site}/structure`);
    expect(structure.type).toBe('siteSpaces');
    const items = structure.structure as Json[];
    expect(items.map((s) => (s.space as Json).id)).toEqual([SPACES.guides, SPACES.api]);
    expect(items.map((s) => s.default)).toEqual([true, false]);
    expect(items.map((s) => s.section)).toEqual([undefined, undefined]);
  });

  it('moves root site spaces into the first section, which becomes the default', async () => {
    const site = await api.site({ title: 'Grows', spaces: [SPACES.guides, SPACES.api] });
    const roots = ids(await api.ok('GET', `/sites/${site}/site-spaces`));
    const section = await api.section(site, SPACES.sdk, { title: 'Docs' });
    expect(section.default).toBe(true);
    const spaces = section.siteSpaces as Json[];
    expect(spaces.map((s) => s.id).slice(0, 2)).toEqual(roots);
    expect(spaces.map((s) => (s.space as Json).id)).toEqual([
      SPACES.guides,
      SPACES.api,
      SPACES.sdk,
    ]);
    expect(spaces.map((s) => s.default)).toEqual([true, false, false]);
    expect((await api.ok('GET', `/sites/${site}/structure`)).type).toBe('sections');
    expect((await api.ok('GET', `/sites/${site}`)).siteSpaces).toBe(3);
  });

  it('does not link the section space twice when a root site space already holds it', async () => {
    const site = await api.site({ title: 'Same', spaces: [SPACES.guides] });
    const section = await api.section(site, SPACES.guides, { title: 'Docs' });
    expect(siteSpaceIds(section)).toHaveLength(1);
  });

  it('refuses a group in a site whose site spaces sit at the root', async () => {
    const site = await api.site({ title: 'Flat', spaces: [SPACES.guides] });
    const res = await api.call('POST', `/sites/${site}/section-groups`, { title: 'Group' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('simple structure');
  });

  it('sends a site space without sectionId to the default section', async () => {
    const site = await api.site({ title: 'Default target' });
    await api.section(site, SPACES.guides, { title: 'First' });
    const second = await api.section(site, SPACES.api, { title: 'Second' });
    await api.ok('PATCH', `/sites/${site}`, { defaultSiteSection: second.id });
    const added = await api.ok('POST', `/sites/${site}/site-spaces`, { spaceId: SPACES.sdk });
    expect(added.section).toBe(second.id);
  });

  it('goes back to an empty root structure when the last section is deleted', async () => {
    const site = await api.site({ title: 'Shrinks' });
    const section = await api.section(site, SPACES.guides, { title: 'Only' });
    expect((await api.call('DELETE', `/sites/${site}/sections/${String(section.id)}`)).status).toBe(
      205,
    );
    expect(await api.ok('GET', `/sites/${site}/structure`)).toEqual({
      type: 'siteSpaces',
      structure: [],
    });
    expect((await api.ok('GET', `/sites/${site}`)).siteSpaces).toBe(0);
  });
});

describe('defaults', () => {
  it('has exactly one default section; setting another unsets the old', async () => {
    const site = await api.site({ title: 'Defaults' });
    const a = await api.section(site, SPACES.guides, { title: 'Sec A' });
    const b = await api.section(site, SPACES.api, { title: 'Sec B' });
    expect(defaults(await sections(site))).toEqual([a.id]);
    await api.ok('PATCH', `/sites/${site}`, { defaultSiteSection: b.id });
    expect(defaults(await sections(site))).toEqual([b.id]);
  });

  it('promotes the first remaining section when the default one is deleted', async () => {
    const site = await api.site({ title: 'Promote' });
    const a = await api.section(site, SPACES.guides, { title: 'Sec A' });
    const b = await api.section(site, SPACES.api, { title: 'Sec B' });
    const c = await api.section(site, SPACES.sdk, { title: 'Sec C' });
    await api.ok('POST', `/sites/${site}/sections/${String(c.id)}/move`, {
      position: { before: { type: 'site-section', siteSection: b.id } },
    });
    expect((await api.call('DELETE', `/sites/${site}/sections/${String(a.id)}`)).status).toBe(205);
    expect(defaults(await sections(site))).toEqual([c.id]);
  });

  it('has one default site space per section; the section PATCH moves it', async () => {
    const site = await api.site({ title: 'Variants' });
    const section = await api.section(site, SPACES.guides, { title: 'Docs' });
    const sid = String(section.id);
    const first = siteSpaceIds(section)[0];
    const added = await api.ok('POST', `/sites/${site}/site-spaces`, {
      spaceId: SPACES.api,
      sectionId: sid,
    });
    expect(added.default).toBe(false);
    const patched = await api.ok('PATCH', `/sites/${site}/sections/${sid}`, {
      defaultSiteSpace: added.id,
    });
    expect(defaults(patched.siteSpaces as Json[])).toEqual([added.id]);
    await api.ok('PATCH', `/sites/${site}`, { defaultSiteSpace: first });
    const only = await api.ok('GET', `/sites/${site}/site-spaces?default=true`);
    expect(ids(only)).toEqual([first]);
    const others = await api.ok('GET', `/sites/${site}/site-spaces?default=false`);
    expect(ids(others)).toEqual([added.id]);
  });

  it('refuses a default site space that is not in the section (or default section)', async () => {
    const site = await api.site({ title: 'Wrong default' });
    const a = await api.section(site, SPACES.guides, { title: 'Sec A' });
    const b = await api.section(site, SPACES.api, { title: 'Sec B' });
    const inB = siteSpaceIds(b)[0];
    const viaSection = await api.call('PATCH', `/sites/${site}/sections/${String(a.id)}`, {
      defaultSiteSpace: inB,
    });
    expect(viaSection.status).toBe(400);
    const viaSite = await api.call('PATCH', `/sites/${site}`, {
      defaultSiteSpace: inB,
      title: 'Changed',
    });
    expect(viaSite.status).toBe(400);
    expect(JSON.stringify(viaSite.body)).toContain('defaultSiteSpace');
    // The 400 changed nothing, not even the title sent with it.
    expect((await api.ok('GET', `/sites/${site}`)).title).toBe('Wrong default');
    const both = await api.call('PATCH', `/sites/${site}`, {
      defaultSiteSection: b.id,
      defaultSiteSpace: inB,
    });
    expect(both.status).toBe(200);
  });

  it('promotes the first remaining site space when the default one is deleted', async () => {
    const site = await api.site({
      title: 'Promote spaces',
      spaces: [SPACES.guides, SPACES.api, SPACES.sdk],
    });
    const [first, second] = ids(await api.ok('GET', `/sites/${site}/site-spaces`));
    expect((await api.call('DELETE', `/sites/${site}/site-spaces/${String(first)}`)).status).toBe(
      205,
    );
    expect(ids(await api.ok('GET', `/sites/${site}/site-spaces?default=true`))).toEqual([second]);
  });
});

describe('paths', () => {
  it('derives unique section paths from titles', async () => {
    const site = await api.site({ title: 'Paths' });
    await api.section(site, SPACES.guides, { title: 'User Guides' });
    const twin = await api.section(site, SPACES.api, { title: 'User guides' });
    expect((await sections(site)).map((s) => s.path)).toEqual(['user-guides', 'user-guides-2']);
    const clash = await api.call('PATCH', `/sites/${site}/sections/${String(twin.id)}`, {
      path: 'user-guides',
    });
    expect(clash.status).toBe(409);
  });

  it('keeps site space paths unique within a section, not across sections', async () => {
    const site = await api.site({ title: 'Space paths' });
    const a = await api.section(site, SPACES.guides, { title: 'Sec A' });
    const b = await api.section(site, SPACES.api, { title: 'Sec B' });
    const [inA] = siteSpaceIds(a);
    const [inB] = siteSpaceIds(b);
    expect(
      (await api.call('PATCH', `/sites/${site}/site-spaces/${String(inB)}`, { path: 'guides' }))
        .status,
    ).toBe(200);
    const other = await api.ok('POST', `/sites/${site}/site-spaces`, {
      spaceId: SPACES.sdk,
      sectionId: a.id,
    });
    const clash = await api.call('PATCH', `/sites/${site}/site-spaces/${String(other.id)}`, {
      path: 'guides',
    });
    expect(clash.status).toBe(409);
    expect(inA).toBeDefined();
  });

  it('links a space once per section (409), but allows it in another section', async () => {
    const site = await api.site({ title: 'Once' });
    const a = await api.section(site, SPACES.guides, { title: 'Sec A' });
    const b = await api.section(site, SPACES.api, { title: 'Sec B' });
    const again = await api.call('POST', `/sites/${site}/site-spaces`, {
      spaceId: SPACES.guides,
      sectionId: a.id,
    });
    expect(again.status).toBe(409);
    const elsewhere = await api.call('POST', `/sites/${site}/site-spaces`, {
      spaceId: SPACES.guides,
      sectionId: b.id,
    });
    expect(elsewhere.status).toBe(201);
    const repoint = await api.call(
      'PATCH',
      `/sites/${site}/site-spaces/${String(elsewhere.body && (elsewhere.body as Json).id)}`,
      {
        spaceId: SPACES.api,
      },
    );
    expect(repoint.status).toBe(409);
  });
});

describe('section groups', () => {
  it('keeps the children of a deleted group in its place, in order', async () => {
    const site = await api.site({ title: 'Ungroup' });
    const a = String((await api.section(site, SPACES.guides, { title: 'Sec A' })).id);
    const b = String((await api.section(site, SPACES.api, { title: 'Sec B' })).id);
    const c = String((await api.section(site, SPACES.sdk, { title: 'Sec C' })).id);
    const outer = String(
      (await api.ok('POST', `/sites/${site}/section-groups`, { title: 'Outer', sections: [b] })).id,
    );
    const inner = String(
      (
        await api.ok('POST', `/sites/${site}/section-groups`, {
          title: 'Inner',
          parent: outer,
          sections: [c],
        })
      ).id,
    );
    await api.ok('POST', `/sites/${site}/section-groups/${outer}/move`, {
      position: { before: { type: 'site-section', id: a } },
    });
    expect(await api.tree(site)).toEqual([`${outer}[${b} ${inner}[${c}]]`, a]);
    expect((await api.call('DELETE', `/sites/${site}/section-groups/${outer}`)).status).toBe(205);
    expect(await api.tree(site)).toEqual([b, `${inner}[${c}]`, a]);
    expect((await api.call('DELETE', `/sites/${site}/section-groups/${outer}`)).status).toBe(204);
    expect(ids(await api.ok('GET', `/sites/${site}/section-groups`))).toEqual([inner]);
  });

  it('puts a section in a group in the seed form and the official forms', async () => {
    const site = await api.site({ title: 'Grouping' });
    const a = String((await api.section(site, SPACES.guides, { title: 'Sec A' })).id);
    const group = String(
      (await api.ok('POST', `/sites/${site}/section-groups`, { title: 'Group' })).id,
    );
    const seed = await api.call('POST', `/sites/${site}/section-groups/${group}/sections`, {
      sectionId: a,
    });
    expect(seed.status).toBe(201);
    expect(((seed.body as Json).children as Json[]).map((c) => c.id)).toEqual([a]);
    expect(((seed.body as Json).sections as Json[]).map((c) => c.id)).toEqual([a]);
    const created = await api.section(site, SPACES.api, {
      title: 'Sec B',
      siteSectionGroupId: group,
    });
    expect(created.sectionGroup).toBe(group);
    const out = await api.ok('PATCH', `/sites/${site}/sections/${a}`, { siteSectionGroupId: null });
    expect(out.sectionGroup).toBeUndefined();
    expect(await api.tree(site)).toEqual([`${group}[${String(created.id)}]`, a]);
  });

  it('refuses to nest a group in itself or its descendant', async () => {
    const site = await api.site({ title: 'Cycles' });
    await api.section(site, SPACES.guides, { title: 'Sec A' });
    const outer = String(
      (await api.ok('POST', `/sites/${site}/section-groups`, { title: 'Outer' })).id,
    );
    const inner = String(
      (await api.ok('POST', `/sites/${site}/section-groups`, { title: 'Inner', parent: outer })).id,
    );
    for (const parent of [outer, inner]) {
      const res = await api.call('PATCH', `/sites/${site}/section-groups/${outer}`, {
        parentSectionGroupId: parent,
      });
      expect(res.status).toBe(400);
    }
    const moved = await api.ok('PATCH', `/sites/${site}/section-groups/${inner}`, {
      parentSectionGroupId: null,
    });
    expect(moved.sectionGroup).toBeUndefined();
  });

  it('refuses unknown ids in the body with 400 naming the field', async () => {
    const site = await api.site({ title: 'Refs' });
    await api.section(site, SPACES.guides, { title: 'Sec A' });
    const cases: [string, Json][] = [
      ['/section-groups', { title: 'G', sections: ['sitesc_nope'] }],
      ['/section-groups', { title: 'G', parent: 'sitesg_nope' }],
      ['/sections', { spaceId: 'spc_nope' }],
      ['/sections', { spaceId: SPACES.api, siteSectionGroupId: 'sitesg_nope' }],
      ['/site-spaces', { spaceId: SPACES.api, sectionId: 'sitesc_nope' }],
    ];
    for (const [path, body] of cases) {
      const res = await api.call('POST', `/sites/${site}${path}`, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      const field = Object.keys(body).find((k) => JSON.stringify(body[k]).includes('nope'));
      expect(JSON.stringify(res.body)).toContain(`\\"${field}\\"`);
    }
  });
});

describe('new spaces', () => {
  it('creates a space for spaceId null, titled after the section', async () => {
    const site = await api.site({ title: 'Fresh' });
    const section = await api.section(site, null as unknown as string, { title: 'Brand New' });
    const space = ((section.siteSpaces as Json[])[0]?.space ?? {}) as Json;
    expect(space.title).toBe('Brand New');
    expect(
      emulator()
        .world()
        .spaces.some((s) => s.id === space.id),
    ).toBe(true);
  });
});
