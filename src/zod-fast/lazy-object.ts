import type { Schema, ZodSchema } from './check.js';

/**
 * Lazy schemas (`z.lazy`) that hold an object schema, required and without a default:
 * the config's large optional parts (a site's customization), built at their first use.
 * zod reads a wrapper's `optin` through its inner schema, which builds a lazy one; for
 * these the fast check knows the answer (an object schema has none) without building
 * them, so a config that leaves the part out never builds it. `innerOf` holds them to
 * that when they are built.
 */
const OBJECT_LAZIES = new WeakSet<object>();

/** Marks `lazy`, a `z.lazy` of a required object schema, as such for the fast check. */
export function lazyObject<S extends ZodSchema>(lazy: S): S {
  OBJECT_LAZIES.add(lazy);
  return lazy;
}

function isLazyObject(schema: Schema): boolean {
  return OBJECT_LAZIES.has(schema);
}

/** The schema a lazy one stands for, built now if it was not (zod's `innerType`). */
export function innerOf(lazy: Schema): Schema {
  const inner = lazy._zod.innerType;
  if (inner === undefined) throw new Error('a lazy schema without its inner schema');
  if (isLazyObject(lazy) && (inner._zod.optin !== undefined || inner._zod.optout !== undefined)) {
    throw new Error('a lazy schema marked as an object holds an optional or defaulted one');
  }
  return inner;
}

/**
 * zod's `optin` and `optout` of `schema` (whether an absent key passes, and whether it is
 * left out of the output), read through optional and nullable wrappers as zod reads them,
 * without building a marked lazy schema.
 */
export function optionality(schema: Schema): { optin?: string; optout?: string } {
  if (isLazyObject(schema)) return {};
  const def = schema._zod.def;
  if (def.innerType !== undefined && def.type === 'optional') {
    const inner = optionality(def.innerType);
    return { optin: inner.optin === 'defaulted' ? 'defaulted' : 'optional', optout: 'optional' };
  }
  if (def.innerType !== undefined && def.type === 'nullable') return optionality(def.innerType);
  const { optin, optout } = schema._zod;
  return { ...(optin === undefined ? {} : { optin }), ...(optout === undefined ? {} : { optout }) };
}
