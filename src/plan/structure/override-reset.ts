import type { DesiredSiteSpace } from '../../model/desired.js';
import type { LiveSiteSpace } from '../../model/live.js';
import { overriddenLeaves } from '../../model/overridden-leaves.js';
import type { FieldChange } from '../../model/plan.js';
import { atValue } from '../field-locations.js';
import { customizationNotRead } from '../unfilled-customization.js';
import type { SiteScope } from './site-scope.js';

/**
 * A live site space declared `customization: null`: its override is removed (official
 * `deleteSiteSpaceCustomizationById`), so it shows the site's settings again. The API
 * answers no override alone, only what the site space shows, so the override is the
 * leaves that differ from the site's live settings (`overriddenLeaves`): a change from
 * them to null when there are some, nothing when it shows the site's already (the apply
 * then converges). When either side's settings could not be read, nothing is planned,
 * with a warning at the key, rather than a reset every run.
 */
export function overrideReset(
  scope: SiteScope,
  d: DesiredSiteSpace,
  live: LiveSiteSpace,
): FieldChange<'site-space'>[] {
  if (d.customization !== null) return [];
  const site = scope.liveSite;
  const override =
    site === undefined || customizationNotRead(site) !== undefined
      ? undefined
      : overriddenLeaves(site.customization, live.customization);
  if (override === undefined) {
    const why =
      live.customizationNotRead ??
      (site === undefined ? undefined : customizationNotRead(site)) ??
      'they were not read';
    scope.ctx.diagnostics.push({
      severity: 'warning',
      code: 'override-not-read',
      address: d.address,
      ...atValue(scope.ctx.desired, d.address, 'customization'),
      message: `${d.address}: whether it overrides the site's customization is not known (${why}): no reset planned`,
    });
    return [];
  }
  if (Object.keys(override).length === 0) return [];
  // no `after`: the field is removed (docs/plan-format.md)
  return [{ path: 'customization', before: override }];
}
