import { expect, it } from 'vitest';
import { ORG, SPACES, TOKENS } from '../../support/tokens.js';
import { adminClient, fields } from './conformance-context.js';
import type { ConformanceContext } from './conformance-context.js';

/** External links of a site's structure: add, update, sort among sections, delete. */
export function externalLinksScenario(ctx: ConformanceContext): void {
  let site = '';
  let section = '';
  let group = '';
  let link = '';

  it('adds an external link at the root of a site with sections (201)', async () => {
    const api = adminClient(ctx);
    site = (await api.orgs.createSite(ORG, { title: 'Links Site' })).data.id;
    section = (
      await api.orgs.addSectionToSite(ORG, site, { spaceId: SPACES.guides, title: 'Guides' })
    ).data.id;
    group = (await api.orgs.addSectionGroupToSite(ORG, site, { title: 'More' })).data.id;
    const res = await api.orgs.addExternalLinkToSite(ORG, site, {
      title: 'Status',
      url: 'https://status.acme.example',
      icon: 'signal',
      description: 'Service status',
    });
    ctx.recorder.check('addExternalLinkToSite', res, 201);
    expect(res.data).toMatchObject({ object: 'site-external-link', title: 'Status', draft: false });
    expect(res.headers.get('location')).toContain(`/sites/${site}/external-links/${res.data.id}`);
    link = res.data.id;
    const structure = await api.orgs.getSiteStructure(ORG, site);
    ctx.recorder.check('getSiteStructure', structure, 200);
    expect(structure.data.structure.map((i) => fields(i).id)).toEqual([section, group, link]);
  });

  it('moves the link into a group and updates it (200), or answers 204 with return=minimal', async () => {
    const api = adminClient(ctx);
    const res = await api.orgs.updateSiteExternalLinkById(ORG, site, link, {
      parent: group,
      title: 'Status page',
      description: null,
    });
    ctx.recorder.check('updateSiteExternalLinkById', res, 200);
    expect(res.data).toMatchObject({ title: 'Status page', sectionGroup: group });
    expect(res.data.description).toBeUndefined();
    const minimal = await ctx
      .emulator()
      .v1(TOKENS.admin, 'PATCH', `/orgs/${ORG}/sites/${site}/external-links/${link}`, {
        json: { parent: null },
        headers: { prefer: 'return=minimal' },
      });
    expect(minimal.status).toBe(204);
  });

  it('sorts the link before a section', async () => {
    const api = adminClient(ctx);
    const res = await api.orgs.sortSiteStructure(ORG, site, {
      item: { type: 'site-external-link', id: link },
      position: { before: { type: 'site-section', id: section } },
    });
    ctx.recorder.check('sortSiteStructure', res, 200);
    expect(fields(res.data).object).toBe('site-external-link');
    const structure = await api.orgs.getSiteStructure(ORG, site);
    expect(structure.data.structure.map((i) => fields(i).id)).toEqual([link, section, group]);
  });

  it('deletes the link (205), then answers 204', async () => {
    const api = adminClient(ctx);
    ctx.recorder.check(
      'deleteSiteExternalLinkById',
      await api.orgs.deleteSiteExternalLinkById(ORG, site, link),
      205,
    );
    ctx.recorder.check(
      'deleteSiteExternalLinkById',
      await api.orgs.deleteSiteExternalLinkById(ORG, site, link),
      204,
    );
  });
}
