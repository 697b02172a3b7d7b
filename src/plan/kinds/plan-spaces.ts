import type { Address } from '../../model/address.js';
import type { DesiredSite, DesiredStructure } from '../../model/desired.js';
import type { LiveSite, LiveSpace } from '../../model/live.js';
import type { MatchResult } from '../match-keyed.js';
import type { PlanContext } from '../plan-context.js';
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
 * sites are deleted themselves, so they keep nothing.
 */
export function planSpaces(
  ctx: PlanContext,
  spaces: SpaceMatch,
  sites: MatchResult<DesiredSite, LiveSite>,
): void {
  const left = leftovers(ctx, spaces);
  const publishers = undeclaredPublishers(ctx, sites);
  const pruned = left?.filter((s) => !publishers.has(s.id));
  planKeyed(ctx, ctx.desired.spaces, pruned, spaces.match, SPACE_KIND);
  for (const s of left ?? []) {
    const publishedBy = publishers.get(s.id);
    if (publishedBy === undefined || spaces.match.claimed.has(s)) continue;
    ctx.unmanaged.push({
      address: SPACE_KIND.liveAddress(ctx, s),
      kind: 'space',
      id: s.id,
      title: SPACE_KIND.liveTitle(s),
      publishedBy,
    });
  }
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
 * Under `prune: [spaces]` (and not `prune: [sites]`), the live sites no declared site
 * claims, by the spaces their site spaces show (any section, or the root): space id ->
 * the addresses of the sites publishing it. The reader reads these sites' structures
 * then (src/api/read-scope.ts, `prunedSites`); a site whose structure was not read
 * publishes nothing known.
 */
function undeclaredPublishers(
  ctx: PlanContext,
  sites: MatchResult<DesiredSite, LiveSite>,
): ReadonlyMap<string, Address[]> {
  const prune = ctx.desired.policy.prune;
  const out = new Map<string, Address[]>();
  if (!prune.includes('spaces') || prune.includes('sites')) return out;
  for (const site of ctx.live.sites ?? []) {
    if (sites.claimed.has(site) || site.structure === undefined) continue;
    const address = SITE_KIND.liveAddress(ctx, site);
    for (const s of indexLiveTree(site.structure).siteSpaces) {
      const list = out.get(s.spaceId) ?? [];
      if (!list.includes(address)) list.push(address);
      out.set(s.spaceId, list);
    }
  }
  return out;
}
