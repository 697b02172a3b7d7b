import { rawOf, versionOf, viewOf } from './undo-world.js';

const indexes = new WeakMap<readonly object[], Map<string, number>>();

/**
 * `list.find((r) => r.id === id)` through an index kept per array: a hit is checked
 * against the array (the index is rebuilt when the record there is another one), so
 * writes that push, splice or replace records never make it wrong. Views of a site's
 * structure look up one space per site space among 10,000 (issue 8 benchmark).
 */
export function findById<T extends { readonly id: string }>(
  list: readonly T[],
  id: string,
): T | undefined {
  const raw = rawOf(list);
  let at = indexes.get(raw)?.get(id);
  if (at === undefined || raw[at]?.id !== id) {
    const index = new Map<string, number>();
    raw.forEach((record, i) => {
      if (!index.has(record.id)) index.set(record.id, i);
    });
    indexes.set(raw, index);
    at = index.get(id);
  }
  const found = at === undefined ? undefined : raw[at];
  return found === undefined ? undefined : viewOf(list, found);
}

interface Groups {
  readonly version: number;
  readonly length: number;
  readonly positions: Map<string, number[]>;
}

const groups = new WeakMap<readonly object[], Map<string, Groups>>();

/**
 * The records of `list` whose `field` is `value`, in array order, through an index
 * rebuilt whenever the array was changed through an undo view (every handler write) or
 * changed length. A structure read lists the site spaces of each of a site's sections
 * among 10,000 (issue 8 benchmark).
 */
export function recordsWith<T extends object, K extends keyof T & string>(
  list: readonly T[],
  field: K,
  value: T[K],
): T[] {
  const raw = rawOf(list);
  const byField = groups.get(raw) ?? new Map<string, Groups>();
  groups.set(raw, byField);
  let entry = byField.get(field);
  if (entry === undefined || entry.version !== versionOf(raw) || entry.length !== raw.length) {
    const positions = new Map<string, number[]>();
    raw.forEach((record, i) => {
      const key = String(record[field]);
      const at = positions.get(key);
      if (at) at.push(i);
      else positions.set(key, [i]);
    });
    entry = { version: versionOf(raw), length: raw.length, positions };
    byField.set(field, entry);
  }
  const out: T[] = [];
  for (const i of entry.positions.get(String(value)) ?? []) {
    const record = raw[i];
    if (record !== undefined && record[field] === value) out.push(viewOf(list, record));
  }
  return out;
}
