import type * as z from 'zod';
import type { Address } from '../model/address.js';
import { fieldLocationKey } from '../model/address.js';
import { isObject } from '../model/is-object.js';
import type { DesiredFields, FieldRow, FieldTable } from '../model/fields/field-row.js';
import { rowsOf } from '../model/fields/field-row.js';
import type { NormalizeContext } from './normalize-context.js';
import type { YamlPath } from './position-index.js';

/**
 * The zod shape of a kind's fields, from its table: what the config's schema is made of
 * (the object's key is not a field under it: `configKey`).
 */
export function yamlShape(table: FieldTable): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, row] of rowsOf(table)) {
    if (row.configKey !== true) shape[row.yamlKey ?? name] = yamlSchemaOf(row);
  }
  return shape;
}

function yamlSchemaOf(row: FieldRow): z.ZodType {
  const value = row.removable ? row.yaml.nullable() : row.yaml;
  return row.required ? value : value.optional();
}

/**
 * How a kind reads some of its fields itself (an OpenAPI spec's source file, Markdown
 * checked against the API's Document, merge rules): by row name, given the value as the
 * row's schema read it and the path of the field.
 */
export type OwnReaders<T extends FieldTable> = {
  readonly [K in keyof T]?: (value: z.output<T[K]['yaml']>, path: YamlPath) => unknown;
};

type OwnReader = (value: unknown, path: YamlPath) => unknown;

/** A table's rows, with what the normalizer needs of each, made once per table. */
interface RowReader {
  readonly name: string;
  readonly key: string;
  readonly row: FieldRow;
  /** The value's place is recorded (see `normalizeFields`). */
  readonly located: boolean;
}

/** A table's readers in the rows' order, and each one's index by the key it reads. */
interface Readers {
  readonly list: readonly RowReader[];
  readonly byKey: ReadonlyMap<string, number>;
}

const READERS = new WeakMap<FieldTable, Readers>();

function readersOf(table: FieldTable): Readers {
  let readers = READERS.get(table);
  if (readers === undefined) {
    const list = rowsOf(table).map(([name, row]) => ({
      name,
      key: row.yamlKey ?? name,
      row,
      located:
        row.immutable === true ||
        row.seedOnly === true ||
        row.compare === 'ref' ||
        row.located !== undefined,
    }));
    const byKey = new Map(list.map((reader, i) => [reader.key, i]));
    // each key is read by one row: two would leave one unread
    if (byKey.size !== list.length) throw new Error('a field table reads one key twice');
    readers = { list, byKey };
    READERS.set(table, readers);
  }
  return readers;
}

/**
 * The indexes of the readers whose keys `source` holds, in the rows' order. An object
 * holds few of its table's fields (a site space: its `space` alone), so its own keys are
 * walked, not every row looked up in it.
 */
function writtenRows(source: object, byKey: ReadonlyMap<string, number>): number[] {
  const rows: number[] = [];
  let sorted = true;
  for (const key in source) {
    const at = byKey.get(key);
    if (at === undefined) continue;
    if (rows.length > 0 && at < (rows[rows.length - 1] as number)) sorted = false;
    rows.push(at);
  }
  return sorted ? rows : rows.sort((a, b) => a - b);
}

/**
 * The declared fields of one object, normalized by their rows: strings read as `text`
 * may hold a secret, `plain` ones may not, `secret` ones are secrets however written (a
 * list is read item by item; a `ref` row's value in an object is the string under its
 * `refKey`); the place of a value a plan may find a problem with (an immutable field, a
 * field the API lacks, a reference to nothing, each item of a list of references) is
 * recorded. Written `into` the object given (returned, with the fields' types); `index`
 * is the object's place in the list at `path`, if it is an item of one. A row in `own`
 * is read by its kind. Ten thousand site spaces go through it: no path is built and no
 * object made for a field that needs none.
 */
export function normalizeFields<T extends FieldTable>(
  ctx: NormalizeContext,
  address: Address,
  path: YamlPath,
  table: T,
  values: object,
): DesiredFields<T>;
export function normalizeFields<T extends FieldTable, O extends object>(
  ctx: NormalizeContext,
  address: Address,
  path: YamlPath,
  table: T,
  values: object,
  into: O,
  index?: number,
  own?: OwnReaders<T>,
): O & DesiredFields<T>;
export function normalizeFields<T extends FieldTable>(
  ctx: NormalizeContext,
  address: Address,
  path: YamlPath,
  table: T,
  values: object,
  into: object = {},
  index?: number,
  own: OwnReaders<T> = {},
): DesiredFields<T> {
  const source = values as Readonly<Record<string, unknown>>;
  const out = into as Record<string, unknown>;
  const { list, byKey } = readersOf(table);
  const owned = own as Readonly<Record<string, OwnReader | undefined>>;
  for (const at of writtenRows(source, byKey)) {
    const reader = list[at];
    if (reader === undefined) continue;
    const { name, key, row } = reader;
    // the schema made the config's objects: plain data, no inherited keys
    const value = source[key];
    if (value === undefined) continue;
    const whole = (): YamlPath => (index === undefined ? [...path, key] : [...path, index, key]);
    if (reader.located) {
      const at = row.refKey === undefined ? whole() : [...whole(), row.refKey];
      ctx.declareValue(address, name, at, value);
      if (Array.isArray(value) && row.compare === 'ref') {
        value.forEach((item, n) => ctx.declareValue(address, `${name}[${n}]`, [...at, n], item));
      }
      if (row.located === 'keys') declareKeys(ctx, address, name, at, value);
      if (row.located === 'paths') declarePaths(ctx, address, name, at, value);
    }
    // each reader takes the value its row's schema read (`OwnReaders`)
    const read = owned[name];
    if (read !== undefined) {
      out[name] = read(value, row.refKey === undefined ? whole() : [...whole(), row.refKey]);
    } else if (typeof value === 'string') {
      if (row.strings === undefined) out[name] = value;
      else {
        // the whole path for a secret however written: an inline one is located too
        const at =
          row.strings === 'secret'
            ? whole()
            : index === undefined
              ? ctx.field(path, key)
              : ctx.field(path, index, key);
        out[name] = normalizeString(ctx, row, value, at);
      }
    } else {
      out[name] = normalizeValue(ctx, row, value, whole);
    }
  }
  // the values passed the schema made of the same rows (`yamlShape`): they have the
  // rows' types
  return out as DesiredFields<T>;
}

/** A list of strings item by item, and a reference under its `refKey`; else as it is. */
function normalizeValue(
  ctx: NormalizeContext,
  row: FieldRow,
  value: unknown,
  whole: () => YamlPath,
): unknown {
  if (Array.isArray(value)) {
    if (row.strings === undefined) return value;
    const at = whole();
    return value.map((item: unknown, i) =>
      typeof item === 'string' ? normalizeString(ctx, row, item, ctx.field(at, i)) : item,
    );
  }
  const key = row.refKey;
  if (key !== undefined && typeof value === 'object' && value !== null && key in value) {
    const held: unknown = (value as Record<string, unknown>)[key];
    if (typeof held === 'string') {
      return { [key]: normalizeString(ctx, row, held, [...whole(), key]) };
    }
  }
  return value;
}

/** A string as its row reads it, at `at` (the secret checks' path). */
function normalizeString(
  ctx: NormalizeContext,
  row: FieldRow,
  value: string,
  at: YamlPath,
): unknown {
  if (row.strings === 'text') return ctx.text(at, value);
  if (row.strings === 'plain') return ctx.plain(at, value);
  if (row.strings === 'secret') return ctx.optionalSecret(at, value);
  return value;
}

/**
 * Where each key of the objects under a value is written (`permissions.teams.writers`,
 * at the key): a plan problem with one grant points at its own line.
 */
function declareKeys(
  ctx: NormalizeContext,
  address: Address,
  name: string,
  at: YamlPath,
  value: unknown,
): void {
  if (typeof value !== 'object' || value === null) return;
  for (const [group, inner] of Object.entries(value)) {
    ctx.declare(fieldLocationKey(address, `${name}.${group}`), at, group);
    if (typeof inner !== 'object' || inner === null) continue;
    for (const key of Object.keys(inner)) {
      ctx.declare(fieldLocationKey(address, `${name}.${group}.${key}`), [...at, group], key);
    }
  }
}

/**
 * Where each object inside a value is written (`customization.styling.primaryColor`, at
 * its key), at any depth: a plan problem with one part of the value points at its line.
 */
function declarePaths(
  ctx: NormalizeContext,
  address: Address,
  name: string,
  at: YamlPath,
  value: unknown,
): void {
  if (!isObject(value)) return;
  for (const [key, inner] of Object.entries(value)) {
    if (!isObject(inner)) continue;
    ctx.declare(fieldLocationKey(address, `${name}.${key}`), at, key);
    declarePaths(ctx, address, `${name}.${key}`, [...at, key], inner);
  }
}
