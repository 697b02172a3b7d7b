import type * as z from 'zod';
import type { Address } from '../model/address.js';
import type { DesiredFields, FieldRow, FieldTable } from '../model/fields/field-row.js';
import { fieldValue, rowsOf } from '../model/fields/field-row.js';
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

/**
 * The declared fields of one object, normalized by their rows: strings read as `text`
 * may hold a secret, `plain` ones may not, `secret` ones are secrets however written (a
 * list is read item by item; a `ref` row's value in an object is the string under its
 * `refKey`); the place of a value a plan may find a problem with (an immutable field, a
 * field the API lacks, a reference to nothing, each item of a list of references) is
 * recorded. Written `into` the object given, if any; `index` is the object's place in
 * the list at `path`, if it is an item of one. A row in `own` is read by its kind.
 */
export function normalizeFields<T extends FieldTable>(
  ctx: NormalizeContext,
  address: Address,
  path: YamlPath,
  table: T,
  values: object,
  into: Record<string, unknown> = {},
  index?: number,
  own: OwnReaders<T> = {},
): DesiredFields<T> {
  for (const [name, row] of rowsOf(table)) {
    const key = row.yamlKey ?? name;
    const value = fieldValue(values, key);
    if (value === undefined) continue;
    const whole = (): YamlPath => (index === undefined ? [...path, key] : [...path, index, key]);
    // where a plan problem with the value points: only rows that have one (ten thousand
    // site spaces are normalized field by field, with no path built for the others)
    if (row.immutable === true || row.seedOnly === true || row.compare === 'ref') {
      const at = row.refKey === undefined ? whole() : [...whole(), row.refKey];
      ctx.declareValue(address, name, at, value);
      if (Array.isArray(value) && row.compare === 'ref') {
        value.forEach((item, i) => ctx.declareValue(address, `${name}[${i}]`, [...at, i], item));
      }
    }
    // each reader takes the value its row's schema read (`OwnReaders`)
    const reader = (own as Readonly<Record<string, OwnReader | undefined>>)[name];
    if (reader !== undefined) {
      into[name] = reader(value, row.refKey === undefined ? whole() : [...whole(), row.refKey]);
    } else if (typeof value === 'string') {
      // the whole path for a secret however written: an inline one is located too
      const at =
        row.strings === 'secret'
          ? whole()
          : ctx.field(path, index ?? key, index === undefined ? undefined : key);
      into[name] = normalizeString(ctx, row, value, at);
    } else {
      into[name] = normalizeValue(ctx, row, value, whole);
    }
  }
  // the values passed the schema made of the same rows (`yamlShape`): they have the
  // rows' types
  return into as DesiredFields<T>;
}

/** A list of strings item by item, and a reference under its `refKey`; else as it is. */
function normalizeValue(
  ctx: NormalizeContext,
  row: FieldRow,
  value: unknown,
  whole: () => YamlPath,
): unknown {
  if (Array.isArray(value)) {
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
