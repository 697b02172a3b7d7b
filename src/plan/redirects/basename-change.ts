import type { DesiredSite } from '../../model/desired.js';
import type { Diagnostic } from '../../model/diagnostic.js';
import type { LiveSite } from '../../model/live.js';
import { isSecret, reveal } from '../../model/secret.js';
import type { PlanContext } from '../plan-context.js';
import { atValue } from '../field-locations.js';

/**
 * Under `policy.redirectOnPathChange`, a plan that changes a live site's `basename`: the
 * basename is part of the site's URL (`<org>.gitbook.io/<basename>`), and a site's
 * redirects are paths under that URL, so no redirect of the site can catch the old one,
 * which the site no longer serves. No redirect is planned; a warning at the basename
 * says that every link to the old URL breaks, and why.
 */
export function basenameChangeWarning(
  ctx: PlanContext,
  site: DesiredSite,
  live: LiveSite | undefined,
): Diagnostic[] {
  if (ctx.desired.policy.redirectOnPathChange !== true) return [];
  const wanted = site.basename;
  const held = live?.basename;
  if (wanted === undefined || wanted === null || held === undefined || held === null) return [];
  if (reveal(wanted) === held) return [];
  const change = isSecret(wanted) ? '' : ` from ${held} to ${wanted}`;
  return [
    {
      severity: 'warning',
      code: 'basename-change-breaks-links',
      address: site.address,
      ...atValue(ctx.desired, site.address, 'basename'),
      message: `${site.address}: the basename changes${change}, and with it the site's URL; links to the old URL break, and no redirect can be planned for them (a site's redirects are paths under its own URL, which the old one no longer is)`,
      hint: 'keep the basename; old links work again only where something serves the old URL and redirects it (another site at that basename, with external redirects to the new URL)',
    },
  ];
}
