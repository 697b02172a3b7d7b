/**
 * The official Git Sync operations the emulator serves (docs/emulator.md): the route
 * test checks each is served, the conformance test that each is driven through the
 * official client.
 */
export const GIT_SYNC_OPERATIONS = [
  'installGitSyncProviderOnTarget',
  'getGitSyncInstallationById',
  'updateGitSyncInstallationById',
  'uninstallGitSyncInstallation',
  'listSiteGitSyncInstallations',
  'getSpaceGitInfo',
];
