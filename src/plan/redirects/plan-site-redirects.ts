import type { DesiredSite } from '../../model/desired.js';
import type { LiveSite } from '../../model/live.js';
import type { PlanContext } from '../plan-context.js';
import type { PendingOutline } from '../structure/site-outline.js';
import { planRedirects } from './plan-redirects.js';
import { livePaths } from './served-paths.js';

/**
 * The redirects of one declared site: its declared ones, resolved against its paths
 * after the plan (the declared structure's, else the live one's).
 */
export function planSiteRedirects(
  ctx: PlanContext,
  site: DesiredSite,
  live: LiveSite | undefined,
  outline: PendingOutline | undefined,
): void {
  if (site.redirects === undefined) return;
  const paths = outline?.paths() ?? livePaths(site.address, live?.structure);
  planRedirects(ctx, site, live, paths);
}
