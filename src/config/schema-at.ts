import type { z } from 'zod';
import type { YamlPath } from './position-index.js';

/** The parts of zod's internal definitions this walk reads. */
interface Def {
  readonly type: string;
  readonly shape?: Record<string, z.ZodType>;
  readonly valueType?: z.ZodType;
  readonly element?: z.ZodType;
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
  readonly getter?: () => z.ZodType;
  readonly options?: readonly z.ZodType[];
}

export function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch']);

/** Strips optional/nullable/default/lazy/pipe wrappers. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let i = 0; i < 20; i += 1) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return current;
  }
  return current;
}

/**
 * The schema that validates the value at `path` below `schema`, if the path stays in
 * it. `value` is the value `schema` validates, to pick a union's branch on the way.
 */
export function schemaAt(
  schema: z.ZodType,
  path: YamlPath,
  value: unknown,
  pickLast = true,
): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  let here = value;
  for (const segment of path) {
    if (current === undefined) return undefined;
    current = pickBranch(unwrap(current), here);
    here = (here as Record<string | number, unknown> | undefined)?.[segment];
    const def = defOf(current);
    if (def.type === 'object' && typeof segment === 'string') current = def.shape?.[segment];
    else if (def.type === 'record') current = def.valueType;
    else if (def.type === 'array') current = def.element;
    else return undefined;
  }
  if (current === undefined || !pickLast) return current;
  return pickBranch(unwrap(current), here);
}

/** For a union, the object branch sharing most keys with the value; else the schema. */
function pickBranch(schema: z.ZodType, value: unknown): z.ZodType {
  const options = defOf(schema).options;
  if (defOf(schema).type !== 'union' || !options) return schema;
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
export function knownKeys(schema: z.ZodType | undefined): string[] {
  if (schema === undefined) return [];
  const def = defOf(unwrap(schema));
  return def.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}
