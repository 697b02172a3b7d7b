import type { PrunableCollection } from '../model/kinds.js';
import type { UnmanagedObject } from '../model/plan.js';
import type { PlanContext } from './plan-context.js';

/**
 * A live object of a top-level collection that no declaration matches: deleted when the
 * collection is under `policy.prune`, else listed as unmanaged and left alone
 * (docs/architecture.md, "Ownership"). Gates and protection are applied to every delete
 * later (safety step).
 */
export function planLeftover(
  ctx: PlanContext,
  collection: PrunableCollection,
  object: UnmanagedObject,
): void {
  if (!ctx.desired.policy.prune.includes(collection)) {
    ctx.unmanaged.push(object);
    return;
  }
  ctx.deletes.push({
    address: object.address,
    kind: object.kind,
    action: 'delete',
    id: object.id,
    dependsOn: [],
  });
}
