import type { Address } from '../../model/address.js';
import { parentLoops } from '../../model/collection-parents.js';
import type { DesiredCollection } from '../../model/desired.js';
import type { LiveCollection } from '../../model/live.js';
import { liveKey } from '../../model/live-key.js';
import type { MatchResult } from '../match-keyed.js';
import { protectingEntry } from '../filter-policy.js';
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
  const spaceDeletes = new Map<string, Address>();
  for (const c of ctx.deletes)
    if (c.kind === 'space' && c.id !== undefined) spaceDeletes.set(c.id, c.address);
  const kept = keptByProtect(ctx, deleted, spaceDeletes);
  for (const [id, address] of deleted) {
    if (kept.has(id)) continue;
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
 * The pruned collections `policy.protect` keeps by what they hold: a protected object is
 * never deleted, nor is what holds it (as a protected section keeps its site), so a
 * collection holding a space whose delete is protected, or a collection kept, is kept
 * too: its delete is dropped here, with the warning `policy.protect` gives, since the API
 * would refuse it. The delete of a protected collection itself is left to the policy's
 * filter (src/plan/filter-policy.ts).
 */
function keptByProtect(
  ctx: PlanContext,
  deleted: ReadonlyMap<string, Address>,
  spaceDeletes: ReadonlyMap<string, Address>,
): ReadonlySet<string> {
  const { protect } = ctx.desired.policy;
  const kept = new Set<string>();
  if (protect.length === 0) return kept;
  const isProtected = (address: Address): boolean => protectingEntry(address, protect) >= 0;
  for (const [id, address] of deleted) if (isProtected(address)) kept.add(id);
  // why each collection is kept: what it holds, named and with its id
  const reasons: { id: string; address: Address; name: string; heldId: string }[] = [];
  for (let grew = true; grew;) {
    grew = false;
    for (const [id, address] of deleted) {
      if (kept.has(id)) continue;
      const space = (ctx.live.spaces ?? []).find((s) => {
        const gone = s.collection === id ? spaceDeletes.get(s.id) : undefined;
        return gone !== undefined && isProtected(gone);
      });
      const child = (ctx.live.collections ?? []).find((c) => c.parent === id && kept.has(c.id));
      const held =
        space !== undefined
          ? { name: `space ${JSON.stringify(space.title)}`, heldId: space.id }
          : child !== undefined
            ? { name: `collection ${JSON.stringify(child.title)}`, heldId: child.id }
            : undefined;
      if (held === undefined) continue;
      kept.add(id);
      reasons.push({ id, address, ...held });
      grew = true;
    }
  }
  for (const { id, address, name, heldId } of reasons) {
    const at = ctx.deletes.findIndex((c) => c.kind === 'collection' && c.id === id);
    if (at >= 0) ctx.deletes.splice(at, 1);
    ctx.diagnostics.push({
      severity: 'warning',
      code: 'delete-protected',
      address,
      message: `${address} is not deleted: it holds ${name} (${heldId}), which policy.protect keeps`,
      hint: `remove the entry that keeps ${name} from policy.protect to let docform delete both`,
    });
  }
  return kept;
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

/**
 * A delete the API would refuse: an error in a plan; in a drift report a warning beside
 * the delete, which is a difference to report (the collection is live and the YAML
 * prunes it), so that a nightly check reports it instead of failing.
 */
function notEmpty(ctx: PlanContext, address: Address, held: readonly string[]): void {
  ctx.diagnostics.push({
    severity: ctx.drift === true ? 'warning' : 'error',
    code: 'collection-not-empty',
    address,
    message: `${address} cannot be deleted: it still holds ${held.join(', ')}`,
    hint: "move them out in the config (a space's `collection:`, a collection's `parent:`), delete them in the same plan, or declare the collection to keep it",
  });
}

/** A declared collection among whose parents it is itself: the API cannot nest it so. */
function cycles(ctx: PlanContext): void {
  const addresses = new Map(ctx.desired.collections.map((c) => [c.key, c.address] as const));
  for (const loop of parentLoops(ctx.desired.collections)) {
    const address = addresses.get(loop.key) ?? loop.key;
    ctx.diagnostics.push({
      severity: 'error',
      code: 'collection-cycle',
      address,
      message: `${address} is among its own parents (${loop.chain})`,
      hint: 'give one of them another `parent:`, or none',
    });
  }
}
