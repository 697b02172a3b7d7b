import type { Address } from '../model/address.js';
import type { Change } from '../model/plan.js';
import { MinHeap } from '../model/min-heap.js';

export type RunOutcome =
  | { readonly status: 'done'; readonly id?: string; readonly adopted?: boolean }
  | { readonly status: 'failed'; readonly message: string };

export type SlotOutcome = RunOutcome | { readonly status: 'not-started' };

/**
 * Runs changes in the planner's order, up to `parallelism` at once. A change starts
 * once every change it `dependsOn` (within this plan) is done, and once the change
 * before it on the same ordered list of siblings is done: moves name a sibling that
 * must already be where the planner expected it (issue 5, "valid when it runs"), and
 * creates append to that list, so siblings keep plan order. The first failure stops
 * new starts; calls in flight finish; the rest is `not-started`. It never re-sorts:
 * when several changes are ready, the earliest in the plan goes first.
 */
export async function runScheduled(
  changes: readonly Change[],
  parallelism: number,
  run: (change: Change, index: number) => Promise<RunOutcome>,
): Promise<SlotOutcome[]> {
  const outcomes: (SlotOutcome | undefined)[] = changes.map(() => undefined);
  const waitsOn = prerequisites(changes);
  // Ready changes by plan index, lowest first; a change joins once its last prerequisite
  // is done (a scan of every change after each completion cost seconds at 12,000 changes).
  const unmet = waitsOn.map((deps) => deps.length);
  const dependents: number[][] = changes.map(() => []);
  waitsOn.forEach((deps, i) => deps.forEach((j) => dependents[j]?.push(i)));
  const ready = new MinHeap();
  unmet.forEach((n, i) => {
    if (n === 0) ready.push(i);
  });
  const running = new Set<Promise<void>>();
  let stopped = false;

  for (;;) {
    while (!stopped && running.size < parallelism && ready.size > 0) {
      const i = ready.pop();
      const change = changes[i] as Change;
      const task = run(change, i)
        .catch((error: unknown): RunOutcome => ({ status: 'failed', message: messageOf(error) }))
        .then((outcome) => {
          outcomes[i] = outcome;
          running.delete(task);
          if (outcome.status === 'failed') {
            stopped = true;
            return;
          }
          for (const k of dependents[i] ?? []) {
            unmet[k] = (unmet[k] ?? 1) - 1;
            if (unmet[k] === 0) ready.push(k);
          }
        });
      running.add(task);
    }
    if (running.size === 0) break;
    await Promise.race(running);
  }
  return outcomes.map((o) => o ?? { status: 'not-started' });
}

/** For each change, the indexes of the earlier changes it must wait for. */
function prerequisites(changes: readonly Change[]): number[][] {
  const indexOf = new Map<Address, number>();
  changes.forEach((c, i) => indexOf.set(c.address, i));
  const lastOnList = new Map<string, number>();
  return changes.map((change, i) => {
    const deps = new Set<number>();
    for (const address of change.dependsOn) {
      const j = indexOf.get(address);
      if (j !== undefined && j !== i) deps.add(j);
    }
    const list = siblingList(change);
    if (list !== undefined) {
      const previous = lastOnList.get(list);
      if (previous !== undefined) deps.add(previous);
      lastOnList.set(list, i);
    }
    return [...deps];
  });
}

/** The ordered list a child of a site belongs to, named by its parent. */
function siblingList(change: Change): string | undefined {
  if (change.kind !== 'section' && change.kind !== 'group' && change.kind !== 'site-space') {
    return undefined;
  }
  if (change.parent === undefined) return undefined;
  // sections and groups share one list per parent; site spaces have their own
  const family = change.kind === 'site-space' ? 'spaces' : 'nodes';
  return `${family}:${change.parent.ref}`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
