import { fieldLocationKey } from '../../model/address.js';
import type { DesiredSite } from '../../model/desired.js';
import type { Diagnostic } from '../../model/diagnostic.js';
import type { LiveSite } from '../../model/live.js';
import type { PlanContext } from '../plan-context.js';

/**
 * The error of a declared structure on a site whose structure Git Sync drives (a Git
 * Sync installation on the site itself): its sections, groups and site spaces are made
 * from the repository's `gitbook-docs.yaml` at each sync, and a change docform made
 * would be undone by the next one. At the `sections:` (or `spaces:`) key; the site's
 * other settings are planned as usual. Undefined for a site Git Sync does not drive.
 */
export function structureOwnedByGitSync(
  ctx: PlanContext,
  site: DesiredSite,
  live: LiveSite,
): Diagnostic | undefined {
  const git = live.gitSync;
  if (git == null || site.structure === undefined) return undefined;
  const key = site.structure.kind;
  const location = ctx.desired.locations.get(fieldLocationKey(site.address, key));
  return {
    severity: 'error',
    code: 'structure-owned-by-git-sync',
    address: site.address,
    ...(location === undefined ? {} : { location }),
    message: `${site.address} declares ${key}:, and Git Sync drives the structure of this site (installation ${git.installationId}, ${git.provider}): its sections and site spaces come from gitbook-docs.yaml in the repository at each sync, so docform does not manage them`,
    hint: `remove ${key}: from ${site.address} and change the structure in the repository's gitbook-docs.yaml; the site's other settings and gitSync: stay managed here`,
  };
}
