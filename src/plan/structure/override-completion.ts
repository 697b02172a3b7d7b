import { completableWholes, completedWholes } from '../../model/customization-wholes.js';
import { laidOver } from '../../model/declared-leaves.js';
import type { DesiredSite, DesiredSiteSpace } from '../../model/desired.js';
import { SITE_FIELDS } from '../../model/fields/site-fields.js';
import type { LiveSite } from '../../model/live.js';
import type { CompletionSource } from '../unfilled-customization.js';
import { customizationNotRead, unfilledCustomization } from '../unfilled-customization.js';
import type { SiteScope } from './site-scope.js';

/**
 * What completes a site space's override: the site's own customization after this run
 * (its live settings, the site's declared leaves laid over them, as its apply sends
 * them, when this run applies the site's own change; the live settings alone when it
 * does not, a `--target` that selects the site space and not its site), never what the
 * site space shows, which holds the override itself: a color the config leaves out of an
 * override follows the site's. For a site this plan creates only the site's declared
 * leaves are known; the values the official answer always holds are completed when the
 * apply reads the site's. A live site's settings not known (refused to the token, or
 * not read) complete nothing: the plan says so rather than guess.
 */
export function overrideSource(
  site: DesiredSite,
  live: LiveSite | undefined,
  siteApplied: boolean,
): CompletionSource {
  const name = `the customization of ${site.address}`;
  const declared = site.customization ?? {};
  if (live === undefined) return { settings: declared, whole: false, name };
  const why = customizationNotRead(live);
  const held = live.customization;
  if (why !== undefined || held === undefined) {
    const notRead = { why: why ?? 'they were not read', site: site.address };
    return { settings: undefined, whole: false, name, notRead };
  }
  if (!siteApplied) return { settings: held, whole: true, name: `the live ${name}` };
  return {
    settings: laidOver(held, declared, SITE_FIELDS.customization.wholeAt),
    whole: true,
    name,
  };
}

/**
 * The site space with its override's whole values completed from the site's own
 * customization (the plan compares and sends them whole): each key of the official
 * schema the config does not write, required or not; and an error for each required key
 * nothing completes. A site space with none is returned as it is. An override of a live
 * site space whose settings could not be read (refused to the token) is an error at its
 * `customization:` key, as a site's own (unfilled-customization.ts).
 */
export function completedOverride(scope: SiteScope, d: DesiredSiteSpace): DesiredSiteSpace {
  const declared = d.customization;
  if (declared === undefined) return d;
  // a reset is planned on its own (override-reset.ts); a new site space has no override
  if (declared === null) return { ...d, customization: undefined };
  const { ctx } = scope;
  // what the live site space shows could not be read: nothing to compare the override with
  const why = scope.match.spaces.matched.get(d)?.customizationNotRead;
  if (why !== undefined) {
    const notRead = { settings: undefined, whole: false, name: d.address, notRead: { why } };
    ctx.diagnostics.push(...unfilledCustomization(ctx.desired, d.address, declared, notRead));
    return d;
  }
  if (completableWholes(declared).length === 0) return d;
  const source = scope.overrideSource();
  ctx.diagnostics.push(...unfilledCustomization(ctx.desired, d.address, declared, source));
  return { ...d, customization: completedWholes(declared, source.settings) };
}
