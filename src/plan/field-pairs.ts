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
 * the API reports it); the others are left undeclared.
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
    const before = live === undefined ? undefined : (fieldValue(live, name) ?? row.absentIs);
    const after = managed(name) ? fieldValue(desired, name) : undefined;
    pairs.push(
      row.unordered === true
        ? { path: name, after, before, compareAfter: sorted(after), compareBefore: sorted(before) }
        : { path: name, after, before },
    );
  }
  return pairs;
}

/** A list as a set compares it: sorted (a copy); anything else as it is. */
function sorted(value: unknown): unknown {
  return Array.isArray(value) ? value.map(String).sort() : value;
}
