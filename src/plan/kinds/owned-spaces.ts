import type {
  DesiredSite,
  DesiredSiteSpace,
  DesiredSpace,
  DesiredState,
  DesiredStructure,
  DesiredStructureItem,
} from '../../model/desired.js';
import type { LiveSpace, LiveState } from '../../model/live.js';
import type { MatchResult } from '../match-keyed.js';
import { emptyMatch, matchKeyed } from '../match-keyed.js';
import { SPACE_KIND } from './space-kind.js';

/** The declared spaces matched to live ones, and the config with their live ids. */
export interface SpaceMatch {
  /** The config, each matched owned space with its live id, and so each site space naming it. */
  readonly desired: DesiredState;
  /** Keyed by the spaces of `desired`. */
  readonly match: MatchResult<DesiredSpace, LiveSpace>;
  /**
   * Spaces are a collection of this config: it declares an owned space (no `id`, or
   * pinned with `owned: true`) or prunes spaces. Only then are undeclared live spaces
   * leftovers (unmanaged or pruned).
   */
  readonly collection: boolean;
}

/**
 * Matches the declared spaces (docs/architecture.md, "Identity"): one with an `id` is
 * that live space (an id the organization lacks is the preflight's error, and plans
 * nothing: docform cannot create a space it does not own); an owned one by its title,
 * else a `previously` title. An owned space pinned to an id that is not live was deleted
 * by hand: it is matched by its titles as if unpinned, else created again
 * (src/plan/stale-ids.ts). A matched owned space gets its live id, and every site space
 * naming its key the same id as its space, so the rest of the plan sees it as a space
 * named by id. An owned space no live one matches (its stale id dropped) keeps its key as
 * its site spaces' space: the plan creates it first and names it by address.
 */
export function matchSpaces(desired: DesiredState, live: LiveState): SpaceMatch {
  const collection = desired.spaces.some(isOwned) || desired.policy.prune.includes('spaces');
  if (live.spaces === undefined) return { desired, match: emptyMatch(), collection };
  const liveIds = new Set(live.spaces.map((s) => s.id));
  const missing = new Set(
    desired.spaces.filter((s) => s.id !== undefined && !liveIds.has(s.id) && !isOwned(s)),
  );
  const first = matchKeyed(
    missing.size === 0 ? desired.spaces : desired.spaces.filter((s) => !missing.has(s)),
    live.spaces,
    SPACE_KIND.spec,
  );
  for (const s of missing) first.blocked.add(s);
  if (!desired.spaces.some((s) => s.id === undefined) && first.stale.size === 0) {
    return { desired, match: first, collection };
  }
  // the same match, keyed by the spaces with their ids filled in (or a stale one dropped)
  const ids = new Map<string, string>();
  const match: MatchResult<DesiredSpace, LiveSpace> = {
    ...first,
    matched: new Map(),
    blocked: new Set(),
    stale: new Map(),
  };
  const spaces = desired.spaces.map((d) => {
    const l = first.matched.get(d);
    const stale = first.stale.get(d);
    const resolved = resolvedSpace(d, l, stale);
    if (resolved !== d) ids.set(d.key, resolved.id ?? d.key);
    if (first.blocked.has(d)) match.blocked.add(resolved);
    if (stale !== undefined) match.stale.set(resolved, stale);
    if (l !== undefined) match.matched.set(resolved, l);
    return resolved;
  });
  const sites = ids.size === 0 ? desired.sites : desired.sites.map((s) => withIds(s, ids));
  return { desired: { ...desired, spaces, sites }, match, collection };
}

/**
 * A declared space as the rest of the plan sees it: a matched owned space with the live
 * id, an owned one pinned to a stale id that nothing matched without it (created
 * again, named by its key until then), any other as declared.
 */
function resolvedSpace(
  d: DesiredSpace,
  live: LiveSpace | undefined,
  stale: string | undefined,
): DesiredSpace {
  if (live !== undefined) return d.id === live.id ? d : { ...d, id: live.id };
  if (stale === undefined) return d;
  const { id: _stale, ...unpinned } = d;
  return unpinned;
}

/**
 * A space docform owns: declared without `id`, or pinned with `owned: true` beside its
 * id (as `docform pin` writes it), so that pinning keeps the config's ownership.
 */
export function isOwned(space: DesiredSpace): boolean {
  return space.id === undefined || space.owned === true;
}

/** The site with each site space naming a matched owned space by its live id. */
function withIds(site: DesiredSite, ids: ReadonlyMap<string, string>): DesiredSite {
  const structure = site.structure;
  if (structure === undefined) return site;
  return { ...site, structure: structureWithIds(structure, ids) };
}

function structureWithIds(
  structure: DesiredStructure,
  ids: ReadonlyMap<string, string>,
): DesiredStructure {
  if (structure.kind === 'spaces') {
    return { kind: 'spaces', spaces: structure.spaces.map((s) => siteSpaceWithId(s, ids)) };
  }
  return { kind: 'sections', items: structure.items.map((i) => itemWithIds(i, ids)) };
}

function itemWithIds(
  item: DesiredStructureItem,
  ids: ReadonlyMap<string, string>,
): DesiredStructureItem {
  if (item.type === 'group') return { ...item, items: item.items.map((i) => itemWithIds(i, ids)) };
  // an external link names no space
  if (item.type === 'link') return item;
  return { ...item, spaces: item.spaces.map((s) => siteSpaceWithId(s, ids)) };
}

function siteSpaceWithId(s: DesiredSiteSpace, ids: ReadonlyMap<string, string>): DesiredSiteSpace {
  const id = ids.get(s.spaceRef);
  return id === undefined ? s : { ...s, spaceId: id };
}
