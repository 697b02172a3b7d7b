import { expect, it } from 'vitest';
import {
  GitSyncInstallationPriority,
  GitSyncInstallationProvider,
} from '../../support/official-client.js';
import { ORG, SPACES, TOKENS } from '../../support/tokens.js';
import { adminClient } from './conformance-context.js';
import type { ConformanceContext } from './conformance-context.js';

/**
 * Git Sync installations through the official client: install on a site and on a space
 * under it, read, list the site's, update the settings, the space's Git info, and
 * uninstall; each answer validated against the operation's schema, errors included where
 * the spec defines them.
 */
export function gitSyncScenario(ctx: ConformanceContext): void {
  let site = '';
  let installation = '';
  let child = '';

  it('installs Git Sync on a site and on a space under it (201), and refuses a second (409)', async () => {
    const api = adminClient(ctx);
    site = (await api.orgs.createSite(ORG, { title: 'Synced Site' })).data.id;
    const made = await api.git.installGitSyncProviderOnTarget({
      provider: GitSyncInstallationProvider.Github,
      target: { type: 'site', siteId: site },
    });
    ctx.recorder.check('installGitSyncProviderOnTarget', made, 201);
    expect(made.data).toMatchObject({
      object: 'git-sync-installation',
      provider: GitSyncInstallationProvider.Github,
      target: { type: 'site', siteId: site },
      status: 'pending',
    });
    installation = made.data.id;
    const space = await api.git.installGitSyncProviderOnTarget({
      provider: GitSyncInstallationProvider.Github,
      target: { type: 'space', spaceId: SPACES.guides, siteId: site },
    });
    ctx.recorder.check('installGitSyncProviderOnTarget', space, 201);
    expect(space.data.parentInstallationId).toBe(installation);
    child = space.data.id;
    const again = await ctx.emulator().v1(TOKENS.admin, 'POST', '/git/installations', {
      json: { provider: 'gitlab', target: { type: 'site', siteId: site } },
    });
    expect(again.status).toBe(409);
    ctx.recorder.checkBody('installGitSyncProviderOnTarget', 409, again.body);
    const nowhere = await ctx.emulator().v1(TOKENS.admin, 'POST', '/git/installations', {
      json: { provider: 'github', target: { type: 'site', siteId: 'site_nope' } },
    });
    expect(nowhere.status).toBe(404);
    ctx.recorder.checkBody('installGitSyncProviderOnTarget', 404, nowhere.body);
  });

  it('gets an installation, lists the site and its spaces, and shows it on both (200)', async () => {
    const api = adminClient(ctx);
    const got = await api.git.getGitSyncInstallationById(installation);
    ctx.recorder.check('getGitSyncInstallationById', got, 200);
    expect(got.data.urls.location).toBe(
      `${ctx.emulator().url}/v1/git/installations/${installation}`,
    );
    const listed = await api.orgs.listSiteGitSyncInstallations(ORG, site);
    ctx.recorder.check('listSiteGitSyncInstallations', listed, 200);
    expect(listed.data.items.map((i) => i.id)).toEqual([installation, child]);
    // the site and the space name their installation (official `gitSync`, a GitSyncState)
    const shown = await api.orgs.getSiteById(ORG, site);
    ctx.recorder.check('getSiteById', shown, 200);
    expect(shown.data.gitSync).toMatchObject({
      installationId: installation,
      installationProvider: 'github',
    });
    const space = await api.spaces.getSpaceById(SPACES.guides);
    ctx.recorder.check('getSpaceById', space, 200);
    expect(space.data.gitSync?.installationId).toBe(child);
    const missing = await ctx.emulator().v1(TOKENS.admin, 'GET', '/git/installations/gsi_nope');
    expect(missing.status).toBe(404);
    ctx.recorder.checkBody('getGitSyncInstallationById', 404, missing.body);
  });

  it('updates the settings (200), keeps what the body leaves out, refuses inherited ones on a child (400)', async () => {
    const api = adminClient(ctx);
    const res = await api.git.updateGitSyncInstallationById(installation, {
      provider: GitSyncInstallationProvider.Github,
      providerConfiguration: { branch: 'refs/heads/main' },
      projectDirectory: 'docs',
      commitMessageTemplate: 'docs: {{ message }}',
      previewExternalBranches: true,
      agentInstructions: ['agents'],
      priority: GitSyncInstallationPriority.Git,
      childInstallationProjectDirectories: { [child]: 'docs/guides' },
    });
    ctx.recorder.check('updateGitSyncInstallationById', res, 200);
    expect(res.data).toMatchObject({ projectDirectory: 'docs', priority: 'git' });
    const kept = await api.git.updateGitSyncInstallationById(installation, {
      provider: GitSyncInstallationProvider.Github,
      providerConfiguration: {},
      commitMessageTemplate: 'sync',
    });
    expect(kept.data).toMatchObject({
      projectDirectory: 'docs',
      commitMessageTemplate: 'sync',
      providerConfiguration: { branch: 'refs/heads/main' },
    });
    const inner = await api.git.getGitSyncInstallationById(child);
    expect(inner.data).toMatchObject({
      projectDirectory: 'docs/guides',
      agentInstructions: ['agents'],
    });
    const refused = await ctx.emulator().v1(TOKENS.admin, 'PATCH', `/git/installations/${child}`, {
      json: { provider: 'github', providerConfiguration: {}, previewExternalBranches: false },
    });
    expect(refused.status).toBe(400);
    const wrong = await ctx
      .emulator()
      .v1(TOKENS.admin, 'PATCH', `/git/installations/${installation}`, {
        json: { provider: 'gitlab', providerConfiguration: {} },
      });
    expect(wrong.status).toBe(400);
    const reader = await ctx
      .emulator()
      .v1(TOKENS.read, 'PATCH', `/git/installations/${installation}`, {
        json: { provider: 'github', providerConfiguration: {} },
      });
    expect(reader.status).toBe(403);
  });

  it("answers a space's Git info (200), and 404 for a space without Git Sync", async () => {
    const api = adminClient(ctx);
    const info = await api.spaces.getSpaceGitInfo(SPACES.guides);
    ctx.recorder.check('getSpaceGitInfo', info, 200);
    expect(info.data).toMatchObject({
      installationId: child,
      installationProvider: 'github',
      parentInstallationId: installation,
    });
    const none = await ctx.emulator().v1(TOKENS.admin, 'GET', `/spaces/${SPACES.api}/git/info`);
    expect(none.status).toBe(404);
    ctx.recorder.checkBody('getSpaceGitInfo', 404, none.body);
  });

  it('uninstalls the site installation with its children (205)', async () => {
    const api = adminClient(ctx);
    const res = await api.git.uninstallGitSyncInstallation(installation);
    ctx.recorder.check('uninstallGitSyncInstallation', res, 205);
    const listed = await api.orgs.listSiteGitSyncInstallations(ORG, site);
    expect(listed.data.items).toEqual([]);
    const gone = await ctx.emulator().v1(TOKENS.admin, 'DELETE', `/git/installations/${child}`);
    expect(gone.status).toBe(404);
    ctx.recorder.checkBody('uninstallGitSyncInstallation', 404, gone.body);
  });
}
