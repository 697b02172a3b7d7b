import type * as z from 'zod';
import type { Address } from '../model/address.js';
import type { DesiredFields, FieldRow, FieldTable } from '../model/fields/field-row.js';
import { rowsOf } from '../model/fields/field-row.js';
import type { NormalizeContext } from './normalize-context.js';
import type { YamlPath } from './position-index.js';

/** The zod shape of a kind's fields, from its table: what the config's schema is made of. */
export function yamlShape(table: FieldTable): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, row] of rowsOf(table)) shape[row.yamlKey ?? name] = yamlSchemaOf(row);
  return shape;
}

function yamlSchemaOf(row: FieldRow): z.ZodType {
  const value = row.removable ? row.yaml.nullable() : row.yaml;
  return row.required ? value : value.optional();
}

/** A table's rows, flattened for the normalizer: one entry per row, made once per table. */
interface RowReader {
  readonly name: string;
  readonly key: string;
  /** 1: `text`, 2: `plain`, 0: taken as the schema gives it. */
  readonly strings: 0 | 1 | 2;
  /** The value's place is recorded (an immutable or seed-only row). */
  readonly located: boolean;
}

const READERS = new WeakMap<FieldTable, readonly RowReader[]>();

function readersOf(table: FieldTable): readonly RowReader[] {
  let readers = READERS.get(table);
  if (readers === undefined) {
    readers = rowsOf(table).map(([name, row]) => ({
      name,
      key: row.yamlKey ?? name,
      strings: row.strings === 'text' ? 1 : row.strings === 'plain' ? 2 : 0,
      located: row.immutable === true || row.seedOnly === true,
    }));
    READERS.set(table, readers);
  }
  return readers;
}

/**
 * The declared fields of one object, normalized by their rows: strings read as `text`
 * may hold a secret, `plain` ones may not; the place of a value a plan may find a
 * problem with (an immutable field, a field the API lacks) is recorded. Written `into`
 * the object given (returned, with the fields' types); `index` is the object's place in
 * the list at `path`, if it is an item of one. Ten thousand site spaces go through it:
 * no path is built and no object made for a field that needs none.
 */
export function normalizeFields<T extends FieldTable, O extends object>(
  ctx: NormalizeContext,
  address: Address,
  path: YamlPath,
  table: T,
  values: object,
  into: O,
  index?: number,
): O & DesiredFields<T> {
  const source = values as Readonly<Record<string, unknown>>;
  const out = into as Record<string, unknown>;
  const readers = readersOf(table);
  for (let i = 0; i < readers.length; i += 1) {
    const reader = readers[i];
    if (reader === undefined) continue;
    // the schema made the config's objects: plain data, no inherited keys
    const value = source[reader.key];
    if (value === undefined) continue;
    if (reader.located) {
      const at = index === undefined ? [...path, reader.key] : [...path, index, reader.key];
      ctx.declareValue(address, reader.name, at, value);
    }
    out[reader.name] =
      reader.strings === 0 || typeof value !== 'string'
        ? value
        : normalizeString(ctx, reader, value, path, index);
  }
  // the values passed the schema made of the same rows (`yamlShape`): they have the
  // rows' types
  return into as O & DesiredFields<T>;
}

/** A string as its row reads it (the secret checks' path built only when there are some). */
function normalizeString(
  ctx: NormalizeContext,
  reader: RowReader,
  value: string,
  path: YamlPath,
  index: number | undefined,
): unknown {
  const at = index === undefined ? ctx.field(path, reader.key) : ctx.field(path, index, reader.key);
  return reader.strings === 1 ? ctx.text(at, value) : ctx.plain(at, value);
}
