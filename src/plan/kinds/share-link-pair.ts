import type { DesiredSite } from '../../model/desired.js';
import type { Diagnostic } from '../../model/diagnostic.js';
import { visibilityOf, visibilitySetting } from '../../model/fields/site-fields.js';
import { DELETE_NEEDS_ALLOW_DELETE } from '../../model/gate-codes.js';
import type { LiveSite } from '../../model/live.js';
import type { FieldPair } from '../compare-fields.js';
import type { DeclaredPair } from '../field-pairs.js';
import { atValue } from '../field-locations.js';
import type { PlanContext } from '../plan-context.js';
import { shareLinkAddress } from '../undeclared-children.js';
import { unreadPair } from './unread-pair.js';
import { shareLinkName, type ShareLink } from '../../model/schema/share-links.js';

/**
 * A site's declared `shareLinks` pair, compared as a set of links by name and `active`
 * (a link switched off by hand is a change back to on, unless the config declares it
 * `active: false`), with what the plan must say beside it: a live link the list
 * no longer names is deleted (its URL stops working), so each is a delete the
 * `--allow-delete` gate holds, named `site.<key>.shareLink."<name>"`; a site whose links
 * the token may not list (a read-only token: the list holds the links' keys) is not
 * compared, with a warning, rather than planned from nothing.
 */
export function shareLinkPair(
  ctx: PlanContext,
  site: DesiredSite,
  pair: DeclaredPair<'site', 'shareLinks', readonly ShareLink[]>,
  live: LiveSite | undefined,
): FieldPair<'site'> {
  const { address } = site;
  const notes = ctx.diagnostics;
  notes.push(...inertLinks(ctx, site, pair.after.length, live));
  if (live === undefined) return pair;
  if (live.shareLinks === undefined) {
    return unreadPair(pair, notes, {
      code: 'share-links-unreadable',
      address,
      verb: 'list',
      what: 'the share links',
      it: 'them',
    });
  }
  const kept = new Set(pair.after.map(shareLinkName));
  for (const name of live.shareLinks.map(shareLinkName)) {
    if (kept.has(name)) continue;
    notes.push({
      severity: 'warning',
      code: DELETE_NEEDS_ALLOW_DELETE,
      address: shareLinkAddress(address, name),
      message: `deletes the share link "${name}" of ${address}: its URL stops working`,
      hint: 'apply with --allow-delete once reviewed',
    });
  }
  return {
    ...pair,
    compareAfter: byName(pair.after),
    compareBefore: byName(live.shareLinks),
  };
}

/** The links sorted by name: a set, whatever the order written or listed. */
function byName(links: readonly ShareLink[]): ShareLink[] {
  return [...links].sort((a, b) => {
    const [x, y] = [shareLinkName(a), shareLinkName(b)];
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

/**
 * Share links on a site whose visibility after the plan is not `share-link`: the API
 * makes them (they are the site's own), but a link opens a site only while it is
 * `visibility: share-link`; a public or unlisted site needs none, and a `visitor-auth`
 * one asks visitors to sign in whatever the link. A warning at `shareLinks:`, not an
 * error: links may be made before the site is switched to `share-link`.
 */
function inertLinks(
  ctx: PlanContext,
  site: DesiredSite,
  named: number,
  live: LiveSite | undefined,
): Diagnostic[] {
  const visibility = visibilityOf(site, live);
  if (named === 0 || visibility === undefined || visibility === 'share-link') return [];
  return [
    {
      severity: 'warning',
      code: 'share-links-inert',
      address: site.address,
      ...atValue(ctx.desired, site.address, 'shareLinks'),
      message: `${site.address} has visibility ${visibility}, not share-link: its share links give no access (a share link opens only a site whose visibility is share-link)`,
      hint: `set \`${visibilitySetting('share-link')}\` on the site, or leave \`shareLinks:\` out (\`shareLinks: []\` deletes the links)`,
    },
  ];
}
