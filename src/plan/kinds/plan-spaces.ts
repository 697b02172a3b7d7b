import type { Address } from '../../model/address.js';
import type { DesiredSite, DesiredSpace, DesiredStructure } from '../../model/desired.js';
import type { LiveSite, LiveSpace } from '../../model/live.js';
import type { MatchResult } from '../match-keyed.js';
import { isIgnored, protectingEntry } from '../filter-policy.js';
import type { PlanContext } from '../plan-context.js';
import { prunedUnder } from '../leftover-policy.js';
import type { KeyedKind } from '../plan-keyed.js';
import { planKeyed } from '../plan-keyed.js';
import { indexDesiredTree } from '../structure/desired-tree.js';
import { indexLiveTree } from '../structure/live-tree.js';
import type { SpaceMatch } from './owned-spaces.js';
import { SITE_KIND } from './site-kind.js';
import { SPACE_KIND } from './space-kind.js';

/**
 * Spaces: a declared one is updated by its declared settings; an owned one (no `id`)
 * that no live space matches is created. Undeclared live spaces are leftovers only when
 * the config makes spaces a collection (it owns one, or prunes them): then each that no
 * site space of the config names is listed as unmanaged, or deleted under
 * `prune: [spaces]`. A config that names existing spaces by id only lists none (spaces
 * are content, most of them not docform's). Under `prune: [spaces]`, a space that a
 * live site the config does not declare publishes is never deleted: it is listed as
 * unmanaged with the sites that publish it (`publishedBy`), since deleting it would
 * silently empty a site docform does not manage. Under `prune: [sites]` too, those
 * sites are deleted themselves, so they keep nothing, unless `policy.protect` or
 * `policy.ignore` keeps the site.
 */
export function planSpaces(
  ctx: PlanContext,
  spaces: SpaceMatch,
  sites: MatchResult<DesiredSite, LiveSite>,
): void {
  const left = leftovers(ctx, spaces);
  const { publishers, unread } = undeclaredPublishers(ctx, sites);
  if (unread.length > 0 && (left?.length ?? 0) > 0) {
    ctx.diagnostics.push({
      severity: 'warning',
      code: 'prune-spaces-unknown-publishers',
      address: unread[0] as Address,
      message: `prune: [spaces] deletes no space in this plan: what ${unread.join(', ')} publishes was not read`,
      hint: 'declare the site under `sites:`, so that what it shows is known, or delete the spaces by hand',
    });
  }
  const pruned = prunedUnder(ctx, 'spaces');
  const kind: KeyedKind<DesiredSpace, LiveSpace, 'space'> = {
    ...SPACE_KIND,
    liveDetail: (s) => {
      const publishedBy = publishers.get(s.id);
      return publishedBy === undefined ? {} : { publishedBy };
    },
  };
  // a site whose structure was not read may publish any of them: none is deleted
  planKeyed(ctx, ctx.desired.spaces, left, spaces.match, kind, (s) =>
    unread.length > 0 || publishers.has(s.id) ? 'unmanaged' : pruned(s),
  );
}

function leftovers(ctx: PlanContext, spaces: SpaceMatch): LiveSpace[] | undefined {
  if (!spaces.collection || ctx.live.spaces === undefined) return undefined;
  const named = new Set<string>();
  for (const site of ctx.desired.sites) addNamed(site.structure, named);
  return ctx.live.spaces.filter((s) => !named.has(s.id));
}

/** The spaces a site's site spaces show: a space a declared site publishes stays. */
function addNamed(structure: DesiredStructure | undefined, named: Set<string>): void {
  if (structure === undefined) return;
  for (const s of indexDesiredTree(structure).siteSpaces) named.add(s.spaceId);
}

/**
 * Under `prune: [spaces]`, the live sites no declared site claims and that stay, by the
 * spaces their site spaces show (any section, or the root): space id -> the addresses
 * of the sites publishing it. Under `prune: [sites]` too such a site is deleted, with
 * what it shows, unless `policy.protect` or `policy.ignore` keeps it: then it stays
 * and keeps its spaces. The read needs ask for these sites' structures
 * (src/plan/unmatched-sites.ts); one whose structure was not read is `unread`: what it
 * shows is unknown.
 */
function undeclaredPublishers(
  ctx: PlanContext,
  sites: MatchResult<DesiredSite, LiveSite>,
): { readonly publishers: ReadonlyMap<string, Address[]>; readonly unread: Address[] } {
  const { prune, protect, ignore } = ctx.desired.policy;
  const out = new Map<string, Address[]>();
  const unread: Address[] = [];
  if (!prune.includes('spaces')) return { publishers: out, unread };
  const kept = (address: Address): boolean =>
    !prune.includes('sites') ||
    protectingEntry(address, protect) !== -1 ||
    isIgnored(address, ignore);
  for (const site of ctx.live.sites ?? []) {
    if (sites.claimed.has(site)) continue;
    const address = SITE_KIND.liveAddress(ctx, site);
    if (!kept(address)) continue;
    if (site.structure === undefined) {
      unread.push(address);
      continue;
    }
    for (const s of indexLiveTree(site.structure).siteSpaces) {
      const list = out.get(s.spaceId) ?? [];
      if (!list.includes(address)) list.push(address);
      out.set(s.spaceId, list);
    }
  }
  return { publishers: out, unread };
}
