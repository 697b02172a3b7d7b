import type * as z from 'zod';
import type { AlwaysReadNames, FieldTable, LiveFields } from '../../model/fields/field-row.js';
import { rowsOf } from '../../model/fields/field-row.js';
import { opt } from './wire.js';

/**
 * The schemas of the rows the API always answers (`wire.required`), typed, under their
 * wire key: a reader's parsed answer holds them typed.
 */
type RequiredWire<T extends FieldTable> = {
  readonly [
    K in AlwaysReadNames<T> as T[K] extends { readonly wire: { readonly key: infer W } }
      ? W & string
      : K
  ]: T[K] extends { readonly wire: { readonly schema: infer S } } ? S : never;
};

/**
 * The schema of the keys a kind's rows read from the object the API answers, each
 * optional and nullable (the API omits or nulls what it has no value for) unless the
 * row's wire value is `required`.
 */
export function wireShape<T extends FieldTable>(
  table: T,
): Readonly<Record<string, z.ZodType>> & RequiredWire<T> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, row] of rowsOf(table)) {
    if (row.wire === undefined) continue;
    shape[row.wire.key ?? name] = row.wire.required ? row.wire.schema : opt(row.wire.schema);
  }
  // the required rows' schemas are their own, under their key, as the type says
  return shape as Readonly<Record<string, z.ZodType>> & RequiredWire<T>;
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
 * What a reader writes itself of live object `L` read by table `T`: every key but the
 * rows the API always answers (`wire.required`), which `liveFields` writes.
 */
export type OwnPart<L, T extends FieldTable> = {
  -readonly [K in keyof Omit<L, AlwaysReadNames<T>>]: Omit<L, AlwaysReadNames<T>>[K];
};

/**
 * The live values of a kind's fields in an answer parsed with `wireShape`: absent ones
 * left out, or the row's `absentIs`, or null where the row reads absent as null
 * (`absentAsNull`); written `into` the object given, if any, which is returned (one
 * object, not a spread: a read converts every section of every site).
 */
export function liveFields<T extends FieldTable>(
  table: T,
  answer: Readonly<Record<string, unknown>>,
): LiveFields<T>;
export function liveFields<T extends FieldTable, I extends object>(
  table: T,
  answer: Readonly<Record<string, unknown>>,
  into: I,
): I & LiveFields<T>;
export function liveFields(
  table: FieldTable,
  answer: Readonly<Record<string, unknown>>,
  into: object = {},
): object {
  const out = into as Record<string, unknown>;
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
  // parsed by the schema made of the same rows (`wireShape`), whose required rows the
  // answer holds: the overloads type it
  return out;
}
