import { expect, it } from 'vitest';
import { ORG, SPACES, TOKENS } from '../../support/tokens.js';
import { adminClient, fields } from './conformance-context.js';
import type { ConformanceContext } from './conformance-context.js';

const GREEN = { light: '#0B6E4F', dark: '#0B6E4F' };

/** Site customization and site-space overrides, redirects, share links, visitor auth. */
export function siteFeaturesScenario(ctx: ConformanceContext): void {
  let site = '';
  let section = '';
  let siteSpace = '';
  let redirect = '';
  let shareLink = '';

  it('reads the defaults of a site never customized', async () => {
    const api = adminClient(ctx);
    site = (await api.orgs.createSite(ORG, { title: 'Features Site' })).data.id;
    const added = await api.orgs.addSectionToSite(ORG, site, { spaceId: SPACES.guides });
    section = added.data.id;
    siteSpace = added.data.siteSpaces[0]?.id ?? '';
    const res = await api.orgs.getSiteCustomizationById(ORG, site);
    ctx.recorder.check('getSiteCustomizationById', res, 200);
    expect(res.data.updatedAt).toBeUndefined();
  });

  it('puts the whole customization back with one color changed', async () => {
    const api = adminClient(ctx);
    const { updatedAt: _never, ...settings } = (await api.orgs.getSiteCustomizationById(ORG, site))
      .data;
    settings.styling.primaryColor = GREEN;
    const res = await api.orgs.updateSiteCustomizationById(ORG, site, settings);
    ctx.recorder.check('updateSiteCustomizationById', res, 200);
    expect(res.data.styling.primaryColor).toEqual(GREEN);
    expect(typeof res.data.updatedAt).toBe('string');
  });

  it('overrides, reads and removes a site space customization', async () => {
    const api = adminClient(ctx);
    const patched = await api.orgs.overrideSiteSpaceCustomizationById(ORG, site, siteSpace, {
      title: 'Guides Variant',
      styling: { corners: null },
    });
    ctx.recorder.check('overrideSiteSpaceCustomizationById', patched, 200);
    expect(patched.data.title).toBe('Guides Variant');
    const read = await api.orgs.getSiteSpaceCustomizationById(ORG, site, siteSpace);
    ctx.recorder.check('getSiteSpaceCustomizationById', read, 200);
    expect(read.data.styling.primaryColor).toEqual(GREEN);
    const removed = await api.orgs.deleteSiteSpaceCustomizationById(ORG, site, siteSpace);
    ctx.recorder.check('deleteSiteSpaceCustomizationById', removed, 205);
    // the site space shows the site's settings again, and a second removal finds none
    const after = await api.orgs.getSiteSpaceCustomizationById(ORG, site, siteSpace);
    const own = await api.orgs.getSiteCustomizationById(ORG, site);
    expect(after.data.title).toBe(own.data.title);
    expect(after.data.styling).toEqual(own.data.styling);
    const again = await api.orgs.deleteSiteSpaceCustomizationById(ORG, site, siteSpace);
    ctx.recorder.check('deleteSiteSpaceCustomizationById', again, 204);
  });

  it('creates, lists, updates, resolves and deletes a redirect', async () => {
    const api = adminClient(ctx);
    const made = await api.orgs.createSiteRedirect(ORG, site, {
      source: '/old-guides/*',
      captureWildcard: true,
      destination: { kind: 'site-section', siteSectionId: section },
    });
    ctx.recorder.check('createSiteRedirect', made, 201);
    redirect = made.data.id;
    const list = await api.orgs.listSiteRedirects(ORG, site);
    ctx.recorder.check('listSiteRedirects', list, 200);
    expect(list.data.items.map((r) => r.id)).toEqual([redirect]);
    const updated = await api.orgs.updateSiteRedirectById(ORG, site, redirect, {
      permanent: true,
      destination: { kind: 'site-space', siteSpaceId: siteSpace },
    });
    ctx.recorder.check('updateSiteRedirectById', updated, 200);
    expect(updated.data).toMatchObject({ permanent: true, captureWildcard: true });
    const found = await api.orgs.getSiteRedirectBySource(ORG, site, { source: '/old-guides/*' });
    ctx.recorder.check('getSiteRedirectBySource', found, 200);
    const gone = await api.orgs.deleteSiteRedirectById(ORG, site, redirect);
    ctx.recorder.check('deleteSiteRedirectById', gone, 205);
  });

  it('answers a second redirect from the same source with 409 (not in the spec)', async () => {
    const body = { source: '/twice', destination: { kind: 'external', url: 'https://a.example' } };
    const path = `/orgs/${ORG}/sites/${site}/redirects`;
    expect((await ctx.emulator().v1(TOKENS.admin, 'POST', path, { json: body })).status).toBe(201);
    const again = await ctx.emulator().v1(TOKENS.admin, 'POST', path, { json: body });
    expect(again.status).toBe(409);
  });

  it('bulk upserts redirects, each with its result', async () => {
    const res = await adminClient(ctx).orgs.bulkUpsertSiteRedirects(ORG, site, {
      redirects: [
        { source: '/legacy-api', destination: { kind: 'external', url: 'https://api.example' } },
        { source: '/twice', destination: null },
      ],
    });
    ctx.recorder.check('bulkUpsertSiteRedirects', res, 200);
    expect(res.data.results.map((r) => r.status)).toEqual(['created', 'deleted']);
  });

  it('creates, lists, renames and deletes a share link', async () => {
    const api = adminClient(ctx);
    const made = await api.orgs.createSiteShareLink(ORG, site, { name: 'partners' });
    ctx.recorder.check('createSiteShareLink', made, 201);
    shareLink = made.data.id;
    expect(made.data.urls.published).toMatch(/shareKey=[\w-]{20,}/);
    const list = await api.orgs.listSiteShareLinks(ORG, site);
    ctx.recorder.check('listSiteShareLinks', list, 200);
    const renamed = await api.orgs.updateSiteShareLinkById(ORG, site, shareLink, {
      name: 'resellers',
      active: false,
    });
    ctx.recorder.check('updateSiteShareLinkById', renamed, 200);
    expect(fields(renamed.data)).toMatchObject({ name: 'resellers', active: false });
    const gone = await api.orgs.deleteSiteShareLinkById(ORG, site, shareLink);
    ctx.recorder.check('deleteSiteShareLinkById', gone, 205);
  });

  it('reads, updates and regenerates the visitor authentication settings', async () => {
    const api = adminClient(ctx);
    const read = await api.orgs.getSitePublishingAuthById(ORG, site);
    ctx.recorder.check('getSitePublishingAuthById', read, 200);
    const updated = await api.orgs.updateSitePublishingAuthById(ORG, site, {
      backend: 'custom',
      fallbackURL: 'https://login.acme.example',
    });
    ctx.recorder.check('updateSitePublishingAuthById', updated, 200);
    expect(updated.data.privateKey).toBe(read.data.privateKey);
    const fresh = await api.orgs.regenerateSitePublishingAuthById(ORG, site);
    ctx.recorder.check('regenerateSitePublishingAuthById', fresh, 200);
    expect(fresh.data.privateKey).not.toBe(read.data.privateKey);
    expect(fresh.data.fallbackURL).toBe('https://login.acme.example');
  });
}
