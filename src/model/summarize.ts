// In model, not one layer: plan and report both count by action with it, so the two lines agree.
import type { Address } from './address.js';
import { kindRecordOf } from './kinds.js';
import type { Change, ChangeAction, PlanSummary } from './plan.js';

/**
 * The counts by action of a plan's summary line (`Plan: 1 to create, ...`) and of what
 * an apply did (`Apply: 1 created, ...`), one rule for both so that they agree: a replace
 * is one create and one delete, as Terraform counts a replacement (1 to add, 1 to
 * destroy; then 1 added, 1 destroyed). An invite is counted apart (`1 to invite`).
 */
export function summarize(changes: readonly { readonly action: ChangeAction }[]): PlanSummary {
  const summary = { create: 0, update: 0, move: 0, delete: 0 };
  let invite = 0;
  for (const change of changes) {
    switch (change.action) {
      case 'create':
        summary.create += 1;
        break;
      case 'update':
        summary.update += 1;
        break;
      case 'move':
        summary.move += 1;
        break;
      case 'delete':
        summary.delete += 1;
        break;
      case 'replace':
        summary.create += 1;
        summary.delete += 1;
        break;
      case 'invite':
        invite += 1;
        break;
      default:
        change.action satisfies never;
    }
  }
  // `invite` only when someone is invited: plans and their documents without invites keep
  // the four counts they always had
  return invite === 0 ? summary : { ...summary, invite };
}

/**
 * True for an update that moves its object, as the plan shows it: a new `parent` (a
 * section, group or link put into another group or the site's root, a collection's
 * parent), a row a move call sends (a space's `collection`: `via: 'move'`), or a
 * position among siblings. Counted as a move, as a reorder that changes fields too is
 * (a `move` with `fields`): one change, counted once, where a reader sees it move.
 */
export function movesObject(change: Change): boolean {
  if (change.action !== 'update') return false;
  if (change.position !== undefined) return true;
  const rows = kindRecordOf(change.kind).fields;
  return change.fields.some((f) => f.path === 'parent' || rows[f.path]?.via === 'move');
}

/** The addresses of the updates counted as moves (`movesObject`), for apply's line. */
export function countedAsMoves(changes: readonly Change[]): ReadonlySet<Address> {
  return new Set(changes.filter(movesObject).map((c) => c.address));
}

/** The action a change counts as: an update that moves its object counts as a move. */
export function countedAction(
  change: { readonly action: ChangeAction; readonly address: Address },
  moves: ReadonlySet<Address>,
): ChangeAction {
  return change.action === 'update' && moves.has(change.address) ? 'move' : change.action;
}

/**
 * A plan's summary: its changes by action (an update that moves its object as a move), and as deletes too the ones the delete gate
 * holds that are no change of their own (a grant pruned from a site or space, a share
 * link the list drops: each a line of its site's or space's update; `leafDeletes`), so
 * the count of deletes is the one the gate's warning names.
 */
export function planSummary(
  changes: readonly Change[],
  leaves: ReadonlyMap<string, number>,
): PlanSummary {
  const moves = countedAsMoves(changes);
  const summary = summarize(changes.map((c) => ({ action: countedAction(c, moves) })));
  let more = 0;
  for (const n of leaves.values()) more += n;
  return more === 0 ? summary : { ...summary, delete: summary.delete + more };
}
