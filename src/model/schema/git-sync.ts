import * as z from 'zod';

/** Which side wins when a sync starts (official `GitSyncInstallationPriority`). */
const GIT_SYNC_PRIORITIES = ['git', 'gitbook'] as const;

/** Agent instruction files exported at the repository's root (official `agentInstructions`). */
const AGENT_INSTRUCTION_FILES = ['agents', 'claude'] as const;

/**
 * The settings of a site's Git Sync installation as the config declares them: the
 * settable fields of the official `GitSyncInstallationSetupCommon` (updateGitSyncInstallationById),
 * each optional (only the declared ones are managed). The provider and its repository
 * and branch are not among them: the installation is made in the app, which connects
 * the repository through the provider's OAuth.
 */
export const gitSync = z.strictObject({
  projectDirectory: z.string().max(512).optional(),
  commitMessageTemplate: z.string().max(512).optional(),
  previewExternalBranches: z.boolean().optional(),
  agentInstructions: z.array(z.enum(AGENT_INSTRUCTION_FILES)).optional(),
  priority: z.enum(GIT_SYNC_PRIORITIES).optional(),
});

/** The declared Git Sync settings of a site. */
export type DesiredGitSync = z.output<typeof gitSync>;

/** The providers of a Git Sync installation (official `GitSyncInstallationProvider`). */
export type GitSyncProvider = 'github' | 'gitlab';

/**
 * A site's Git Sync installation as read (official `GitSyncInstallation` whose target is
 * the site): its id and provider, which its update names, and its settings, enumerations
 * read as open strings.
 */
export interface LiveGitSync {
  readonly installationId: string;
  readonly provider: GitSyncProvider;
  readonly projectDirectory?: string;
  readonly commitMessageTemplate?: string;
  readonly previewExternalBranches?: boolean;
  readonly agentInstructions?: readonly string[];
  readonly priority?: string;
}

/** A space synced with Git, as the spaces list tells it (official `GitSyncState`). */
export interface LiveSpaceGit {
  readonly installationId: string;
  readonly provider: string;
  /** The repository's name, once one is connected. */
  readonly repository?: string;
}
