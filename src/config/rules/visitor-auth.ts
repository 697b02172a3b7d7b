import { visibilityOf, visibilitySetting } from '../../model/fields/site-fields.js';
import type { RuleContext } from './rule-context.js';

/**
 * Visitor authentication settings serve a site whose visibility is `visitor-auth`
 * (official `SiteVisibility`: "anyone authenticated through a JWT token"): declared on a
 * site the config makes public, unlisted or shared by link, they would guard nothing, and
 * the config most likely means another visibility. Refused at the `visitorAuth:` key itself
 * (its value is a map, whose position would be that of its first key). A site that
 * does not declare its visibility is not checked (the live one is not read here).
 */
export function visitorAuthVisibility(ctx: RuleContext): void {
  for (const site of ctx.desired.sites) {
    const visibility = visibilityOf(site);
    if (site.visitorAuth === undefined || visibility === undefined) continue;
    if (visibility === 'visitor-auth') continue;
    ctx.errorAtKey(
      'visitor-auth-visibility',
      `visitorAuth is declared on site ${site.key}, whose visibility is ${visibility}: visitor authentication applies to sites with visibility visitor-auth`,
      ['sites', site.key, 'visitorAuth'],
      `set \`${visibilitySetting('visitor-auth')}\`, or leave \`visitorAuth\` out`,
      site.address,
    );
  }
}
