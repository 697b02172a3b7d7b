import type { ResourceKind } from './kinds.js';
import type {
  AfterValue,
  BeforeValue,
  FieldChange,
  FieldName,
  RowChange,
} from './planned-fields.js';

/*
 * A kind's changed field is a union by field name (`FieldChange<K>`, planned-fields.ts),
 * each name carrying its row's value types. Code generic over the kind or the name
 * (comparing any row, walking any table, reading any field) holds a name of
 * `FieldName<K>` and a value read by it, and TypeScript cannot correlate the two: for a
 * generic K it cannot tell which member of the union a change is. These two functions are
 * where that correlation is asserted, once each way; every other place reads and writes
 * changes typed.
 */

/**
 * The change of the field `path` of kind K, from values read by that name: the planner's
 * comparison of a row's pair (its `after` and `before`, of the row's planned types), a
 * delete's summary of a live object by its table, a value with its references resolved.
 */
export function fieldChange<K extends ResourceKind>(
  path: FieldName<K>,
  after: unknown,
  before?: unknown,
): FieldChange<K> {
  const change = before === undefined ? { path, after } : { path, before, after };
  // the values are those of the row `path` names (see above)
  return change as FieldChange<K>;
}

/** The change of the field `path` among `fields`, typed by its row; undefined when absent. */
export function changeNamed<K extends ResourceKind, N extends FieldName<K>>(
  fields: readonly FieldChange<K>[] | undefined,
  path: N,
): RowChange<N, AfterValue<K, N>, BeforeValue<K, N>> | undefined {
  const found = fields?.find((f) => f.path === path);
  // the change found is the one named `path`, so its values are that row's (see above)
  return found as RowChange<N, AfterValue<K, N>, BeforeValue<K, N>> | undefined;
}
