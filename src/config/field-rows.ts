import type * as z from 'zod';
import type { Address } from '../model/address.js';
import type { DesiredFields, FieldRow, FieldTable } from '../model/fields/field-row.js';
import { fieldValue, rowsOf } from '../model/fields/field-row.js';
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

/**
 * The declared fields of one object, normalized by their rows: strings read as `text`
 * may hold a secret, `plain` ones may not; the place of a value a plan may find a
 * problem with (an immutable field, a field the API lacks) is recorded. Written `into`
 * the object given, if any; `index` is the object's place in the list at `path`, if it
 * is an item of one.
 */
export function normalizeFields<T extends FieldTable>(
  ctx: NormalizeContext,
  address: Address,
  path: YamlPath,
  table: T,
  values: object,
  into: Record<string, unknown> = {},
  index?: number,
): DesiredFields<T> {
  for (const [name, row] of rowsOf(table)) {
    const key = row.yamlKey ?? name;
    const value = fieldValue(values, key);
    if (value === undefined) continue;
    // where a plan problem with the value points: only rows that have one (ten thousand
    // site spaces are normalized field by field, with no path built for the others)
    if (row.immutable === true || row.seedOnly === true) {
      const at = index === undefined ? [...path, key] : [...path, index, key];
      ctx.declareValue(address, name, at, value);
    }
    into[name] =
      typeof value === 'string'
        ? normalizeString(
            ctx,
            row,
            value,
            ctx.field(path, index ?? key, index === undefined ? undefined : key),
          )
        : value;
  }
  // the values passed the schema made of the same rows (`yamlShape`): they have the
  // rows' types
  return into as DesiredFields<T>;
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
  return value;
}
