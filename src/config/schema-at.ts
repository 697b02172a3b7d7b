import * as z from 'zod';
import type { YamlPath } from './position-index.js';

/**
 * Walks the config's zod schema through zod's public classes and accessors only
 * (`instanceof z.ZodObject`, `.shape`, `.element`, `.valueType`, `.options`,
 * `.unwrap()`, `.in`), never its internal definitions, so that a zod
 * release cannot silently change what a message says.
 */
type Schema = z.ZodType;

/** Strips optional/nullable/default/readonly/catch/lazy/pipe wrappers. */
export function unwrap(schema: Schema): Schema {
  let current = schema;
  for (let i = 0; i < 20; i += 1) {
    const inner = innerOf(current);
    if (inner === undefined) return current;
    current = inner;
  }
  return current;
}

function innerOf(schema: Schema): Schema | undefined {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodCatch ||
    schema instanceof z.ZodLazy
  ) {
    return schema.unwrap() as Schema;
  }
  if (schema instanceof z.ZodPipe) return schema.in as Schema;
  return undefined;
}

/** The options of a union (discriminated or not), else undefined. */
export function unionOptions(schema: Schema): readonly Schema[] | undefined {
  const bare = unwrap(schema);
  return bare instanceof z.ZodUnion ? (bare.options as readonly Schema[]) : undefined;
}

/** The schema of one child: a field of an object, a value of a record, an item of an array. */
function childOf(schema: Schema, segment: string | number): Schema | undefined {
  if (schema instanceof z.ZodObject && typeof segment === 'string') {
    return (schema.shape as Record<string, Schema>)[segment];
  }
  if (schema instanceof z.ZodRecord) return schema.valueType as Schema;
  if (schema instanceof z.ZodArray) return schema.element as Schema;
  return undefined;
}

/**
 * The schema that validates the value at `path` below `schema`, if the path stays in
 * it. `value` is the value `schema` validates, to pick a union's branch on the way.
 */
export function schemaAt(
  schema: Schema,
  path: YamlPath,
  value: unknown,
  pickLast = true,
): Schema | undefined {
  let current: Schema | undefined = schema;
  let here = value;
  for (const segment of path) {
    if (current === undefined) return undefined;
    current = childOf(pickBranch(unwrap(current), here), segment);
    here = (here as Record<string | number, unknown> | undefined)?.[segment];
  }
  if (current === undefined || !pickLast) return current;
  return pickBranch(unwrap(current), here);
}

/** For a union, the object branch sharing most keys with the value; else the schema. */
function pickBranch(schema: Schema, value: unknown): Schema {
  const options = unionOptions(schema);
  if (options === undefined) return schema;
  const keys = typeof value === 'object' && value !== null ? Object.keys(value) : [];
  let best = schema;
  let bestScore = -1;
  for (const option of options) {
    const known = knownKeys(option);
    if (known.length === 0) continue;
    const score = keys.filter((k) => known.includes(k)).length;
    if (score > bestScore) {
      best = unwrap(option);
      bestScore = score;
    }
  }
  return best;
}

/** The keys an object schema knows, for "did you mean". */
export function knownKeys(schema: Schema | undefined): string[] {
  if (schema === undefined) return [];
  const bare = unwrap(schema);
  return bare instanceof z.ZodObject ? Object.keys(bare.shape as Record<string, Schema>) : [];
}
