import type { Address } from '../model/address.js';
import { collectionOf, type CollectionKind } from '../model/kinds.js';
import type { Change, ChangeOf, IdRef, UnmanagedObject } from '../model/plan.js';
import type { FieldPair } from './compare-fields.js';
import { compareFields, declaredFields } from './compare-fields.js';
import type { KeySpec, MatchResult } from './match-keyed.js';
import type { PlanContext } from './plan-context.js';
import { planLeftover } from './plan-leftover.js';

/**
 * A kind of a top-level collection, matched by key: teams, SAML providers, OpenAPI specs,
 * spaces, sites. Its collection is its record's (src/model/kinds).
 */
export interface KeyedKind<D, L, K extends CollectionKind = CollectionKind> {
  readonly kind: K;
  readonly spec: KeySpec<D, L>;
  /** Every managed field; `live` undefined for a create. */
  readonly fields: (ctx: PlanContext, d: D, live: L | undefined) => FieldPair<K>[];
  /** Addresses this object's change must wait for (the team a SAML provider names). */
  readonly dependsOn: (ctx: PlanContext, d: D) => Address[];
  /** Objects the fields name by key, with their ids (a site's grants); called after `fields`. */
  readonly refs?: (ctx: PlanContext, d: D, live: L | undefined) => IdRef[];
  readonly liveAddress: (ctx: PlanContext, l: L) => Address;
  readonly liveTitle: (l: L) => string;
  /** What a live object nobody declares grants, as its unmanaged entry says it. */
  readonly liveGrants?: (l: L) => UnmanagedGrants;
}

/** The part of an unmanaged entry that says what the object grants. */
type UnmanagedGrants = Pick<UnmanagedObject, 'role' | 'admin' | 'access'>;

/**
 * Plans one collection: a create for each unmatched declaration, an update with the
 * differing fields for each matched one, and for the live objects nobody declared a
 * delete (under policy.prune) or an unmanaged entry. Returns the change of each
 * declaration that has one.
 */
export function planKeyed<D, L, K extends CollectionKind>(
  ctx: PlanContext,
  desired: readonly D[],
  live: readonly L[] | undefined,
  match: MatchResult<D, L>,
  kind: KeyedKind<D, L, K>,
): Map<D, Change> {
  const planned = new Map<D, Change>();
  for (const d of desired) {
    if (match.blocked.has(d)) continue;
    const change = changeOf(ctx, d, match.matched.get(d), kind);
    if (change) {
      ctx.changes.push(change);
      planned.set(d, change);
    }
  }
  for (const l of live ?? []) {
    if (match.claimed.has(l)) continue;
    planLeftover(ctx, collectionOf(kind.kind), {
      address: kind.liveAddress(ctx, l),
      kind: kind.kind,
      id: kind.spec.liveId(l),
      title: kind.liveTitle(l),
      ...kind.liveGrants?.(l),
    });
  }
  return planned;
}

function changeOf<D, L, K extends CollectionKind>(
  ctx: PlanContext,
  d: D,
  live: L | undefined,
  kind: KeyedKind<D, L, K>,
): ChangeOf<K> | undefined {
  const address = kind.spec.address(d);
  const dependsOn = kind.dependsOn(ctx, d);
  if (live === undefined) {
    const fields = declaredFields(kind.fields(ctx, d, undefined));
    const refs = refsOf(ctx, d, undefined, kind);
    return { address, kind: kind.kind, action: 'create', fields, dependsOn, ...refs };
  }
  const fields = compareFields(kind.fields(ctx, d, live));
  if (fields.length === 0) return undefined;
  const id = kind.spec.liveId(live);
  const refs = refsOf(ctx, d, live, kind);
  return { address, kind: kind.kind, action: 'update', id, fields, dependsOn, ...refs };
}

function refsOf<D, L, K extends CollectionKind>(
  ctx: PlanContext,
  d: D,
  live: L | undefined,
  kind: KeyedKind<D, L, K>,
): { refs?: IdRef[] } {
  const refs = kind.refs?.(ctx, d, live) ?? [];
  return refs.length === 0 ? {} : { refs };
}
