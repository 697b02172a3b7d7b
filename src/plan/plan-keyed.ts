import type { Address } from '../model/address.js';
import type { CollectionKind } from '../model/kinds.js';
import type { Change, ChangeOf, FieldChange, IdRef, UnmanagedObject } from '../model/plan.js';
import type { FieldPair } from './compare-fields.js';
import { compareFields, declaredFields } from './compare-fields.js';
import type { LeftoverFate, LeftoverPolicy } from './leftover-policy.js';
import type { KeySpec, MatchResult } from './match-keyed.js';
import type { PlanContext } from './plan-context.js';

/** The kinds planned as keyed collections: those of a top-level collection, and a site's redirects. */
export type KeyedKindName = CollectionKind | 'redirect';

/**
 * A collection matched by key: teams, SAML providers, OpenAPI specs, spaces, sites,
 * members, and a site's redirects.
 */
export interface KeyedKind<D, L, K extends KeyedKindName = KeyedKindName> {
  readonly kind: K;
  readonly spec: KeySpec<D, L>;
  /** Every managed field; `live` undefined for a create. */
  readonly fields: (ctx: PlanContext, d: D, live: L | undefined) => FieldPair<K>[];
  /** Addresses this object's change must wait for (the team a SAML provider names). */
  readonly dependsOn: (ctx: PlanContext, d: D) => Address[];
  /** Objects the fields name by key, with their ids (a site's grants); called after `fields`. */
  readonly refs?: (ctx: PlanContext, d: D, live: L | undefined) => IdRef[];
  /**
   * How a declaration no live object matches is planned: created (without this), invited
   * (a member), or not at all (undefined: this has said why, an error).
   */
  readonly creates?: (ctx: PlanContext, d: D) => 'create' | 'invite' | undefined;
  /** The site holding the collection (a redirect's): every change names it, as parent too. */
  readonly site?: IdRef;
  readonly liveAddress: (ctx: PlanContext, l: L) => Address;
  readonly liveTitle: (l: L) => string;
  /** What a delete shows of the live object (a redirect's source and destination). */
  readonly liveFields?: (l: L) => FieldChange<K>[];
  /**
   * What the unmanaged entry of a live object nobody declares says besides its title:
   * what it grants, where it leads.
   */
  readonly liveDetail?: (l: L) => UnmanagedDetail;
}

/** The part of an unmanaged entry that says what the object grants or does. */
export type UnmanagedDetail = Omit<UnmanagedObject, 'address' | 'kind' | 'id' | 'title'>;

/** What planning one collection did, for the notes its planner adds. */
export interface KeyedOutcome<D, L> {
  /** The change of each declaration that has one. */
  readonly changes: ReadonlyMap<D, Change>;
  /** Each live object no declaration claims, with what became of it, in the live order. */
  readonly leftovers: ReadonlyMap<L, LeftoverFate>;
  /** The unmanaged entries of those listed. */
  readonly unmanaged: readonly UnmanagedObject[];
}

/**
 * Plans one collection: a create (or invite) for each unmatched declaration, an update
 * with the differing fields for each matched one, and for each live object of `live`
 * nobody claims what `leftover` says: a delete, an unmanaged entry, or nothing.
 */
export function planKeyed<D, L, K extends KeyedKindName>(
  ctx: PlanContext,
  desired: readonly D[],
  live: readonly L[] | undefined,
  match: MatchResult<D, L>,
  kind: KeyedKind<D, L, K>,
  leftover: LeftoverPolicy<L>,
): KeyedOutcome<D, L> {
  const changes = new Map<D, Change>();
  for (const d of desired) {
    if (match.blocked.has(d)) continue;
    const change = changeOf(ctx, d, match.matched.get(d), live, kind);
    if (change) {
      ctx.changes.push(change);
      changes.set(d, change);
    }
  }
  const leftovers = new Map<L, LeftoverFate>();
  const unmanaged: UnmanagedObject[] = [];
  for (const l of live ?? []) {
    if (match.claimed.has(l)) continue;
    const fate = leftover(l);
    leftovers.set(l, fate);
    if (fate === 'delete') ctx.deletes.push(deleteOf(ctx, l, kind));
    if (fate !== 'unmanaged') continue;
    const entry = {
      address: kind.liveAddress(ctx, l),
      kind: kind.kind,
      id: kind.spec.liveId(l),
      title: kind.liveTitle(l),
      ...kind.liveDetail?.(l),
    };
    ctx.unmanaged.push(entry);
    unmanaged.push(entry);
  }
  return { changes, leftovers, unmanaged };
}

function changeOf<D, L, K extends KeyedKindName>(
  ctx: PlanContext,
  d: D,
  live: L | undefined,
  pool: readonly L[] | undefined,
  kind: KeyedKind<D, L, K>,
): ChangeOf<K> | undefined {
  const action =
    live !== undefined ? 'update' : kind.creates === undefined ? 'create' : kind.creates(ctx, d);
  if (action === undefined) return undefined;
  const address = kind.spec.address(d);
  const base = { address, kind: kind.kind, ...within(kind) };
  const dependsOn = kind.dependsOn(ctx, d);
  if (live === undefined) {
    const fields = declaredFields(kind.fields(ctx, d, undefined));
    const refs = refsOf(ctx, d, undefined, kind);
    if (action === 'invite') return { ...base, action, fields, dependsOn, ...refs };
    const taken = takenKey(d, pool, kind);
    return { ...base, action: 'create', fields, dependsOn, ...refs, ...taken };
  }
  const fields = compareFields(kind.fields(ctx, d, live));
  if (fields.length === 0) return undefined;
  const id = kind.spec.liveId(live);
  const refs = refsOf(ctx, d, live, kind);
  return { ...base, action: 'update', id, fields, dependsOn, ...refs };
}

/**
 * The live objects that hold a created declaration's natural key: each is claimed by
 * another declaration (else this one would have matched it), so the apply must not take
 * it for a duplicate of the one it makes.
 */
function takenKey<D, L, K extends KeyedKindName>(
  d: D,
  pool: readonly L[] | undefined,
  kind: KeyedKind<D, L, K>,
): { taken?: readonly string[] } {
  const key = kind.spec.naturalKey(d);
  if (typeof key !== 'string' || pool === undefined) return {};
  const taken = pool.filter((l) => kind.spec.liveKey(l) === key).map(kind.spec.liveId);
  return taken.length === 0 ? {} : { taken };
}

function deleteOf<D, L, K extends KeyedKindName>(
  ctx: PlanContext,
  l: L,
  kind: KeyedKind<D, L, K>,
): ChangeOf<K> {
  const fields = kind.liveFields?.(l);
  return {
    address: kind.liveAddress(ctx, l),
    kind: kind.kind,
    action: 'delete',
    id: kind.spec.liveId(l),
    ...within(kind),
    dependsOn: [],
    ...(fields === undefined ? {} : { fields }),
  };
}

/** The parent and site of a collection's objects, when a site holds it. */
function within<D, L, K extends KeyedKindName>(
  kind: KeyedKind<D, L, K>,
): { parent?: IdRef; site?: IdRef } {
  return kind.site === undefined ? {} : { parent: kind.site, site: kind.site };
}

function refsOf<D, L, K extends KeyedKindName>(
  ctx: PlanContext,
  d: D,
  live: L | undefined,
  kind: KeyedKind<D, L, K>,
): { refs?: IdRef[] } {
  const refs = kind.refs?.(ctx, d, live) ?? [];
  return refs.length === 0 ? {} : { refs };
}
