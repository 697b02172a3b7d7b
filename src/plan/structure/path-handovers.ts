import type { Address } from '../../model/address.js';
import { temporaryPathAddress } from '../../model/address.js';
import type { LiveKey } from '../../model/live-key.js';
import { keyOf, liveKey } from '../../model/live-key.js';
import type { Change } from '../../model/plan.js';
import { appendsLast, siblingList } from '../../model/sibling-list.js';
import type { SiteScope } from './site-scope.js';
import type { PathHolder, PathHolders, PathScope, TakenPath } from './path-holders.js';
import { pathHolders, takenPath, temporaryPath } from './path-holders.js';

/**
 * Orders the changes of one site's structure so that every path is free when it is
 * taken. The API refuses a path another section of the site, or another site space of
 * the section, holds (409, docs/emulator-sites.md, "Paths"), so a change that takes a
 * path a live object holds waits for the change that frees it: the holder's delete, its
 * replace (a site space leaving the section), or its own path change. Where that wait
 * would close a cycle (two objects swap paths, or paths go round), the holder first moves
 * to a temporary path in a step of its own (`<address>.temporary-path`, an update of its
 * path), and the taker waits for that step instead: n + 1 calls for n paths going round,
 * the fewest the API allows, as it has no call that swaps paths (docs/apply.md, "Paths
 * handed over"). `deletes` are the site's structure deletes (they only free paths).
 * Returns `changes` with the waits added and the steps placed before their takers. A
 * drift report plans no step: its changes are differences, and a step is none.
 */
export function orderPathHandovers(
  scope: SiteScope,
  changes: readonly Change[],
  deletes: readonly Change[],
): Change[] {
  const takers = changes.flatMap((change) => {
    const taken = takenPath(scope, change);
    return taken === undefined ? [] : [{ change, taken }];
  });
  // the live paths are indexed only when a change takes one: a site whose plan sets no
  // path (most of them, and every site of a plan with no changes) never walks its tree
  if (takers.length === 0) return [...changes];
  const holders = pathHolders(scope);
  const handovers: Handover[] = [];
  for (const { change, taken } of takers) {
    const holder = holders.holderOf(taken.scope, taken.path);
    if (holder && holder.id !== change.id) handovers.push({ taker: change, taken, holder });
  }
  if (handovers.length === 0) return [...changes];
  const freers = freersByKey([...changes, ...deletes], holders);
  const graph = orderGraph([...changes, ...deletes]);
  const waits = new Map<Address, Address>();
  const steps = new Map<Address, Change>();
  const used = usedPaths(scope, changes, holders);
  for (const { taker, taken, holder } of handovers) {
    const freer = freers.get(keyOf(holder));
    if (freer === undefined || freer.address === taker.address) continue;
    if (!reaches(graph, freer.address, taker.address)) {
      waits.set(taker.address, freer.address);
      graph.get(taker.address)?.add(freer.address);
      continue;
    }
    if (scope.ctx.drift === true) continue;
    const step = temporaryStep(scope, freer, holder, used.get(taken.scope));
    steps.set(taker.address, step);
    waits.set(taker.address, step.address);
  }
  const out: Change[] = [];
  for (const change of changes) {
    const step = steps.get(change.address);
    if (step) out.push(step);
    const wait = waits.get(change.address);
    out.push(wait === undefined ? change : waitingFor(change, [wait]));
  }
  return inAppendOrder(
    out,
    new Set([...waits].filter(([taker]) => !steps.has(taker)).map(([taker]) => taker)),
  );
}

interface Handover {
  readonly taker: Change;
  readonly taken: TakenPath;
  readonly holder: PathHolder;
}

/**
 * The change that moves each live holder off its path (by the holder's kind and id): its
 * delete, its replace, or a change of its `path`.
 */
function freersByKey(changes: readonly Change[], holders: PathHolders): Map<LiveKey, Change> {
  const out = new Map<LiveKey, Change>();
  for (const change of changes) {
    if (change.id === undefined) continue;
    const key = liveKey(change.kind, change.id);
    if (!holders.byKey.has(key)) continue;
    const frees =
      change.action === 'delete' ||
      change.action === 'replace' ||
      (change.fields ?? []).some((f) => f.path === 'path');
    if (frees) out.set(key, change);
  }
  return out;
}

/**
 * What each change waits for, within the site: its `dependsOn`, and the order of the
 * children appended last on one list, which only running in plan order keeps
 * (inAppendOrder). A wait that would close a cycle here could never be met.
 */
function orderGraph(changes: readonly Change[]): Map<Address, Set<Address>> {
  const graph = new Map<Address, Set<Address>>(changes.map((c) => [c.address, new Set()]));
  const lastAppended = new Map<string, Address>();
  for (const change of changes) {
    const deps = graph.get(change.address) as Set<Address>;
    for (const dep of change.dependsOn) if (graph.has(dep)) deps.add(dep);
    const list = siblingList(change);
    if (list === undefined || !appendsLast(change)) continue;
    const previous = lastAppended.get(list);
    if (previous !== undefined) deps.add(previous);
    lastAppended.set(list, change.address);
  }
  return graph;
}

/** True when `from` waits, directly or not, for `to`. */
function reaches(graph: ReadonlyMap<Address, ReadonlySet<Address>>, from: Address, to: Address) {
  const seen = new Set<Address>([from]);
  const stack = [from];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (next === to) return true;
    for (const dep of graph.get(next) ?? []) {
      if (!seen.has(dep)) {
        seen.add(dep);
        stack.push(dep);
      }
    }
  }
  return false;
}

/** Paths no temporary path may take, per scope: held now, or taken by the plan. */
function usedPaths(
  scope: SiteScope,
  changes: readonly Change[],
  holders: PathHolders,
): { get(where: PathScope): Set<string> } {
  const byScope = new Map<PathScope, Set<string>>();
  return {
    get(where) {
      let used = byScope.get(where);
      if (used !== undefined) return used;
      used = new Set(holders.pathsIn(where));
      for (const change of changes) {
        const taken = takenPath(scope, change);
        if (taken?.scope === where) used.add(taken.path);
      }
      byScope.set(where, used);
      return used;
    },
  };
}

/** The step that moves `holder` to a temporary path, part of `freer`'s change. */
function temporaryStep(
  scope: SiteScope,
  freer: Change,
  holder: PathHolder,
  used: Set<string>,
): Change {
  const path = temporaryPath(holder.path, used);
  used.add(path);
  return {
    address: temporaryPathAddress(freer.address),
    kind: holder.kind,
    action: 'update',
    id: holder.id,
    parent: holder.parent,
    site: scope.siteRef,
    fields: [{ path: 'path', before: holder.path, after: path }],
    dependsOn: [],
  };
}

function waitingFor(change: Change, addresses: readonly Address[]): Change {
  return { ...change, dependsOn: [...new Set([...change.dependsOn, ...addresses])] };
}

/**
 * A child appended last on its list (a create, replace or re-parenting, no position)
 * reaches its wanted place only by running in plan order, and a wait for a path can
 * make it run later. So from the first such child that waits for a path, each child
 * appended after it on the same list waits for the one before, and all keep their
 * order whatever else they wait for.
 */
function inAppendOrder(changes: readonly Change[], delayed: ReadonlySet<Address>): Change[] {
  const chained = new Map<string, Address>();
  return changes.map((change) => {
    const list = siblingList(change);
    if (list === undefined || !appendsLast(change)) return change;
    const previous = chained.get(list);
    if (previous === undefined && !delayed.has(change.address)) return change;
    chained.set(list, change.address);
    return previous === undefined ? change : waitingFor(change, [previous]);
  });
}
