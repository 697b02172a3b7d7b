import { prunedToDeclared } from '../model/declared-leaves.js';
import type { FieldRow, FieldTable, PairedByPlanner } from '../model/fields/field-row.js';
import { fieldValue, pairedByPlanner, rowsOf } from '../model/fields/field-row.js';
import type { ResourceKind } from '../model/kinds.js';
import type { FieldName } from '../model/plan.js';
import type { FieldPair } from './compare-fields.js';

/**
 * A kind's table, by the field names the plan gives that kind (some, such as a
 * section's `parent`, are the planner's own and have no row).
 */
export type KindTable<K extends ResourceKind> = FieldTable & {
  readonly [N in FieldName<K>]?: FieldRow;
};

/** A field's values on one side, by name: a desired or live object of the table. */
type Values = object;

/** Every row planned (the default of `managed`): one function, not one per call. */
const EVERY = (): boolean => true;
/** No row paired by the planner (`fieldPairs`). */
const NONE = {};

/** A row as the pairing reads it, flattened once per table: pairs are made by the thousand. */
interface PairRow {
  readonly name: string;
  readonly row: FieldRow;
  readonly keyOnly: boolean;
  readonly byPlanner: boolean;
  readonly asSet: boolean;
  readonly writeOnly: boolean;
}

const PAIR_ROWS = new WeakMap<FieldTable, readonly PairRow[]>();

function pairRowsOf(table: FieldTable): readonly PairRow[] {
  let rows = PAIR_ROWS.get(table);
  if (rows === undefined) {
    rows = rowsOf(table).map(([name, row]) => ({
      name,
      row,
      keyOnly: row.configKey === true,
      byPlanner: pairedByPlanner(row),
      asSet: row.compare === 'set',
      writeOnly: row.writeOnly === true,
    }));
    PAIR_ROWS.set(table, rows);
  }
  return rows;
}

/**
 * The pairs a kind's planner makes itself, one per row it pairs (`PairedByPlanner`: a
 * reference resolved to an id, a content, Markdown, merge rules, a row marked
 * `byPlanner`), by the row's name: a row of that kind with no pairing here is a compile
 * error. A pairing is the pair, or a function that makes it, called only when the object
 * declares the row (an undeclared row makes no pair); the pair itself spares a closure
 * per object where the row is always declared (a redirect's destination).
 */
export type OwnPairs<T extends FieldTable, K extends ResourceKind> = {
  readonly [N in PairedByPlanner<T>]: OwnPair<K>;
};

/** A row's pairing by its kind's planner: the pair, or a function that makes it. */
type OwnPair<K extends ResourceKind> = FieldPair<K> | (() => FieldPair<K>);

/**
 * The field pairs of one object, a declared row each, in the table's order: the declared value
 * and the live one (the row's `absentIs` where the API left it out), a list compared as
 * a set sorted on both sides, a write-only value marked so, and for a row compared by its
 * declared leaves the live value cut to the declared paths. `managed` says whether a
 * row is planned for this object (a field of the seed only is planned where the API
 * reports it); the others are left undeclared.
 */
export function fieldPairs<K extends ResourceKind>(
  table: KindTable<K>,
  desired: Values,
  live: Values | undefined,
  managed: (name: FieldName<K>) => boolean = EVERY,
): FieldPair<K>[] {
  // a kind paired by its rows alone: no row is paired by its planner
  const none = NONE as OwnPairs<KindTable<K>, K>;
  return rowPairs<K, KindTable<K>>(table, desired, live, none, managed);
}

/**
 * `fieldPairs` of a kind whose planner pairs some rows itself (`own`), each in its
 * place in the table's order.
 */
export function rowPairs<K extends ResourceKind, T extends KindTable<K>>(
  table: T,
  desired: Values,
  live: Values | undefined,
  own: OwnPairs<T, K>,
  managed: (name: FieldName<K>) => boolean = EVERY,
): FieldPair<K>[] {
  const pairs: FieldPair<K>[] = [];
  const byPlanner: Readonly<Record<string, OwnPair<K> | undefined>> = own;
  for (const r of pairRowsOf(table)) {
    // the table's keys are names of the kind (`KindTable`)
    const name = r.name as FieldName<K>;
    // the object's key is planned on create only: the live object was matched by it
    if (r.keyOnly && live !== undefined) continue;
    const pair = r.byPlanner ? byPlanner[name] : undefined;
    if (pair !== undefined) {
      // undeclared, not managed: no pair, the planner's own as the others
      if (fieldValue(desired, name) !== undefined)
        pairs.push(typeof pair === 'function' ? pair() : pair);
      continue;
    }
    const after = managed === EVERY || managed(name) ? fieldValue(desired, name) : undefined;
    // an undeclared field is not managed: no pair to compare (most of a site space's rows)
    if (after === undefined) continue;
    pairs.push(usualPair(r, name, after, live));
  }
  return pairs;
}

/**
 * The pair of one row as `fieldPairs` makes it, for a planner that pairs the row itself
 * from it (a site's share links, compared as a set, with the deletes noted beside).
 * `after` is undefined when the object does not declare the row.
 */
export function rowPair<K extends ResourceKind>(
  table: KindTable<K>,
  name: FieldName<K>,
  desired: Values,
  live: Values | undefined,
): FieldPair<K> {
  const after = fieldValue(desired, name);
  if (after !== undefined) {
    for (const r of pairRowsOf(table)) if (r.name === name) return usualPair(r, name, after, live);
  }
  return { path: name, after: undefined, before: undefined };
}

/**
 * The declared value and the live one (the row's `absentIs` where the API left it out),
 * a set sorted on both sides, a write-only value marked so, a value compared by its
 * declared leaves cut to them live.
 */
function usualPair<K extends ResourceKind>(
  r: PairRow,
  name: FieldName<K>,
  after: unknown,
  live: Values | undefined,
): FieldPair<K> {
  const { row } = r;
  const held = live === undefined ? undefined : (fieldValue(live, name) ?? row.absentIs);
  const before = livePart(row, held, after);
  // the usual pair is written at once: a spread per pair cost more than the rest of
  // the loop in a plan of a few thousand objects
  if (r.asSet) {
    return {
      path: name,
      after,
      before,
      compareAfter: sortedList(after),
      compareBefore: sortedList(before),
      ...(r.writeOnly ? { writeOnly: true } : {}),
    };
  }
  if (r.writeOnly) return { path: name, after, before, writeOnly: true };
  return { path: name, after, before };
}

/** A list in sorted order, to compare as a set; anything else as it is. */
function sortedList(value: unknown): unknown {
  return Array.isArray(value) ? [...(value as unknown[])].sort() : value;
}

/** The live value a row compares: cut to the declared paths for `declared-leaves`. */
function livePart(row: FieldRow, live: unknown, declared: unknown): unknown {
  if (row.compare !== 'declared-leaves' || live === undefined || declared === undefined)
    return live;
  return prunedToDeclared(live, declared, row.wholeAt ?? []);
}
