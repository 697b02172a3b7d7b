import { rawOf, viewOf } from './undo-world.js';

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
