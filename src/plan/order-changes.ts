import type { Address } from '../model/address.js';
import type { Change } from '../model/plan.js';
import { isIdRef } from '../model/id-ref.js';
import type { LiveKey } from '../model/live-key.js';
import { keyOf, refKey } from '../model/live-key.js';
import { MinHeap } from '../model/min-heap.js';

/**
 * Completes each change's `dependsOn`: only addresses planned are kept, and a delete
 * also waits for what it would rather follow: the changes `preferred` lists for its live
 * object, by kind and id (a replace that took a child out of it, the change naming the
 * new default), then every change whose old value names the deleted object, of its kind
 * (the SAML provider that stops naming a team, the section re-parented out of a group;
 * not the team that drops a member whose user id a provider shares). Such a wait is
 * added unless it would close a cycle, which a path handed over can make (the new
 * default takes the old default's path, so the old one goes first): a plan with a cycle
 * could not run.
 */
export function completeDependencies(
  changes: readonly Change[],
  preferred: ReadonlyMap<LiveKey, readonly Address[]> = new Map(),
): Change[] {
  const namedBy = new Map<LiveKey, Address[]>();
  for (const change of changes) {
    for (const field of change.fields ?? []) {
      for (const key of referencedKeys(field.before)) {
        const list = namedBy.get(key);
        if (list) list.push(change.address);
        else namedBy.set(key, [change.address]);
      }
    }
  }
  const planned = new Set(changes.map((c) => c.address));
  const kept = changes.map((change) => ({
    ...change,
    dependsOn: [...new Set(change.dependsOn)].filter((a) => a !== change.address && planned.has(a)),
  }));
  const graph = new WaitGraph(kept);
  return kept.map((change) => {
    if (change.action !== 'delete') return change;
    const key = keyOf(change);
    const wanted = new Set([...(preferred.get(key) ?? []), ...(namedBy.get(key) ?? [])]);
    const added = [...wanted].filter(
      (a) =>
        a !== change.address &&
        planned.has(a) &&
        !change.dependsOn.includes(a) &&
        graph.addUnlessCycle(change.address, a),
    );
    return added.length === 0 ? change : { ...change, dependsOn: [...change.dependsOn, ...added] };
  });
}

/**
 * The waits of a plan as a graph, to add a wait only where it closes no cycle. A wait on
 * a change earlier in a valid order of the graph cannot close one (the usual case: a
 * delete waits for changes planned before the deletes); any other is checked by a walk,
 * and the order is made again once such a wait is added.
 */
class WaitGraph {
  readonly #deps: Map<Address, Set<Address>>;
  #rank: Map<Address, number> | undefined;

  constructor(changes: readonly Change[]) {
    this.#deps = new Map(changes.map((c) => [c.address, new Set(c.dependsOn)]));
  }

  /** Adds the wait of `from` for `on`; false, adding nothing, if `on` waits for `from`. */
  addUnlessCycle(from: Address, on: Address): boolean {
    const deps = this.#deps.get(from);
    if (deps === undefined) return false;
    const rank = (this.#rank ??= this.#order());
    const before = (rank.get(on) ?? Infinity) < (rank.get(from) ?? -1);
    if (!before && this.#reaches(on, from)) return false;
    deps.add(on);
    if (!before) this.#rank = undefined;
    return true;
  }

  /** Each change's place in an order where it comes after all it waits for. */
  #order(): Map<Address, number> {
    const changes = [...this.#deps.keys()];
    const order = orderChanges(
      changes.map((address) => ({ address, dependsOn: [...(this.#deps.get(address) ?? [])] })),
    );
    return new Map(order.map((c, i) => [c.address, i]));
  }

  #reaches(from: Address, to: Address): boolean {
    const seen = new Set<Address>([from]);
    const stack = [from];
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
      if (next === to) return true;
      for (const dep of this.#deps.get(next) ?? []) {
        if (!seen.has(dep)) {
          seen.add(dep);
          stack.push(dep);
        }
      }
    }
    return false;
  }
}

/**
 * Sorts so each change comes after what it depends on, keeping the planned order wherever
 * it is free (Kahn's algorithm taking the earliest ready change). The planner decides the
 * order; the applier never re-sorts (CONTRIBUTING.md, rule 4). A cycle cannot come from
 * the planner's rules; should one appear, the rest keep their planned order.
 */
export function orderChanges<C extends Pick<Change, 'address' | 'dependsOn'>>(
  changes: readonly C[],
): C[] {
  const index = new Map(changes.map((c, i) => [c.address, i] as const));
  const waiting = changes.map(() => 0);
  const dependents: number[][] = changes.map(() => []);
  changes.forEach((change, i) => {
    for (const dep of change.dependsOn) {
      const j = index.get(dep);
      if (j === undefined || j === i) continue;
      waiting[i] = (waiting[i] ?? 0) + 1;
      dependents[j]?.push(i);
    }
  });
  const ready = new MinHeap();
  waiting.forEach((n, i) => {
    if (n === 0) ready.push(i);
  });
  const out: C[] = [];
  const done = new Set<number>();
  while (ready.size > 0) {
    const i = ready.pop();
    done.add(i);
    out.push(changes[i] as C);
    for (const k of dependents[i] ?? []) {
      waiting[k] = (waiting[k] ?? 0) - 1;
      if (waiting[k] === 0) ready.push(k);
    }
  }
  changes.forEach((c, i) => {
    if (!done.has(i)) out.push(c);
  });
  return out;
}

/** The live objects the IdRefs in a value name, by kind and id. */
function referencedKeys(value: unknown): LiveKey[] {
  if (isIdRef(value)) {
    const key = refKey(value);
    return key === undefined ? [] : [key];
  }
  if (Array.isArray(value)) return value.flatMap(referencedKeys);
  if (
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return Object.values(value).flatMap(referencedKeys);
  }
  return [];
}
