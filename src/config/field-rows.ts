import type * as z from 'zod';
import type { Address } from '../model/address.js';
import type { DesiredFields, FieldRow, FieldTable } from '../model/fields/field-row.js';
import { rowsOf } from '../model/fields/field-row.js';
import type { NormalizeContext } from './normalize-context.js';
import type { YamlPath } from './position-index.js';

/** The zod shape of a kind's fields, from its table: what the config's schema is made of. */
export function yamlShape(table: FieldTable): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, row] of rowsOf(table)) shape[name] = yamlSchemaOf(row);
  return shape;
}

function yamlSchemaOf(row: FieldRow): z.ZodType {
  const value = row.removable ? row.yaml.nullable() : row.yaml;
  return row.required ? value : value.optional();
}

/**
 * The declared fields of one object, normalized by their rows: strings read as `text`
 * may hold a secret, `plain` ones may not; the place of every declared value is
 * recorded, for a plan problem with it (an immutable field, a field the API lacks).
 */
export function normalizeFields<T extends FieldTable>(
  ctx: NormalizeContext,
  address: Address,
  path: YamlPath,
  table: T,
  values: Readonly<Record<string, unknown>>,
): DesiredFields<T> {
  const out: Record<string, unknown> = {};
  for (const [name, row] of rowsOf(table)) {
    const value = values[name];
    if (value === undefined) continue;
    ctx.declareValue(address, name, [...path, name], value);
    out[name] = typeof value === 'string' ? normalizeString(ctx, path, name, row, value) : value;
  }
  // the values passed the schema made of the same rows (`yamlShape`): they have the
  // rows' types
  return out as DesiredFields<T>;
}

function normalizeString(
  ctx: NormalizeContext,
  path: YamlPath,
  name: string,
  row: FieldRow,
  value: string,
): unknown {
  if (row.strings === 'text') return ctx.text(ctx.field(path, name), value);
  if (row.strings === 'plain') return ctx.plain(ctx.field(path, name), value);
  return value;
}
