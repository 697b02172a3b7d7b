import type { Address } from '../model/address.js';
import type { NotStartedReason } from '../model/apply-result.js';
import type { Change } from '../model/plan.js';
import { kindRecordOf } from '../model/kinds.js';
import { MinHeap } from '../model/min-heap.js';
import { siblingList } from '../model/sibling-list.js';

export type RunOutcome =
  | { readonly status: 'done'; readonly id?: string; readonly adopted?: boolean }
  | { readonly status: 'failed'; readonly message: string };

export type SlotOutcome =
  | RunOutcome
  | { readonly status: 'not-started'; readonly reason: Exclude<NotStartedReason, 'refused'> };

/**
 * Runs changes in the planner's order, up to `parallelism` at once. A change starts
 * once every change it `dependsOn` (within this plan) is done, and once the change
 * before it on the same ordered list of siblings is done: moves name a sibling that
 * must already be where the planner expected it (valid when it runs), and
 * creates append to that list, so siblings keep plan order. One exception: a section or
 * group create followed on its list by another create (neither with a position) only
 * has to be answered, not done, before the next starts. A change whose create was
 * answered and that waits for a re-read shared with other creates calls `rereading`:
 * it gives up its slot, to that next sibling first, else to the next ready change, so
 * that more creates are answered before the read goes and share it (docs/apply.md,
 * "Fewer re-reads"). The first failure, or `signal` aborting, stops new starts; the
 * changes in flight finish, every call of theirs included; the rest is `not-started`,
 * with what stopped them as the reason (`after-failure`, `interrupted`; `blocked` when
 * nothing stopped the run but a change it waits for never ran). It never re-sorts: when
 * several changes are ready, the earliest in the plan goes first.
 */
export async function runScheduled(
  changes: readonly Change[],
  parallelism: number,
  run: (change: Change, index: number, rereading: () => void) => Promise<RunOutcome>,
  signal?: AbortSignal,
): Promise<SlotOutcome[]> {
  const outcomes: (SlotOutcome | undefined)[] = changes.map(() => undefined);
  const { waitsOn, appendedBefore } = prerequisites(changes);
  // Ready changes by plan index, lowest first; a change joins once its last prerequisite
  // is done (a scan of every change after each completion cost seconds at 12,000 changes).
  const unmet = waitsOn.map((deps, i) => deps.length + (appendedBefore[i] === undefined ? 0 : 1));
  const dependents: number[][] = changes.map(() => []);
  waitsOn.forEach((deps, i) => deps.forEach((j) => dependents[j]?.push(i)));
  // the next sibling that waits only for this change's create to be answered
  const nextSibling: (number | undefined)[] = changes.map(() => undefined);
  appendedBefore.forEach((j, i) => {
    if (j !== undefined) nextSibling[j] = i;
  });
  const ready = new MinHeap();
  unmet.forEach((n, i) => {
    if (n === 0) ready.push(i);
  });
  // next siblings handed a slot by the create before them: they go before `ready`, so
  // that they are in flight when that create's re-read decides whether to wait
  const handedOver: number[] = [];
  const satisfy = (k: number, handOver = false): void => {
    unmet[k] = (unmet[k] ?? 1) - 1;
    if (unmet[k] === 0) (handOver ? handedOver : ready).push(k);
  };
  let inFlight = 0; // started and not finished
  let holding = 0; // of those, the ones holding a slot
  const released = changes.map(() => false);
  let wake = (): void => undefined;
  // frees the slot of change i and lets its next sibling go, once
  const release = (i: number, sibling: boolean): void => {
    if (released[i]) return;
    released[i] = true;
    holding -= 1;
    const next = nextSibling[i];
    if (sibling && next !== undefined) satisfy(next, true);
  };
  // what stopped new starts: the first failure, or the signal; the first one holds
  let stoppedBy: 'after-failure' | 'interrupted' | undefined;
  const stopped = (): boolean => {
    if (stoppedBy === undefined && signal?.aborted === true) stoppedBy = 'interrupted';
    return stoppedBy !== undefined;
  };

  for (;;) {
    while (!stopped() && holding < parallelism && (handedOver.length > 0 || ready.size > 0)) {
      const i = handedOver.pop() ?? ready.pop();
      const change = changes[i] as Change;
      inFlight += 1;
      holding += 1;
      const rereading = (): void => {
        if (released[i]) return;
        release(i, !stopped());
        wake();
      };
      void run(change, i, rereading)
        .catch((error: unknown): RunOutcome => ({ status: 'failed', message: messageOf(error) }))
        .then((outcome) => {
          outcomes[i] = outcome;
          inFlight -= 1;
          if (outcome.status === 'failed' && !stopped()) stoppedBy = 'after-failure';
          release(i, !stopped());
          if (!stopped()) for (const k of dependents[i] ?? []) satisfy(k);
          wake();
        });
    }
    if (inFlight === 0) break;
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
  }
  const reason = stoppedBy ?? 'blocked';
  return outcomes.map((o) => o ?? { status: 'not-started', reason });
}

interface Prerequisites {
  /** For each change, the indexes of the earlier changes that must be done first. */
  readonly waitsOn: number[][];
  /** For each change, the earlier sibling whose create only has to be answered first. */
  readonly appendedBefore: (number | undefined)[];
}

function prerequisites(changes: readonly Change[]): Prerequisites {
  const indexOf = new Map<Address, number>();
  changes.forEach((c, i) => indexOf.set(c.address, i));
  const lastOnList = new Map<string, number>();
  const appendedBefore: (number | undefined)[] = changes.map(() => undefined);
  const waitsOn = changes.map((change, i) => {
    const deps = new Set<number>();
    for (const address of change.dependsOn) {
      const j = indexOf.get(address);
      if (j !== undefined && j !== i) deps.add(j);
    }
    const list = siblingList(change);
    if (list !== undefined) {
      const previous = lastOnList.get(list);
      if (previous !== undefined && !deps.has(previous)) {
        if (appendsAfter(changes[previous] as Change, change)) appendedBefore[i] = previous;
        else deps.add(previous);
      }
      lastOnList.set(list, i);
    }
    return [...deps];
  });
  return { waitsOn, appendedBefore };
}

/**
 * True when `next` only needs `previous` to exist, last on their list: both are creates
 * of sections, groups or links that the API appends (no position), and nothing `previous` does
 * after its create could collide with `next` (a `path`, unique in a site; `default`,
 * one per site). `next` does not name `previous` (then it `dependsOn` it).
 */
function appendsAfter(previous: Change, next: Change): boolean {
  const appends = (c: Change): boolean =>
    c.action === 'create' &&
    c.position === undefined &&
    // a section, group or link: the kinds of a site's list of nodes
    kindRecordOf(c.kind).siblings === 'nodes';
  if (!appends(previous) || !appends(next)) return false;
  return !(previous.fields ?? []).some((f) => f.path === 'path' || f.path === 'default');
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
