import type { FieldRow } from '../model/fields/field-row.js';
import { fieldValue, rowsOf } from '../model/fields/field-row.js';
import type { ResourceKind } from '../model/kinds.js';
import type { FieldName } from '../model/plan.js';
import type { FieldPair } from './compare-fields.js';

/** A kind's table, by the field names the plan gives that kind. */
type TableOf<K extends ResourceKind> = Readonly<Record<FieldName<K>, FieldRow>>;

/** A field's values on one side, by name: a desired or live object of the table. */
type Values = object;

/**
 * The field pairs of one object, a row each, in the table's order: the declared value
 * and the live one (the row's `absentIs` where the API left it out). `managed` says
 * whether a row is planned for this object (a field of the seed only is planned where
 * the API reports it); the others are left undeclared.
 */
export function fieldPairs<K extends ResourceKind>(
  table: TableOf<K>,
  desired: Values,
  live: Values | undefined,
  managed: (name: FieldName<K>) => boolean = () => true,
): FieldPair<K>[] {
  const pairs: FieldPair<K>[] = [];
  for (const [name, row] of rowsOf(table)) {
    const before = live === undefined ? undefined : (fieldValue(live, name) ?? row.absentIs);
    pairs.push({
      path: name,
      after: managed(name) ? fieldValue(desired, name) : undefined,
      before,
    });
  }
  return pairs;
}
