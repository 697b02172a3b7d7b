import { prunedToDeclared } from '../model/declared-leaves.js';
import type {
  DesiredFields,
  FieldRow,
  FieldTable,
  PairedByPlanner,
} from '../model/fields/field-row.js';
import { fieldValue, pairedByPlanner, rowsOf } from '../model/fields/field-row.js';
import type { ResourceKind } from '../model/kinds.js';
import type { FieldName } from '../model/plan.js';
import type { FieldPair, RowPair } from './compare-fields.js';

/**
 * A kind's table, by the field names the plan gives that kind (some, such as a
 * section's `parent`, are the planner's own and have no row).
 */
export type KindTable<K extends ResourceKind> = FieldTable & {
  readonly [N in FieldName<K>]?: FieldRow;
};

/**
 * The rows of a kind's table, each named as a field of the kind: a table's keys are its
 * kind's field names (`KindTable`), which TypeScript cannot see for a generic kind.
 */
export function kindRows<K extends ResourceKind>(
  table: KindTable<K>,
): readonly (readonly [FieldName<K>, FieldRow])[] {
  return rowsOf<FieldTable>(table) as readonly (readonly [FieldName<K>, FieldRow])[];
}

/** A field's values on one side, by name: a desired or live object of the table. */
type Values = object;

/** Every row planned (the default of `managed`): one function, not one per call. */
const EVERY = (): boolean => true;

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
 * declares the row (an undeclared row makes no pair), with the declared value (typed by
 * `D`, the desired object: the row's own type unless the planner passes an object of its
 * own) and the pair `fieldPairs` makes of the row (its `compare`), to start from. The
 * pair itself spares a closure per object where the row is always declared (a redirect's
 * destination).
 */
export type OwnPairs<
  T extends FieldTable,
  K extends ResourceKind,
  D extends PlannerValues<T> = DesiredFields<T>,
> = {
  readonly [N in PairedByPlanner<T>]: OwnPair<K, N & FieldName<K>, Declared<D[N]>>;
};

/** A row's pairing by its kind's planner: the pair, or a function that makes it. */
type OwnPair<K extends ResourceKind, N extends FieldName<K>, V> =
  FieldPair<K> | ((declared: V, usual: DeclaredPair<K, N, V>) => FieldPair<K>);

/** A value the object declares: anything but undefined (null removes it). */
type Declared<V> = NonNullable<V> | (V & null);

/** A pair of the declared row N: its `after` is the declared value. */
export interface DeclaredPair<K extends ResourceKind, N extends FieldName<K>, V> extends Omit<
  RowPair<K, N>,
  'after'
> {
  readonly after: V;
}

/** A desired object as the planner-paired rows of `T` are read from it. */
type PlannerValues<T extends FieldTable> = { readonly [N in PairedByPlanner<T>]?: unknown };

/**
 * A table whose rows are all paired by `fieldPairs`; one with a row its planner pairs
 * (`PairedByPlanner`) does not compile there, and names the rows: it goes through
 * `rowPairs`, which asks for their pairings.
 */
type PairedByRows<T extends FieldTable> = [PairedByPlanner<T>] extends [never]
  ? unknown
  : { readonly 'paired by its planner: use rowPairs': PairedByPlanner<T> };

/**
 * The field pairs of one object, a declared row each, in the table's order: the declared value
 * and the live one (the row's `absentIs` where the API left it out), a list compared as
 * a set sorted on both sides, a write-only value marked so, and for a row compared by its
 * declared leaves the live value cut to the declared paths. `managed` says whether a
 * row is planned for this object (a field of the seed only is planned where the API
 * reports it); the others are left undeclared. A table with a row its planner pairs
 * does not compile here (`rowPairs`).
 */
export function fieldPairs<K extends ResourceKind, T extends KindTable<K>>(
  table: T & PairedByRows<T>,
  desired: Values,
  live: Values | undefined,
  managed: (name: FieldName<K>) => boolean = EVERY,
): FieldPair<K>[] {
  return pairsOf<K, T, PlannerValues<T>>(table, desired, live, undefined, managed);
}

/**
 * `fieldPairs` of a kind whose planner pairs some rows itself (`own`), each in its
 * place in the table's order.
 */
export function rowPairs<
  K extends ResourceKind,
  T extends KindTable<K>,
  D extends PlannerValues<T> = DesiredFields<T>,
>(
  table: T,
  desired: D,
  live: Values | undefined,
  own: OwnPairs<T, K, D>,
  managed: (name: FieldName<K>) => boolean = EVERY,
): FieldPair<K>[] {
  return pairsOf(table, desired, live, own, managed);
}

/** The pairs of `fieldPairs` and `rowPairs`; `own` undefined: every row paired the usual way. */
function pairsOf<K extends ResourceKind, T extends KindTable<K>, D extends PlannerValues<T>>(
  table: T,
  desired: D,
  live: Values | undefined,
  own: OwnPairs<T, K, D> | undefined,
  managed: (name: FieldName<K>) => boolean,
): FieldPair<K>[] {
  const pairs: FieldPair<K>[] = [];
  for (const r of pairRowsOf(table)) {
    // the table's keys are names of the kind (`KindTable`)
    const name = r.name as FieldName<K>;
    // the object's key is planned on create only: the live object was matched by it
    if (r.keyOnly && live !== undefined) continue;
    if (r.byPlanner && own !== undefined) {
      // undeclared, not managed: no pair, the planner's own as the others; the row's
      // flags are the type's condition (`pairedByPlanner`), at run time
      const pair = ownPair(own, r.name as PairedByPlanner<T> & FieldName<K>, r, desired, live);
      if (pair !== undefined) pairs.push(pair);
      continue;
    }
    const after = managed === EVERY || managed(name) ? fieldValue(desired, name) : undefined;
    // an undeclared field is not managed: no pair to compare (most of a site space's rows)
    if (after === undefined) continue;
    pairs.push(usualPair<K, FieldName<K>, unknown>(r, name, after, live));
  }
  return pairs;
}

/**
 * The planner's pair of the row `name` (at `path`), with the declared value as the
 * desired object types it; undefined when the object does not declare the row.
 */
function ownPair<
  K extends ResourceKind,
  T extends KindTable<K>,
  D extends PlannerValues<T>,
  N extends PairedByPlanner<T> & FieldName<K>,
>(
  own: OwnPairs<T, K, D>,
  name: N,
  r: PairRow,
  desired: D,
  live: Values | undefined,
): FieldPair<K> | undefined {
  const declared = desired[name];
  if (declared === undefined) return undefined;
  const pairing: OwnPair<K, N, Declared<D[N]>> = own[name];
  if (typeof pairing !== 'function') return pairing;
  return pairing(declared, usualPair<K, N, Declared<D[N]>>(r, name, declared, live));
}

/**
 * The declared value and the live one (the row's `absentIs` where the API left it out),
 * a set sorted on both sides, a write-only value marked so, a value compared by its
 * declared leaves cut to them live.
 */
function usualPair<K extends ResourceKind, N extends FieldName<K>, V>(
  r: PairRow,
  name: N,
  after: V,
  live: Values | undefined,
): DeclaredPair<K, N, V> & FieldPair<K> {
  const { row } = r;
  const held = live === undefined ? undefined : (fieldValue(live, name) ?? row.absentIs);
  const before = livePart(row, held, after);
  // the usual pair is written at once: a spread per pair cost more than the rest of
  // the loop in a plan of a few thousand objects
  const pair = r.asSet
    ? {
        path: name,
        after,
        before,
        compareAfter: sortedList(after),
        compareBefore: sortedList(before),
        ...(r.writeOnly ? { writeOnly: true } : {}),
      }
    : r.writeOnly
      ? { path: name, after, before, writeOnly: true }
      : { path: name, after, before };
  // the values are read by the row's name from objects typed by the rows (`DesiredFields`,
  // `LiveFields`), which a table generic over its rows cannot show TypeScript
  return pair as DeclaredPair<K, N, V> & FieldPair<K>;
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
