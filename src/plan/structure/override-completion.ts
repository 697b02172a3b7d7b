import { completedWholes, partialWholes } from '../../model/customization-wholes.js';
import { laidOver } from '../../model/declared-leaves.js';
import type { DesiredSite, DesiredSiteSpace } from '../../model/desired.js';
import { SITE_FIELDS } from '../../model/fields/site-fields.js';
import type { LiveSite } from '../../model/live.js';
import type { CompletionSource } from '../unfilled-customization.js';
import { unfilledCustomization } from '../unfilled-customization.js';
import type { SiteScope } from './site-scope.js';

/**
 * What completes a site space's override: the site's own customization after this plan
 * (its live settings, the site's declared leaves laid over them, as its apply sends
 * them), never what the site space shows, which holds the override itself: a color the
 * config leaves out of an override follows the site's. For a site this plan creates (or
 * whose settings were not read) only the site's declared leaves are known; the values
 * the official answer always holds are completed when the apply reads the site's.
 */
export function overrideSource(site: DesiredSite, live: LiveSite | undefined): CompletionSource {
  const name = `the customization of ${site.address}`;
  const declared = site.customization ?? {};
  const held = live?.customization;
  if (held === undefined) return { settings: declared, whole: false, name };
  return {
    settings: laidOver(held, declared, SITE_FIELDS.customization.wholeAt),
    whole: true,
    name,
  };
}

/**
 * The site space with its override's values declared in part completed from the site's
 * own customization (the plan compares and sends them whole), and an error for each one
 * nothing completes. A site space with none is returned as it is.
 */
export function completedOverride(scope: SiteScope, d: DesiredSiteSpace): DesiredSiteSpace {
  const declared = d.customization;
  if (declared === undefined || partialWholes(declared).length === 0) return d;
  const source = scope.overrideSource();
  const { ctx } = scope;
  ctx.diagnostics.push(...unfilledCustomization(ctx.desired, d.address, declared, source));
  return { ...d, customization: completedWholes(declared, source.settings) };
}
