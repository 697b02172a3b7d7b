import { prunedToDeclared } from '../model/declared-leaves.js';
import type { FieldRow, FieldTable } from '../model/fields/field-row.js';
import { fieldValue, rowsOf } from '../model/fields/field-row.js';
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

/**
 * The field pairs of one object, a row each, in the table's order: the declared value
 * and the live one (the row's `absentIs` where the API left it out). `managed` says
 * whether a row is planned for this object (a field of the seed only is planned where
 * the API reports it); the others are left undeclared. A row compared by its declared
 * leaves holds the live value cut to the declared paths.
 */
export function fieldPairs<K extends ResourceKind>(
  table: KindTable<K>,
  desired: Values,
  live: Values | undefined,
  managed: (name: FieldName<K>) => boolean = () => true,
): FieldPair<K>[] {
  const pairs: FieldPair<K>[] = [];
  for (const [key, row] of rowsOf<FieldTable>(table)) {
    // the table's keys are names of the kind (`KindTable`)
    const name = key as FieldName<K>;
    const after = managed(name) ? fieldValue(desired, name) : undefined;
    const held = live === undefined ? undefined : (fieldValue(live, name) ?? row.absentIs);
    pairs.push({ path: name, after, before: livePart(row, held, after) });
  }
  return pairs;
}

/** The live value a row compares: cut to the declared paths for `declared-leaves`. */
function livePart(row: FieldRow, live: unknown, declared: unknown): unknown {
  if (row.compare !== 'declared-leaves' || live === undefined || declared === undefined)
    return live;
  return prunedToDeclared(live, declared, row.wholeAt ?? []);
}
