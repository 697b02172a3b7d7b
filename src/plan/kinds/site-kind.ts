import { KINDS } from '../../model/kinds.js';
import type { DesiredSite } from '../../model/desired.js';
import { SITE_FIELDS, visibilityOf } from '../../model/fields/site-fields.js';
import type { LiveSite } from '../../model/live.js';
import type { DeclaredPair } from '../field-pairs.js';
import { rowPairs } from '../field-pairs.js';
import { apiReportsSiteField, isSeedOnlySiteField } from '../fields-not-in-api.js';
import type { FieldPair } from '../compare-fields.js';
import type { PlanContext } from '../plan-context.js';
import type { KeyedKind } from '../plan-keyed.js';
import { byTitle } from '../key-rules.js';
import { grantView, grantWaits, permissionsPair } from './permissions-pair.js';
import { shareLinkPair } from './share-link-pair.js';
import { visitorAuthPair } from './visitor-auth-pair.js';
import { gitSyncPair } from './git-sync-pair.js';
import { liveSiteSource, unfilledCustomization } from '../unfilled-customization.js';

/**
 * Sites: matched by title; their settings are the rows of their table; the structure is
 * planned separately (plan-structure.ts). A field of the seed only is managed where the
 * API reports it (fields-not-in-api.ts). The rows marked `byPlanner` are paired here, by
 * name (`rowPairs`): `permissions` compares grants by team key and email
 * (permissions-pair.ts); a share link the list drops is a gated delete
 * (share-link-pair.ts); visitor authentication the token may not read is left out
 * (visitor-auth-pair.ts); a customization value the API takes only whole, declared in
 * part with nothing live to complete it, is an error (unfilled-customization.ts); Git
 * Sync settings of a site without an installation are an error (git-sync-pair.ts).
 */
export const SITE_KIND: KeyedKind<DesiredSite, LiveSite, 'site'> = {
  kind: 'site',
  spec: byTitle(KINDS.site.noun, 'title'),
  fields: (ctx, d, l) =>
    rowPairs<'site', typeof SITE_FIELDS>(
      SITE_FIELDS,
      d,
      l,
      {
        permissions: () => permissionsPair(grantView(ctx, d.address, d, l)),
        shareLinks: (_links, usual) => shareLinkPair(ctx, d, usual, l),
        customization: (_customization, usual) => customizationPair(ctx, d, usual, l),
        visitorAuth: (_auth, usual) => visitorAuthPair(d.address, usual, l, ctx.diagnostics),
        gitSync: (_settings, usual) => gitSyncPair(ctx, d, usual, l),
      },
      (name) => !isSeedOnlySiteField(name) || apiReportsSiteField(ctx.live, l, name),
    ),
  // a grant to a team this plan creates waits for it
  dependsOn: (ctx, d) => grantWaits(ctx, d),
  refs: (ctx, d, l) => grantView(ctx, d.address, d, l).refs,
  liveAddress: (ctx, l) => ctx.addresses.keyedAddress('site', l.id),
  liveTitle: (l) => l.title,
  liveDetail: (l) => {
    const access = visibilityOf(l);
    return access === undefined ? {} : { access };
  },
};

/**
 * The customization pair, compared by its declared leaves, with an error for each value
 * the API takes only whole that is declared in part with nothing live to complete it.
 */
function customizationPair(
  ctx: PlanContext,
  d: DesiredSite,
  pair: DeclaredPair<'site', 'customization', Readonly<Record<string, unknown>>>,
  l: LiveSite | undefined,
): FieldPair<'site'> {
  const source = liveSiteSource(l);
  ctx.diagnostics.push(...unfilledCustomization(ctx.desired, d.address, pair.after, source));
  return pair;
}
