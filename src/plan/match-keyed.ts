import type { Address } from '../model/address.js';
import type { Diagnostic } from '../model/diagnostic.js';
import type { MaybeSecret } from '../model/secret.js';
import { isSecret } from '../model/secret.js';
import { fingerprintValue } from './fingerprint.js';
import { staleIdNotes } from './stale-ids.js';

/** How the objects of one collection are identified (docs/architecture.md, "Identity"). */
export interface KeySpec<D, L> {
  /** Named in messages: "team", "section". */
  readonly noun: string;
  readonly address: (d: D) => Address;
  readonly pinnedId: (d: D) => string | undefined;
  /** The natural key the YAML gives (a title, a label, a slug). */
  readonly naturalKey: (d: D) => MaybeSecret;
  readonly previously: (d: D) => readonly string[];
  readonly liveId: (l: L) => string;
  readonly liveKey: (l: L) => string;
  /** How messages name the natural key: "title", "label", "slug", "space". */
  readonly keyName: string;
}

export interface MatchResult<D, L> {
  readonly matched: Map<D, L>;
  /** Declarations that could not be matched safely: they plan nothing. */
  readonly blocked: Set<D>;
  /** Live objects that a declaration claims or might claim: never deleted or unmanaged. */
  readonly claimed: Set<L>;
  readonly diagnostics: Diagnostic[];
  /**
   * Declarations pinned to an id that is not live, with that id: the object was deleted
   * outside docform (or replaced, as a site space moved to another section is). Each is
   * then matched by its key like an unpinned one, else planned as a create
   * (src/plan/stale-ids.ts says which, beside it).
   */
  readonly stale: Map<D, string>;
}

/**
 * Matches declarations to live objects: a pinned id, else the natural key, else a
 * `previously` key (a rename in place). Two live candidates for one key is an error
 * asking for an id. A pinned id that is not live is the object deleted by hand (or
 * replaced): never an error, since a nightly drift report must show it beside the rest;
 * the declaration is matched by its keys as if unpinned, else created again, with a
 * warning at its `id:` (src/plan/stale-ids.ts). `pool` is the live objects that may
 * match (a collection, or the siblings within one parent).
 */
export function matchKeyed<D, L>(
  desired: readonly D[],
  pool: readonly L[],
  spec: KeySpec<D, L>,
  result: MatchResult<D, L> = emptyMatch(),
): MatchResult<D, L> {
  matchPinnedAll(desired, pool, spec, result);
  matchByKeys(desired, pool, spec, result, 'natural', 'error');
  matchByKeys(desired, pool, spec, result, 'previously', 'error');
  result.diagnostics.push(...staleIdNotes(spec, result));
  return result;
}

/** The declarations with a pinned id, matched against every live object of `pool`. */
export function matchPinnedAll<D, L>(
  desired: readonly D[],
  pool: readonly L[],
  spec: KeySpec<D, L>,
  result: MatchResult<D, L>,
): void {
  let byId: Map<string, L> | undefined; // indexed only when some declaration pins an id
  for (const d of desired) {
    if (settled(d, result) || spec.pinnedId(d) === undefined) continue;
    byId ??= new Map(pool.map((l) => [spec.liveId(l), l] as const));
    matchPinned(d, byId, spec, result);
  }
}

/**
 * The open declarations matched by their natural key or their `previously` keys among
 * the unclaimed objects of `pool`. `skip` leaves an ambiguous one open, without a
 * diagnostic (a looser, second look across a whole site).
 */
export function matchByKeys<D, L>(
  desired: readonly D[],
  pool: readonly L[],
  spec: KeySpec<D, L>,
  result: MatchResult<D, L>,
  which: 'natural' | 'previously',
  onAmbiguous: 'error' | 'skip',
): void {
  const open = desired.filter((d) => !settled(d, result));
  if (open.length === 0) return;
  const free = pool.filter((l) => !result.claimed.has(l));
  const byKey = groupBy(free, spec.liveKey);
  for (const d of open) {
    if (settled(d, result)) continue;
    const keys = which === 'natural' ? [spec.naturalKey(d)] : spec.previously(d);
    matchKey(d, keys, byKey, free, spec, result, onAmbiguous);
  }
}

export function emptyMatch<D, L>(): MatchResult<D, L> {
  return {
    matched: new Map(),
    blocked: new Set(),
    claimed: new Set(),
    diagnostics: [],
    stale: new Map(),
  };
}

function settled<D, L>(d: D, result: MatchResult<D, L>): boolean {
  return result.matched.has(d) || result.blocked.has(d);
}

function matchPinned<D, L>(
  d: D,
  byId: Map<string, L>,
  spec: KeySpec<D, L>,
  result: MatchResult<D, L>,
): void {
  const id = spec.pinnedId(d);
  if (id === undefined) return;
  const live = byId.get(id);
  // left open: the key passes match it, or the planner creates it
  if (live === undefined) result.stale.set(d, id);
  else take(d, live, result);
}

function matchKey<D, L>(
  d: D,
  keys: readonly MaybeSecret[],
  byKey: Map<string, L[]>,
  pool: readonly L[],
  spec: KeySpec<D, L>,
  result: MatchResult<D, L>,
  onAmbiguous: 'error' | 'skip',
): void {
  for (const key of keys) {
    const found = candidatesFor(key, byKey, pool, spec);
    const candidates = found.some((l) => isTaken(l, result))
      ? found.filter((l) => !isTaken(l, result))
      : found;
    if (candidates.length === 0) continue;
    if (candidates.length > 1) {
      if (onAmbiguous === 'skip') return;
      result.blocked.add(d);
      for (const c of candidates) result.claimed.add(c);
      result.diagnostics.push({
        severity: 'error',
        code: 'ambiguous-match',
        address: spec.address(d),
        message: `${spec.noun} ${spec.address(d)} matches ${candidates.length} live objects (ids ${candidates.map(spec.liveId).join(', ')})`,
        hint: 'add `id:` with the id of the one to manage',
      });
      return;
    }
    take(d, candidates[0] as L, result);
    return;
  }
}

function candidatesFor<D, L>(
  key: MaybeSecret,
  byKey: Map<string, L[]>,
  pool: readonly L[],
  spec: KeySpec<D, L>,
): L[] {
  if (!isSecret(key)) return byKey.get(key) ?? [];
  return pool.filter((l) => fingerprintValue(spec.liveKey(l)) === key.fingerprint);
}

function isTaken<D, L>(live: L, result: MatchResult<D, L>): boolean {
  return result.claimed.has(live);
}

function take<D, L>(d: D, live: L, result: MatchResult<D, L>): void {
  result.matched.set(d, live);
  result.claimed.add(live);
}

function groupBy<L>(items: readonly L[], key: (l: L) => string): Map<string, L[]> {
  const map = new Map<string, L[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
