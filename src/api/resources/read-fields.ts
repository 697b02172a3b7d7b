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
 * The live values of a kind's fields in an answer parsed with `wireShape`: absent left
 * out, or null where the row reads absent as null (`absentAsNull`).
 */
export function liveFields<T extends FieldTable>(
  table: T,
  answer: Readonly<Record<string, unknown>>,
): LiveFields<T> {
  const out: Record<string, unknown> = {};
  for (const [name, row] of rowsOf(table)) {
    if (row.wire === undefined) continue;
    const value = answer[row.wire.key ?? name];
    if (value === undefined || value === null) {
      if (row.wire.absentAsNull === true) out[name] = null;
      continue;
    }
    out[name] = row.wire.read === undefined ? value : row.wire.read(value);
  }
  // parsed by the schema made of the same rows (`wireShape`)
  return out as LiveFields<T>;
}
