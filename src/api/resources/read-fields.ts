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

/** One row's read from an answer, flattened once per table for the reads of thousands. */
interface WireRead {
  readonly name: string;
  readonly key: string;
  readonly read: ((value: never) => unknown) | undefined;
  readonly absentIs: unknown;
  readonly absentAsNull: boolean;
}

const READS = new WeakMap<FieldTable, readonly WireRead[]>();

function readsOf(table: FieldTable): readonly WireRead[] {
  let reads = READS.get(table);
  if (reads === undefined) {
    reads = rowsOf(table).flatMap(([name, row]) =>
      row.wire === undefined
        ? []
        : [
            {
              name,
              key: row.wire.key ?? name,
              read: row.wire.read,
              absentIs: row.absentIs,
              absentAsNull: row.wire.absentAsNull === true,
            },
          ],
    );
    READS.set(table, reads);
  }
  return reads;
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
  for (const r of readsOf(table)) {
    const value = answer[r.key];
    const live =
      value === undefined || value === null
        ? undefined
        : r.read === undefined
          ? value
          : r.read(value as never);
    if (live !== undefined) out[r.name] = live;
    else if (r.absentIs !== undefined) out[r.name] = r.absentIs;
    else if (r.absentAsNull) out[r.name] = null;
  }
  // parsed by the schema made of the same rows (`wireShape`)
  return out as LiveFields<T>;
}
