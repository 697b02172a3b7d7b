import { expect, it } from 'vitest';
import { MemberRole } from '../../support/official-client.js';
import { ORG, SPACES } from '../../support/tokens.js';
import { adminClient, fields } from './conformance-context.js';
import type { ConformanceContext } from './conformance-context.js';

/**
 * Fields only the official spec has (docs/api-differences.md, rows 27 to 38): the emulator
 * accepts them, as it accepts both forms, and answers valid objects.
 */
export function officialFieldsScenario(ctx: ConformanceContext): void {
  let site = '';
  let section = '';
  let group = '';

  it('creates a section with draft and a new space (spaceId null)', async () => {
    const api = adminClient(ctx);
    site = (await api.orgs.createSite(ORG, { title: 'Official Fields' })).data.id;
    const res = await api.orgs.addSectionToSite(ORG, site, {
      spaceId: SPACES.guides,
      title: 'Guides',
      draft: true,
    });
    ctx.recorder.check('addSectionToSite', res, 201);
    expect(res.data.draft).toBe(true);
    section = res.data.id;
    const fresh = await api.orgs.addSectionToSite(ORG, site, { spaceId: null, title: 'Fresh' });
    ctx.recorder.check('addSectionToSite', fresh, 201);
    expect(fresh.data.siteSpaces).toHaveLength(1);
  });

  it('patches localized titles and draft of a section', async () => {
    const api = adminClient(ctx);
    // The client types a localized string as a record of every language; one is enough.
    const body = { localizedTitle: { fr: 'Guides FR' }, draft: false } as unknown as Parameters<
      typeof api.orgs.updateSiteSectionById
    >[3];
    const res = await api.orgs.updateSiteSectionById(ORG, site, section, body);
    ctx.recorder.check('updateSiteSectionById', res, 200);
    expect(res.data).toMatchObject({ draft: false, localizedTitle: { fr: 'Guides FR' } });
  });

  it('nests a group under another and moves it back to the root', async () => {
    const api = adminClient(ctx);
    group = (await api.orgs.addSectionGroupToSite(ORG, site, { title: 'Outer' })).data.id;
    const inner = await api.orgs.addSectionGroupToSite(ORG, site, {
      title: 'Inner',
      parent: group,
    });
    ctx.recorder.check('addSectionGroupToSite', inner, 201);
    expect(inner.data.sectionGroup).toBe(group);
    const moved = await api.orgs.updateSiteSectionGroupById(ORG, site, inner.data.id, {
      parentSectionGroupId: null,
    });
    ctx.recorder.check('updateSiteSectionGroupById', moved, 200);
    expect(moved.data.sectionGroup).toBeUndefined();
  });

  it('adds a variant with a title override and sets its pageId', async () => {
    const api = adminClient(ctx);
    const res = await api.orgs.addSpaceToSite(ORG, site, {
      spaceId: SPACES.api,
      sectionId: section,
      title: 'API variant',
    });
    ctx.recorder.check('addSpaceToSite', res, 201);
    const id = fields(res.data).id as string;
    const patched = await api.orgs.updateSiteSpaceById(ORG, site, id, { pageId: 'page_home' });
    ctx.recorder.check('updateSiteSpaceById', patched, 200);
    expect(patched.data.pageId).toBe('page_home');
  });

  it('patches the official site fields defaultLevel and styleguide', async () => {
    const api = adminClient(ctx);
    const res = await api.orgs.updateSiteById(ORG, site, {
      defaultLevel: MemberRole.Read,
      styleguide: SPACES.internal,
    });
    ctx.recorder.check('updateSiteById', res, 200);
    expect(res.data.defaultLevel).toBe('read');
    expect(res.data.styleguide).toEqual({ kind: 'space', space: SPACES.internal });
    const detached = await api.orgs.updateSiteById(ORG, site, { styleguide: null });
    ctx.recorder.check('updateSiteById', detached, 200);
    expect(detached.data.styleguide).toBeUndefined();
  });
}
