import type * as z from 'zod';

/** Whether a value passes a schema, without building its output. */
type Guard = (value: unknown) => boolean;

/**
 * A plain predicate compiled from a wire schema, for the answers that pass: the zod
 * check of a large read (a site structure of 50 site spaces, 10,000 spaces) copies every
 * object, unknown fields included, and most of a plan's read CPU went there. The guard
 * only looks, so a value it accepts is its own output. It understands the few kinds the
 * wire schemas are made of (loose objects, strings, booleans, literals, arrays, unions,
 * optional and nullable) and never accepts what zod would refuse; for any other kind,
 * refinement or format there is no guard, and zod checks as before. A value the guard
 * refuses goes to zod too, whose issues make the error message.
 */
export function guardOf(schema: z.ZodType): Guard | undefined {
  let guard = guards.get(schema);
  if (guard === undefined) {
    guard = compile(schema) ?? null;
    guards.set(schema, guard);
  }
  return guard ?? undefined;
}

const guards = new WeakMap<z.ZodType, Guard | null>();

interface Def {
  readonly type: string;
  readonly shape?: Record<string, z.ZodType>;
  readonly catchall?: z.ZodType;
  readonly innerType?: z.ZodType;
  readonly element?: z.ZodType;
  readonly options?: readonly z.ZodType[];
  readonly values?: readonly unknown[];
}

/** The definition's keys of each kind compiled: anything more (checks, formats) is not. */
const PLAIN: Record<string, string> = {
  string: 'type',
  boolean: 'type',
  unknown: 'type',
  literal: 'type,values',
  optional: 'type,innerType',
  nullable: 'type,innerType',
  array: 'type,element',
  union: 'type,options',
  object: 'type,shape,catchall',
};

function compile(schema: z.ZodType): Guard | undefined {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  if (PLAIN[def.type] !== Object.keys(def).join(',')) return undefined;
  switch (def.type) {
    case 'string':
      return (v) => typeof v === 'string';
    case 'boolean':
      return (v) => typeof v === 'boolean';
    // stricter than zod, which accepts undefined in an array: JSON has none
    case 'unknown':
      return (v) => v !== undefined;
    case 'literal': {
      const values = def.values ?? [];
      if (!values.every((x) => typeof x === 'string' || typeof x === 'boolean')) return undefined;
      return (v) => (values as readonly unknown[]).includes(v);
    }
    case 'optional':
    case 'nullable': {
      const inner = compile(def.innerType as z.ZodType);
      if (inner === undefined) return undefined;
      return def.type === 'optional'
        ? (v) => v === undefined || inner(v)
        : (v) => v === null || inner(v);
    }
    case 'array': {
      const element = compile(def.element as z.ZodType);
      if (element === undefined) return undefined;
      return (v) => Array.isArray(v) && v.every(element);
    }
    case 'union': {
      const options = (def.options ?? []).map(compile);
      if (options.length === 0 || options.some((o) => o === undefined)) return undefined;
      return (v) => options.some((o) => (o as Guard)(v));
    }
    case 'object':
      return compileObject(def);
    default:
      return undefined;
  }
}

/** A loose object only (unknown keys kept as they are): a stripping one changes its output. */
function compileObject(def: Def): Guard | undefined {
  const catchall = def.catchall as unknown as { _zod: { def: Def } } | undefined;
  if (catchall?._zod.def.type !== 'unknown') return undefined;
  const fields: [string, Guard][] = [];
  for (const [key, field] of Object.entries(def.shape ?? {})) {
    const guard = compile(field);
    if (guard === undefined) return undefined;
    fields.push([key, guard]);
  }
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
    const record = v as Record<string, unknown>;
    for (const [key, guard] of fields) if (!guard(record[key])) return false;
    return true;
  };
}
