import * as z from 'zod';
import type { LiveGitSync, LiveSpaceGit } from '../../model/schema/git-sync.js';
import { opt } from './wire.js';

/**
 * The fields of the official `GitSyncState` docform reads: what `gitSync` of a listed
 * `Site` or `Space` says of the Git Sync set up on it. The lists carry it, so knowing
 * which sites and spaces Git Sync drives costs no request of its own.
 */
export const gitSyncState = z.looseObject({
  installationId: z.string(),
  installationProvider: z.string(),
  repoName: opt(z.string()),
});

type GitSyncState = z.output<typeof gitSyncState>;

/**
 * A site's installation as its list names it, before its settings are read. The list
 * names the provider by the official `GitSyncProvider`, whose `github-legacy` is GitHub's
 * older integration; an installation's provider is GitHub or GitLab
 * (`GitSyncInstallationProvider`).
 */
export function installationOf(state: GitSyncState): LiveGitSync {
  const provider = state.installationProvider === 'gitlab' ? 'gitlab' : 'github';
  return { installationId: state.installationId, provider };
}

/** A space's Git Sync: its installation, provider and repository. */
export function spaceGitOf(state: GitSyncState): LiveSpaceGit {
  return {
    installationId: state.installationId,
    provider: state.installationProvider,
    ...(state.repoName == null ? {} : { repository: state.repoName }),
  };
}
