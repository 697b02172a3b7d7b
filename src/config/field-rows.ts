import type * as z from 'zod';
import type { Address } from '../model/address.js';
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
  for (const [name, row] of rowsOf(table))
    if (row.configKey !== true) shape[name] = yamlSchemaOf(row);
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
 * may hold a secret, `plain` ones may not, `secret` ones are secrets however written
 * (a list is read item by item; a `ref` row's value in an object is the string under
 * its `refKey`); the place of every declared value (and of each item of a list) is
 * recorded, for a plan problem with it (an immutable field, a reference to nothing).
 * A row in `own` is read by its kind.
 */
export function normalizeFields<T extends FieldTable>(
  ctx: NormalizeContext,
  address: Address,
  path: YamlPath,
  table: T,
  values: Readonly<Record<string, unknown>>,
  own: OwnReaders<T> = {},
): DesiredFields<T> {
  const out: Record<string, unknown> = {};
  for (const [name, row] of rowsOf(table)) {
    const value = values[name];
    if (value === undefined) continue;
    const at = row.refKey === undefined ? [...path, name] : [...path, name, row.refKey];
    ctx.declareValue(address, name, at, value);
    if (Array.isArray(value)) {
      value.forEach((item, i) => ctx.declareValue(address, `${name}[${i}]`, [...at, i], item));
    }
    // each reader takes the value its row's schema read (`OwnReaders`)
    const reader = (own as Readonly<Record<string, OwnReader | undefined>>)[name];
    out[name] =
      reader === undefined ? normalizeValue(ctx, [...path, name], row, value) : reader(value, at);
  }
  // the values passed the schema made of the same rows (`yamlShape`): they have the
  // rows' types
  return out as DesiredFields<T>;
}

function normalizeValue(
  ctx: NormalizeContext,
  at: YamlPath,
  row: FieldRow,
  value: unknown,
): unknown {
  if (typeof value === 'string') return normalizeString(ctx, at, row, value);
  if (Array.isArray(value)) {
    return value.map((item: unknown, i) =>
      typeof item === 'string' ? normalizeString(ctx, [...at, i], row, item) : item,
    );
  }
  const key = row.refKey;
  if (key !== undefined && typeof value === 'object' && value !== null && key in value) {
    const held: unknown = (value as Record<string, unknown>)[key];
    if (typeof held === 'string') return { [key]: normalizeString(ctx, [...at, key], row, held) };
  }
  return value;
}

function normalizeString(
  ctx: NormalizeContext,
  at: YamlPath,
  row: FieldRow,
  value: string,
): unknown {
  if (row.strings === 'text') return ctx.text(at, value);
  if (row.strings === 'plain') return ctx.plain(at, value);
  // an inline secret is located too, even in a config without `${env:}`
  if (row.strings === 'secret') return ctx.optionalSecret(at, value);
  return value;
}
