import { expect, it } from 'vitest';
import { SiteType, SiteVisibility } from '../../support/official-client.js';
import { ORG, SPACES, TOKENS } from '../../support/tokens.js';
import { adminClient, fields } from './conformance-context.js';
import type { ConformanceContext } from './conformance-context.js';

/** A boolean claim in the seed's form and a string-enum claim in the official form. */
const ADAPTIVE_SCHEMA = {
  type: 'object' as const,
  additionalProperties: false as const,
  properties: {
    unsigned: {
      type: 'object' as const,
      description: 'Unsigned claims of the site visitor.' as const,
      additionalProperties: false as const,
      properties: { betaUser: { type: 'boolean' as const, description: 'In the beta' } },
    },
    isAdmin: { type: 'boolean' as const, description: 'An administrator' },
    plan: { type: 'string' as const, enum: ['free', 'pro'], description: 'Billing plan' },
  },
};

/** Site settings, publishing, the published view and the adaptive schema. */
export function sitesScenario(ctx: ConformanceContext): void {
  let siteId = '';

  it('creates a site (201), unpublished, of the seed default type basic', async () => {
    const res = await adminClient(ctx).orgs.createSite(ORG, {
      title: 'Developer Portal',
      visibility: SiteVisibility.Public,
      spaces: [SPACES.guides],
    });
    ctx.recorder.check('createSite', res, 201);
    // Difference "site type default": the seed says basic, the official spec ultimate.
    expect(res.data).toMatchObject({ object: 'site', type: 'basic', published: false });
    expect(res.data.siteSpaces).toBe(1);
    siteId = res.data.id;
  });

  it('lists sites with the space, title and published filters', async () => {
    const api = adminClient(ctx);
    const res = await api.orgs.listSites(ORG, { title: 'Developer', published: false });
    ctx.recorder.check('listSites', res, 200);
    expect(res.data.items.map((s) => s.id)).toEqual([siteId]);
    const bySpace = await api.orgs.listSites(ORG, { space: SPACES.guides });
    expect(bySpace.data.items.map((s) => s.id)).toEqual([siteId]);
    const byOther = await api.orgs.listSites(ORG, { space: SPACES.internal });
    expect(byOther.data.items).toEqual([]);
    // The official `type` filter, sent as repeated keys.
    const byType = await api.orgs.listSites(ORG, { type: [SiteType.Basic, SiteType.Premium] });
    expect(byType.data.items.map((s) => s.id)).toEqual([siteId]);
    const premium = await api.orgs.listSites(ORG, { type: [SiteType.Premium] });
    expect(premium.data.items).toEqual([]);
  });

  it('gets a site', async () => {
    const res = await adminClient(ctx).orgs.getSiteById(ORG, siteId);
    ctx.recorder.check('getSiteById', res, 200);
    expect(res.data.title).toBe('Developer Portal');
  });

  it('patches site settings; proxy is a string in, {origin, target} out', async () => {
    const res = await adminClient(ctx).orgs.updateSiteById(ORG, siteId, {
      title: 'Dev Portal',
      visibility: SiteVisibility.Unlisted,
      basename: 'developers',
      adaptiveContent: { enabled: true },
      proxy: 'acme.example/docs',
    });
    ctx.recorder.check('updateSiteById', res, 200);
    expect(res.data).toMatchObject({
      title: 'Dev Portal',
      visibility: SiteVisibility.Unlisted,
      basename: 'developers',
      adaptiveContent: { enabled: true },
      proxy: { origin: expect.any(String), target: expect.any(String) },
    });
    const cleared = await adminClient(ctx).orgs.updateSiteById(ORG, siteId, { proxy: null });
    expect(cleared.data.proxy).toBeUndefined();
  });

  it('accepts the seed-only agentsContext field (difference "agentsContext")', async () => {
    // The official client has no type for it but passes unknown keys through.
    const body = { agentsContext: 'excluded' } as Record<string, unknown>;
    const res = await adminClient(ctx).orgs.updateSiteById(ORG, siteId, body);
    ctx.recorder.check('updateSiteById', res, 200);
    expect(fields(res.data).agentsContext).toBe('excluded');
  });

  it('publishes and unpublishes (official operations absent from the seed)', async () => {
    const api = adminClient(ctx);
    const published = await api.orgs.publishSite(ORG, siteId);
    ctx.recorder.check('publishSite', published, 200);
    expect(fields(published.data).published).toBe(true);
    const view = await api.orgs.getPublishedContentSite(ORG, siteId);
    ctx.recorder.check('getPublishedContentSite', view, 200);
    expect(view.data.site.id).toBe(siteId);
    const unpublished = await api.orgs.unpublishSite(ORG, siteId);
    ctx.recorder.check('unpublishSite', unpublished, 200);
    expect(unpublished.data.published).toBe(false);
  });

  it('puts and gets the adaptive schema with seed and official claim types', async () => {
    const api = adminClient(ctx);
    const put = await api.orgs.updateSiteAdaptiveSchema(ORG, siteId, {
      jsonSchema: ADAPTIVE_SCHEMA,
    });
    ctx.recorder.check('updateSiteAdaptiveSchema', put, 200);
    const got = await api.orgs.getSiteAdaptiveSchema(ORG, siteId);
    ctx.recorder.check('getSiteAdaptiveSchema', got, 200);
    expect(got.data.jsonSchema).toEqual(ADAPTIVE_SCHEMA);
  });

  it('lists template conditions derived from the adaptive schema', async () => {
    const res = await adminClient(ctx).orgs.listSiteAdaptiveTemplateConditions(ORG, siteId);
    ctx.recorder.check('listSiteAdaptiveTemplateConditions', res, 200);
    expect(res.data.items.length).toBeGreaterThan(0);
    const conditions = res.data.items.map((i) => i.condition).join('\n');
    expect(conditions).toContain('isAdmin');
  });

  it('lets a reader read a site but not change it (403)', async () => {
    const reader = ctx.emulator().client(TOKENS.read);
    const res = await reader.orgs.getSiteById(ORG, siteId);
    ctx.recorder.check('getSiteById', res, 200);
    const denied = await ctx
      .emulator()
      .v1(TOKENS.read, 'PATCH', `/orgs/${ORG}/sites/${siteId}`, { json: { title: 'Nope' } });
    expect(denied.status).toBe(403);
  });

  it('deletes a site: 205, then 204; a get is then 404', async () => {
    const api = adminClient(ctx);
    const res = await api.orgs.deleteSiteById(ORG, siteId);
    ctx.recorder.check('deleteSiteById', res, 205);
    const again = await api.orgs.deleteSiteById(ORG, siteId);
    ctx.recorder.check('deleteSiteById', again, 204);
    const gone = await ctx.emulator().v1(TOKENS.admin, 'GET', `/orgs/${ORG}/sites/${siteId}`);
    expect(gone.status).toBe(404);
    ctx.recorder.checkBody('getSiteById', 404, gone.body);
  });
}
