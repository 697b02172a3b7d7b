import * as z from 'zod';
import type { DesiredGitSync, LiveGitSync } from '../../model/schema/git-sync.js';
import type { RequestBody } from '../call-operation.js';
import { callOperation } from '../call-operation.js';
import { officialEnum } from '../official-enum.js';
import type { ApiRequester } from '../types.js';
import { call } from './parse.js';
import { opt } from './wire.js';

/** The fields of the official `GitSyncInstallation` docform reads. */
const installationSchema = z.looseObject({
  id: z.string(),
  // the official installation's `provider`: GitHub or GitLab (`GitSyncInstallationSetup`)
  provider: z.enum(['github', 'gitlab']),
  target: z.looseObject({ type: z.string(), siteId: opt(z.string()) }),
  projectDirectory: opt(z.string()),
  commitMessageTemplate: opt(z.string()),
  previewExternalBranches: opt(z.boolean()),
  agentInstructions: opt(z.array(z.string())),
  priority: opt(z.string()),
});

const listSchema = z.looseObject({ items: z.array(installationSchema) });

/**
 * The site's own Git Sync installation (the one whose target is the site: Git Sync
 * drives its structure) with its settings, or null when it has none. One request: the
 * list answers the installations of the site and of its spaces together.
 */
export async function readSiteGitSync(
  client: ApiRequester,
  organization: string,
  siteId: string,
): Promise<LiveGitSync | null> {
  const params = { organizationId: organization, siteId };
  const read = await call(client, 'listSiteGitSyncInstallations', params, listSchema);
  const own = read.items.find((i) => i.target.type === 'site' && i.target.siteId === siteId);
  if (own === undefined) return null;
  const { id, provider, target: _target, ...rest } = own;
  const settings = {
    projectDirectory: rest.projectDirectory,
    commitMessageTemplate: rest.commitMessageTemplate,
    previewExternalBranches: rest.previewExternalBranches,
    agentInstructions: rest.agentInstructions,
    priority: rest.priority,
  };
  return {
    installationId: id,
    provider,
    ...Object.fromEntries(Object.entries(settings).filter(([, v]) => v != null)),
  };
}

type Update = RequestBody<'updateGitSyncInstallationById'>;
/** The official enumeration of `priority`, whose values are the config's. */
type Priority = NonNullable<Update['priority']>;

/**
 * The official PATCH of an installation's settings, `settings` laid over what it holds:
 * the body names the installation's `provider` and an empty `providerConfiguration`
 * (both required; the repository and branch are kept), a setting left out is kept. The
 * API then queues a sync with the new settings; sent again, the settings stay the same
 * but each call queues another sync.
 */
export async function updateGitSync(
  client: ApiRequester,
  installation: Pick<LiveGitSync, 'installationId' | 'provider'>,
  settings: DesiredGitSync,
): Promise<void> {
  const { priority, ...rest } = settings;
  const common = {
    ...rest,
    // the config's schema holds the official values (`git`, `gitbook`)
    ...(priority === undefined ? {} : { priority: officialEnum<Priority>(priority) }),
    providerConfiguration: {},
  };
  const body: Update =
    installation.provider === 'github'
      ? { ...common, provider: 'github' }
      : { ...common, provider: 'gitlab' };
  const params = { installationId: installation.installationId };
  await callOperation(client, 'updateGitSyncInstallationById', params, body);
}
