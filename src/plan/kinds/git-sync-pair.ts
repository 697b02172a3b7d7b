import type { DesiredSite } from '../../model/desired.js';
import type { LiveSite } from '../../model/live.js';
import type { DesiredGitSync } from '../../model/schema/git-sync.js';
import type { FieldPair } from '../compare-fields.js';
import type { DeclaredPair } from '../field-pairs.js';
import { atValue } from '../field-locations.js';
import type { PlanContext } from '../plan-context.js';

/**
 * A declared `gitSync`'s pair: the settings of the site's own Git Sync installation,
 * compared by their declared fields. A site without one (or one this plan creates) is an
 * error at the `gitSync:` value: an installation is made in the app, which connects the
 * repository through the Git provider's OAuth; no API call docform may make creates one.
 */
export function gitSyncPair(
  ctx: PlanContext,
  site: DesiredSite,
  pair: DeclaredPair<'site', 'gitSync', DesiredGitSync>,
  live: LiveSite | undefined,
): FieldPair<'site'> {
  if (live?.gitSync != null) return pair;
  const why =
    live === undefined ? 'this plan creates the site' : 'the site has no Git Sync installation';
  ctx.diagnostics.push({
    severity: 'error',
    code: 'git-sync-not-installed',
    address: site.address,
    ...atValue(ctx.desired, site.address, 'gitSync'),
    message: `${site.address} declares gitSync, and ${why}: docform manages the settings of an installation made in the app, it cannot install Git Sync (that needs the Git provider's OAuth)`,
    hint:
      live === undefined
        ? `leave gitSync: out of ${site.address} for now: apply to create the site, install Git Sync on it in the GitBook app, then declare gitSync:`
        : `install Git Sync on the site in the GitBook app, then plan again; or leave gitSync: out of ${site.address}`,
  });
  return { ...pair, after: undefined };
}
