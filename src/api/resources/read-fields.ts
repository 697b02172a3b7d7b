import type * as z from 'zod';
import type { FieldTable, LiveFields } from '../../model/fields/field-row.js';
import { rowsOf } from '../../model/fields/field-row.js';
import { opt } from './wire.js';

/**
 * The schema of the keys a kind's rows read from the object the API answers, each
 * optional and nullable (the API omits or nulls what it has no value for) unless the
 * row's wire value is `required`.
 */
export function wireShape(table: FieldTable): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, row] of rowsOf(table)) {
    if (row.wire === undefined) continue;
    shape[row.wire.key ?? name] = row.wire.required ? row.wire.schema : opt(row.wire.schema);
  }
  return shape;
}

/**
 * The live values of a kind's fields in an answer parsed with `wireShape`: absent ones
 * left out, or the row's `absentIs`, or null where the row reads absent as null
 * (`absentAsNull`); written `into` the object given, if any.
 */
export function liveFields<T extends FieldTable>(
  table: T,
  answer: Readonly<Record<string, unknown>>,
  into: Record<string, unknown> = {},
): LiveFields<T> {
  const out = into;
  for (const [name, row] of rowsOf(table)) {
    if (row.wire === undefined) continue;
    const value = answer[row.wire.key ?? name];
    const live =
      value === undefined || value === null
        ? undefined
        : row.wire.read === undefined
          ? value
          : row.wire.read(value);
    if (live !== undefined) out[name] = live;
    else if (row.absentIs !== undefined) out[name] = row.absentIs;
    else if (row.wire.absentAsNull === true) out[name] = null;
  }
  // parsed by the schema made of the same rows (`wireShape`)
  return out as LiveFields<T>;
}
