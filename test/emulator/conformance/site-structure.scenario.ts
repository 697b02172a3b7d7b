import { expect, it } from 'vitest';
import { ORG, SPACES, TOKENS } from '../../support/tokens.js';
import { adminClient, fields } from './conformance-context.js';
import type { ConformanceContext } from './conformance-context.js';

const ids = (items: readonly { id: string }[]): string[] => items.map((i) => i.id);

/** Sections, section groups, site spaces, the deprecated moves, sort and structure. */
export function siteStructureScenario(ctx: ConformanceContext): void {
  let site = '';
  const sec = { guides: '', api: '', sdk: '' };
  let group = '';
  let guidesSiteSpace = '';
  let changelogSiteSpace = '';
  const base = () => `/orgs/${ORG}/sites/${site}`;

  it('adds sections to a site (201), each with its space as a site space', async () => {
    const api = adminClient(ctx);
    site = (await api.orgs.createSite(ORG, { title: 'Structure Site' })).data.id;
    for (const [key, spaceId, title] of [
      ['guides', SPACES.guides, 'Guides'],
      ['api', SPACES.api, 'API'],
      ['sdk', SPACES.sdk, 'SDK'],
    ] as const) {
      const res = await api.orgs.addSectionToSite(ORG, site, { spaceId, title, icon: 'book' });
      ctx.recorder.check('addSectionToSite', res, 201);
      expect(res.data.siteSpaces.map((s) => s.space.id)).toEqual([spaceId]);
      sec[key] = res.data.id;
    }
  });

  it('lists sections in order, the first one default', async () => {
    const res = await adminClient(ctx).orgs.listSiteSections(ORG, site);
    ctx.recorder.check('listSiteSections', res, 200);
    expect(ids(res.data.items)).toEqual([sec.guides, sec.api, sec.sdk]);
    expect(res.data.items.filter((s) => s.default).map((s) => s.id)).toEqual([sec.guides]);
    guidesSiteSpace = res.data.items[0]?.siteSpaces[0]?.id ?? '';
  });

  it('patches a section', async () => {
    const res = await adminClient(ctx).orgs.updateSiteSectionById(ORG, site, sec.guides, {
      title: 'User Guides',
      description: 'How to use Acme',
      path: 'guides',
      icon: 'gear',
      condition: 'visitor.claims.isAdmin',
    });
    ctx.recorder.check('updateSiteSectionById', res, 200);
    expect(res.data).toMatchObject({ title: 'User Guides', path: 'guides', icon: 'gear' });
  });

  it('honours Prefer: return=minimal with 204 (official, absent from the seed)', async () => {
    const res = await ctx.emulator().v1(TOKENS.admin, 'PATCH', `${base()}/sections/${sec.guides}`, {
      json: { description: 'Guides for Acme users' },
      headers: { prefer: 'return=minimal' },
    });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(res.headers.get('preference-applied')).toBe('return=minimal');
  });

  it('moves a section before a sibling (deprecated move endpoint)', async () => {
    const api = adminClient(ctx);
    const res = await api.orgs.moveSiteSection(ORG, site, sec.sdk, {
      position: { before: { type: 'site-section', siteSection: sec.guides } },
    });
    ctx.recorder.check('moveSiteSection', res, 200);
    const list = await api.orgs.listSiteSections(ORG, site);
    expect(ids(list.data.items)).toEqual([sec.sdk, sec.guides, sec.api]);
  });

  it('creates a section group holding a section (201)', async () => {
    const api = adminClient(ctx);
    const res = await api.orgs.addSectionGroupToSite(ORG, site, {
      title: 'Products',
      icon: 'box',
      sections: [sec.api],
    });
    ctx.recorder.check('addSectionGroupToSite', res, 201);
    expect(ids(res.data.children)).toEqual([sec.api]);
    group = res.data.id;
    const list = await api.orgs.listSiteSectionGroups(ORG, site);
    ctx.recorder.check('listSiteSectionGroups', list, 200);
    expect(ids(list.data.items)).toEqual([group]);
  });

  it("adds a section to a group in the seed's form (difference: no official operation)", async () => {
    const res = await ctx
      .emulator()
      .v1(TOKENS.admin, 'POST', `${base()}/section-groups/${group}/sections`, {
        json: { sectionId: sec.sdk },
      });
    expect(res.status).toBe(201);
    // The seed answers the SiteSectionGroup, as addSectionGroupToSite does.
    ctx.recorder.checkBody('addSectionGroupToSite', 201, res.body);
    expect(ids((fields(res.body).children ?? []) as { id: string }[])).toEqual([sec.api, sec.sdk]);
    ctx.seedOnly.add('POST /orgs/{organizationId}/sites/{siteId}/section-groups/{id}/sections');
  });

  it('moves a section out of and into a group in the official form (siteSectionGroupId)', async () => {
    const api = adminClient(ctx);
    const out = await api.orgs.updateSiteSectionById(ORG, site, sec.sdk, {
      siteSectionGroupId: null,
    });
    ctx.recorder.check('updateSiteSectionById', out, 200);
    expect(out.data.sectionGroup).toBeUndefined();
    const back = await api.orgs.updateSiteSectionById(ORG, site, sec.sdk, {
      siteSectionGroupId: group,
    });
    expect(back.data.sectionGroup).toBe(group);
  });

  it('patches and moves a section group (pointer with an id key)', async () => {
    const api = adminClient(ctx);
    const res = await api.orgs.updateSiteSectionGroupById(ORG, site, group, {
      title: 'Product APIs',
      icon: 'boxes',
    });
    ctx.recorder.check('updateSiteSectionGroupById', res, 200);
    expect(res.data.title).toBe('Product APIs');
    const moved = await api.orgs.moveSiteSectionGroup(ORG, site, group, {
      position: { before: { type: 'site-section', id: sec.guides } },
    });
    ctx.recorder.check('moveSiteSectionGroup', moved, 200);
    const structure = await api.orgs.getSiteStructure(ORG, site);
    expect(ids(structure.data.structure)).toEqual([group, sec.guides]);
  });

  it('adds a space to a section (201) and lists site spaces', async () => {
    const api = adminClient(ctx);
    const res = await api.orgs.addSpaceToSite(ORG, site, {
      spaceId: SPACES.changelog,
      sectionId: sec.guides,
    });
    ctx.recorder.check('addSpaceToSite', res, 201);
    expect(fields(res.data)).toMatchObject({ section: sec.guides, default: false });
    changelogSiteSpace = fields(res.data).id as string;
    const list = await api.orgs.listSiteSpaces(ORG, site);
    ctx.recorder.check('listSiteSpaces', list, 200);
    expect(ids(list.data.items)).toEqual(
      expect.arrayContaining([guidesSiteSpace, changelogSiteSpace]),
    );
    const defaults = await api.orgs.listSiteSpaces(ORG, site, { default: false });
    expect(defaults.data.items.every((s) => s.default !== true)).toBe(true);
  });

  it('patches a site space and moves it before its sibling', async () => {
    const api = adminClient(ctx);
    const res = await api.orgs.updateSiteSpaceById(ORG, site, changelogSiteSpace, {
      path: 'changelog',
      hidden: true,
      condition: 'visitor.claims.isAdmin',
    });
    ctx.recorder.check('updateSiteSpaceById', res, 200);
    expect(res.data).toMatchObject({ path: 'changelog', hidden: true });
    const moved = await api.orgs.moveSiteSpace(ORG, site, changelogSiteSpace, {
      position: { before: { type: 'site-space', siteSpace: guidesSiteSpace } },
    });
    ctx.recorder.check('moveSiteSpace', moved, 200);
    const sections = await api.orgs.listSiteSections(ORG, site);
    const guides = sections.data.items.find((s) => s.id === sec.guides);
    expect(ids(guides?.siteSpaces ?? [])).toEqual([changelogSiteSpace, guidesSiteSpace]);
  });

  it('sorts the structure and reads it back in order', async () => {
    const api = adminClient(ctx);
    const res = await api.orgs.sortSiteStructure(ORG, site, {
      item: { type: 'site-section', id: sec.guides },
      position: { before: { type: 'site-section-group', id: group } },
    });
    ctx.recorder.check('sortSiteStructure', res, 200);
    const structure = await api.orgs.getSiteStructure(ORG, site);
    ctx.recorder.check('getSiteStructure', structure, 200);
    expect(structure.data.type).toBe('sections');
    expect(ids(structure.data.structure)).toEqual([sec.guides, group]);
    const children = (structure.data.structure[1] as { children?: { id: string }[] }).children;
    expect(ids(children ?? [])).toEqual([sec.api, sec.sdk]);
  });

  it('deletes a site space, a section and a group: 205, then 204', async () => {
    const api = adminClient(ctx);
    const deletes = [
      ['deleteSiteSpaceById', () => api.orgs.deleteSiteSpaceById(ORG, site, changelogSiteSpace)],
      ['deleteSiteSectionById', () => api.orgs.deleteSiteSectionById(ORG, site, sec.sdk)],
      ['deleteSiteSectionGroupById', () => api.orgs.deleteSiteSectionGroupById(ORG, site, group)],
    ] as const;
    for (const [operationId, call] of deletes) {
      ctx.recorder.check(operationId, await call(), 205);
      ctx.recorder.check(operationId, await call(), 204);
    }
  });

  it('serves a site without sections as root site spaces', async () => {
    const api = adminClient(ctx);
    const simple = (await api.orgs.createSite(ORG, { title: 'Simple Site' })).data.id;
    const res = await api.orgs.addSpaceToSite(ORG, simple, { spaceId: SPACES.internal });
    ctx.recorder.check('addSpaceToSite', res, 201);
    expect(fields(res.data).section).toBeUndefined();
    const structure = await api.orgs.getSiteStructure(ORG, simple);
    ctx.recorder.check('getSiteStructure', structure, 200);
    expect(structure.data.type).toBe('siteSpaces');
    expect(ids(structure.data.structure)).toEqual([fields(res.data).id]);
  });
}
