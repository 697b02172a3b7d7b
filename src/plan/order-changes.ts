import type { Address } from '../model/address.js';
import type { Change } from '../model/plan.js';
import { isIdRef } from '../model/id-ref.js';
import { MinHeap } from '../model/min-heap.js';

/**
 * Completes each change's `dependsOn`: a delete also waits for every change whose old
 * value names the deleted object (the SAML provider that stops naming a team, the
 * section re-parented out of a group); then only addresses planned are kept.
 */
export function completeDependencies(changes: readonly Change[]): Change[] {
  const namedBy = new Map<string, Address[]>();
  for (const change of changes) {
    for (const field of change.fields ?? []) {
      for (const id of referencedIds(field.before)) {
        const list = namedBy.get(id);
        if (list) list.push(change.address);
        else namedBy.set(id, [change.address]);
      }
    }
  }
  const planned = new Set(changes.map((c) => c.address));
  return changes.map((change) => {
    const waits = change.action === 'delete' && change.id ? (namedBy.get(change.id) ?? []) : [];
    const deps = [...new Set([...change.dependsOn, ...waits])].filter(
      (a) => a !== change.address && planned.has(a),
    );
    return { ...change, dependsOn: deps };
  });
}

/**
 * Sorts so each change comes after what it depends on, keeping the planned order
 * wherever it is free (Kahn's algorithm taking the earliest ready change). The planner
 * decides the order; the applier never re-sorts (STYLE rule 4). A cycle cannot come
 * from the planner's rules; should one appear, the rest keep their planned order.
 */
export function orderChanges(changes: readonly Change[]): Change[] {
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
  const out: Change[] = [];
  const done = new Set<number>();
  while (ready.size > 0) {
    const i = ready.pop();
    done.add(i);
    out.push(changes[i] as Change);
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

function referencedIds(value: unknown): string[] {
  if (isIdRef(value)) return value.id === undefined ? [] : [value.id];
  if (Array.isArray(value)) return value.flatMap(referencedIds);
  if (
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return Object.values(value).flatMap(referencedIds);
  }
  return [];
}
