import type { Address } from '../../model/address.js';
import type { DesiredCollection } from '../../model/desired.js';
import type { LiveCollection } from '../../model/live.js';
import { liveKey } from '../../model/live-key.js';
import type { MatchResult } from '../match-keyed.js';
import { prunedUnder } from '../leftover-policy.js';
import { waitBeforeDelete, type PlanContext } from '../plan-context.js';
import { planKeyed } from '../plan-keyed.js';
import { COLLECTION_KIND } from './collection-kind.js';
import type { SpaceMatch } from './owned-spaces.js';

/**
 * Collections: created, updated and moved as their declarations say; under
 * `prune: [collections]` an undeclared one is deleted, once what it holds is out of it:
 * after the deletes of the spaces and collections in it (planned after the spaces for
 * that), and after the moves out of it, which name it as their old value
 * (completeDependencies, order-changes.ts, makes a delete wait for those). The API
 * refuses to delete a collection that still holds a space or a collection, so a delete
 * whose collection would still hold one after the plan is an error naming them
 * (`collection-not-empty`), as is a chain of parents that loops (`collection-cycle`).
 */
export function planCollections(
  ctx: PlanContext,
  collections: MatchResult<DesiredCollection, LiveCollection>,
  spaces: SpaceMatch,
): void {
  cycles(ctx);
  const outcome = planKeyed(
    ctx,
    ctx.desired.collections,
    ctx.live.collections,
    collections,
    COLLECTION_KIND,
    prunedUnder(ctx, 'collections'),
  );
  const deleted = new Map<string, Address>();
  for (const [live, fate] of outcome.leftovers) {
    if (fate === 'delete') deleted.set(live.id, COLLECTION_KIND.liveAddress(ctx, live));
  }
  if (deleted.size === 0) return;
  const place = placeAfterPlan(ctx, collections, spaces);
  const spaceDeletes = new Map(
    ctx.deletes.filter((c) => c.kind === 'space').map((c) => [c.id, c.address] as const),
  );
  for (const [id, address] of deleted) {
    const key = liveKey('collection', id);
    const held: string[] = [];
    for (const s of ctx.live.spaces ?? []) {
      if (s.collection !== id) continue;
      const gone = spaceDeletes.get(s.id);
      if (gone !== undefined) waitBeforeDelete(ctx, key, gone);
      else if (!place.spaces.has(s.id) || place.spaces.get(s.id) === id)
        held.push(`space ${JSON.stringify(s.title)} (${s.id})`);
    }
    for (const c of ctx.live.collections ?? []) {
      if (c.parent !== id) continue;
      const gone = deleted.get(c.id);
      if (gone !== undefined) waitBeforeDelete(ctx, key, gone);
      else if (!place.collections.has(c.id) || place.collections.get(c.id) === id)
        held.push(`collection ${JSON.stringify(c.title)} (${c.id})`);
    }
    if (held.length > 0) notEmpty(ctx, address, held);
  }
}

/**
 * The live spaces and collections whose declaration names their collection, by live id:
 * the id of the collection each is in after the plan, null at the root, undefined in a
 * collection the plan creates.
 */
function placeAfterPlan(
  ctx: PlanContext,
  collections: MatchResult<DesiredCollection, LiveCollection>,
  spaces: SpaceMatch,
): {
  spaces: Map<string, string | null | undefined>;
  collections: Map<string, string | null | undefined>;
} {
  const to = (name: string | null): string | null | undefined =>
    name === null ? null : ctx.refs.collection(name)?.id;
  const placedSpaces = new Map<string, string | null | undefined>();
  for (const [d, l] of spaces.match.matched) {
    if (d.collection !== undefined) placedSpaces.set(l.id, to(d.collection));
  }
  const placedCollections = new Map<string, string | null | undefined>();
  for (const [d, l] of collections.matched) {
    if (d.parent !== undefined) placedCollections.set(l.id, to(d.parent));
  }
  return { spaces: placedSpaces, collections: placedCollections };
}

function notEmpty(ctx: PlanContext, address: Address, held: readonly string[]): void {
  ctx.diagnostics.push({
    severity: 'error',
    code: 'collection-not-empty',
    address,
    message: `${address} cannot be deleted: it still holds ${held.join(', ')}`,
    hint: "move them out in the config (a space's `collection:`, a collection's `parent:`), delete them in the same plan, or declare the collection to keep it",
  });
}

/** A declared collection among whose parents it is itself: the API cannot nest it so. */
function cycles(ctx: PlanContext): void {
  const byKey = new Map(ctx.desired.collections.map((c) => [c.key, c] as const));
  for (const start of ctx.desired.collections) {
    const seen = new Set<string>([start.key]);
    for (let at = start.parent; typeof at === 'string'; at = byKey.get(at)?.parent) {
      if (!byKey.has(at)) break;
      if (at === start.key) {
        ctx.diagnostics.push({
          severity: 'error',
          code: 'collection-cycle',
          address: start.address,
          message: `${start.address} is among its own parents (${[...seen].join(' -> ')} -> ${at})`,
          hint: 'give one of them another `parent:`, or none',
        });
        break;
      }
      if (seen.has(at)) break;
      seen.add(at);
    }
  }
}
