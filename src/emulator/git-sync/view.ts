import type { RequestContext } from '../handler.js';
import type { GitSyncInstallationRecord, World } from '../world.js';

/**
 * The settings a space installation under a site's takes from its parent, which the
 * PATCH refuses on the child (official `GitSyncInstallationSetupCommon`).
 */
export const INHERITED = ['previewExternalBranches', 'agentInstructions'] as const;

/** The installation that owns `record`, for the settings it inherits. */
function parentOf(
  ctx: RequestContext,
  record: GitSyncInstallationRecord,
): GitSyncInstallationRecord | undefined {
  const parent = record.parentInstallationId;
  return parent === undefined
    ? undefined
    : ctx.world.gitSyncInstallations.find((i) => i.id === parent);
}

/**
 * The official `GitSyncInstallation`: its setup (provider, provider configuration without
 * a GitLab access token, the common settings, inherited ones from its parent), target,
 * status and `urls.location`.
 */
export function installationView(
  ctx: RequestContext,
  record: GitSyncInstallationRecord,
): Record<string, unknown> {
  const { accessToken: _secret, ...configuration } = record.providerConfiguration;
  const from = parentOf(ctx, record) ?? record;
  const settings = {
    projectDirectory: record.projectDirectory,
    commitMessageTemplate: record.commitMessageTemplate,
    previewExternalBranches: from.previewExternalBranches,
    agentInstructions: from.agentInstructions,
    priority: record.priority,
  };
  return {
    object: 'git-sync-installation',
    id: record.id,
    provider: record.provider,
    providerConfiguration: configuration,
    ...Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined)),
    ...(record.parentInstallationId === undefined
      ? {}
      : { parentInstallationId: record.parentInstallationId }),
    target: record.target,
    status: record.status,
    createdAt: record.createdAt,
    createdBy: record.createdBy,
    updatedAt: record.updatedAt,
    urls: { location: `${ctx.origin}/v1/git/installations/${record.id}` },
  };
}

/** The official `GitSyncState` of a space's installation (getSpaceGitInfo). */
export function gitInfoView(record: GitSyncInstallationRecord): Record<string, unknown> {
  const repository = record.repository;
  return {
    installationId: record.id,
    installationProvider: record.provider,
    installationStatus: record.status,
    ...(record.parentInstallationId === undefined
      ? {}
      : { parentInstallationId: record.parentInstallationId }),
    ...(repository === undefined
      ? {}
      : { repoName: repository, url: `${hostOf(record)}/${repository}` }),
    updatedAt: record.updatedAt,
  };
}

function hostOf(record: GitSyncInstallationRecord): string {
  return record.provider === 'github' ? 'https://github.com' : 'https://gitlab.com';
}

/**
 * `gitSync` of an official `Site` or `Space`: the `GitSyncState` of the installation on
 * it (a site's own, not its spaces'), spread into the view; nothing without one.
 */
export function gitSyncField(
  world: World,
  on: 'site' | 'space',
  id: string,
): { gitSync?: Record<string, unknown> } {
  const found = world.gitSyncInstallations.find((i) =>
    on === 'site'
      ? i.target.type === 'site' && i.target.siteId === id
      : i.target.type === 'space' && i.target.spaceId === id,
  );
  return found === undefined ? {} : { gitSync: gitInfoView(found) };
}
