import type { PrunableCollection } from '../model/kinds.js';
import type { PlanContext } from './plan-context.js';

/**
 * What becomes of a live object that no declaration claims: deleted, listed as
 * unmanaged and left alone, or `kept`: left alone without a line (a redirect planned
 * for a moved path, which a declared `redirects:` does not list).
 */
export type LeftoverFate = 'delete' | 'unmanaged' | 'kept';

/** The fate of each live object of a collection that no declaration claims. */
export type LeftoverPolicy<L> = (live: L) => LeftoverFate;

/**
 * A top-level collection's (docs/architecture.md, "Ownership"): its leftovers are
 * deleted when `policy.prune` names it, else listed as unmanaged. Gates and protection
 * are applied to every delete later (safety step).
 */
export function prunedUnder(
  ctx: PlanContext,
  collection: PrunableCollection,
): LeftoverPolicy<unknown> {
  const fate = ctx.desired.policy.prune.includes(collection) ? 'delete' : 'unmanaged';
  return () => fate;
}

/**
 * A collection the config declares whole, whatever `policy.prune` says (a site's
 * `redirects:`): each leftover is deleted but those `kept` names, which stay without
 * a line. Undeclared, its leftovers are listed as unmanaged.
 */
export function declaredWhole<L>(declared: boolean, kept: (live: L) => boolean): LeftoverPolicy<L> {
  if (!declared) return () => 'unmanaged';
  return (l) => (kept(l) ? 'kept' : 'delete');
}
