import { rawOf, rewritesOf, versionOf, viewOf } from './undo-world.js';

/*
 * Indexes over the world's arrays, kept per raw array. An index remembers how long the
 * array was and how many non-append changes it had seen (undo-world.ts `rewritesOf`)
 * when it was last brought up to date: while that count holds, the array only grew at
 * its end, so the index takes in the new records alone instead of being rebuilt over
 * every record (a rebuild over 4,000 sections and site spaces on each POST of a section
 * was the emulator's main CPU cost in the plan benchmark). Changes made to the raw
 * arrays outside any view (only the world generator and tests do) are caught when they
 * change a length or when a hit finds another record at its position.
 */

interface IdIndex {
  rewrites: number;
  length: number;
  readonly positions: Map<string, number>;
}

const indexes = new WeakMap<readonly object[], IdIndex>();

/** Adds the records of `raw` from `from` on, keeping the first position of each id. */
function indexIds<T extends { readonly id: string }>(
  raw: readonly T[],
  positions: Map<string, number>,
  from: number,
): void {
  for (let i = from; i < raw.length; i += 1) {
    const record = raw[i];
    if (record !== undefined && !positions.has(record.id)) positions.set(record.id, i);
  }
}

/** The index of `raw` over the records it holds now: extended if it only grew, else rebuilt. */
function currentIds<T extends { readonly id: string }>(raw: readonly T[]): IdIndex {
  const index = indexes.get(raw);
  const rewrites = rewritesOf(raw);
  if (index !== undefined && index.rewrites === rewrites && index.length <= raw.length) {
    indexIds(raw, index.positions, index.length);
    index.length = raw.length;
    return index;
  }
  const fresh: IdIndex = { rewrites, length: raw.length, positions: new Map() };
  indexIds(raw, fresh.positions, 0);
  indexes.set(raw, fresh);
  return fresh;
}

/**
 * `list.find((r) => r.id === id)` through an index kept per array: a hit is checked
 * against the array (the index is rebuilt when the record there is another one), so
 * writes that push, splice or replace records never make it wrong. Views of a site's
 * structure look up one space per site space among 10,000 (the apply benchmark).
 */
export function findById<T extends { readonly id: string }>(
  list: readonly T[],
  id: string,
): T | undefined {
  const raw = rawOf(list);
  let index = currentIds(raw);
  let at = index.positions.get(id);
  if (at !== undefined && raw[at]?.id !== id) {
    // Changed in a way the counts do not show (outside any view): start over.
    indexes.delete(raw);
    index = currentIds(raw);
    at = index.positions.get(id);
  }
  const found = at === undefined ? undefined : raw[at];
  return found === undefined ? undefined : viewOf(list, found);
}

interface Groups {
  version: number;
  rewrites: number;
  length: number;
  readonly positions: Map<string, number[]>;
}

const groups = new WeakMap<readonly object[], Map<string, Groups>>();

/** Adds the records of `raw` from `from` on to their groups by `field`. */
function group<T extends object>(
  raw: readonly T[],
  field: keyof T & string,
  positions: Map<string, number[]>,
  from: number,
): void {
  for (let i = from; i < raw.length; i += 1) {
    const record = raw[i];
    if (record === undefined) continue;
    const key = String(record[field]);
    const at = positions.get(key);
    if (at) at.push(i);
    else positions.set(key, [i]);
  }
}

/**
 * Positions in `raw` of the records by their `field`, through an index brought up to
 * date whenever the array was changed through an undo view (every handler write) or
 * changed length: extended over appended records, rebuilt after any other change. A
 * record changed in place does not change its array, so `field` must be one no write
 * changes (a site space's or a node's `site`).
 */
function positionsBy<T extends object>(
  raw: readonly T[],
  field: keyof T & string,
): Map<string, number[]> {
  const byField = groups.get(raw) ?? new Map<string, Groups>();
  groups.set(raw, byField);
  let entry = byField.get(field);
  const version = versionOf(raw);
  const rewrites = rewritesOf(raw);
  if (entry === undefined || entry.version !== version || entry.length !== raw.length) {
    if (entry !== undefined && entry.rewrites === rewrites && entry.length <= raw.length) {
      group(raw, field, entry.positions, entry.length);
      entry.version = version;
      entry.length = raw.length;
    } else {
      entry = { version, rewrites, length: raw.length, positions: new Map() };
      group(raw, field, entry.positions, 0);
      byField.set(field, entry);
    }
  }
  return entry.positions;
}

/**
 * The records of `list` whose `field` is `value`, in array order, through the index of
 * `positionsBy`. A structure read lists the site spaces of each of a site's sections
 * among 10,000 (the apply benchmark).
 */
export function recordsWith<T extends object, K extends keyof T & string>(
  list: readonly T[],
  field: K,
  value: T[K],
): T[] {
  const raw = rawOf(list);
  const out: T[] = [];
  for (const i of positionsBy(raw, field).get(String(value)) ?? []) {
    const record = raw[i];
    if (record !== undefined && record[field] === value) out.push(viewOf(list, record));
  }
  return out;
}

/**
 * How many records of `list` have `field` equal to `value`: `recordsWith(...).length`
 * without building the list. The sites list counts each site's site spaces: a scan of
 * every site space per site made a list of 1,000 sites take 25-30 ms (docs/performance.md).
 */
export function countWith<T extends object, K extends keyof T & string>(
  list: readonly T[],
  field: K,
  value: T[K],
): number {
  const raw = rawOf(list);
  let count = 0;
  for (const i of positionsBy(raw, field).get(String(value)) ?? []) {
    if (raw[i]?.[field] === value) count += 1;
  }
  return count;
}
