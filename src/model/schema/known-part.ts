import * as z from 'zod';
import { isObject } from '../is-object.js';

type Schema = z.ZodType;

/** Strips the optional, nullable and lazy wrappers (zod's public `unwrap`). */
function bare(schema: Schema): Schema {
  let current = schema;
  while (
    current instanceof z.ZodOptional ||
    current instanceof z.ZodNullable ||
    current instanceof z.ZodLazy
  ) {
    current = current.unwrap() as Schema;
  }
  return current;
}

/**
 * The part of a value an API answered that `schema` knows: keys no object of the schema
 * names are left out, at every depth (the fields a newer API version adds, the
 * `permissions` an answer adds to a font definition), so that the value reads back as a
 * config the schema accepts. Values are kept as answered; of a union's object forms the
 * one naming most of the value's keys is followed.
 */
export function knownPart(schema: Schema, value: unknown): unknown {
  const type = bare(schema);
  if (type instanceof z.ZodUnion) {
    const forms = (type.options as readonly Schema[]).map(bare);
    const form = closestForm(forms, value);
    return form === undefined ? value : knownPart(form, value);
  }
  if (type instanceof z.ZodArray && Array.isArray(value)) {
    return value.map((item: unknown) => knownPart(type.element as Schema, item));
  }
  if (type instanceof z.ZodRecord && isObject(value)) {
    const inner = type.valueType as Schema;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, knownPart(inner, v)]));
  }
  if (type instanceof z.ZodObject && isObject(value)) {
    const shape = type.shape as Record<string, Schema>;
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      const field = shape[key];
      if (field !== undefined && Object.hasOwn(shape, key)) out[key] = knownPart(field, v);
    }
    return out;
  }
  return value;
}

/** The object form of a union that names most of the value's keys; none for a non-object. */
function closestForm(forms: readonly Schema[], value: unknown): Schema | undefined {
  if (!isObject(value)) return undefined;
  const keys = Object.keys(value);
  let best: Schema | undefined;
  let most = -1;
  for (const form of forms) {
    if (!(form instanceof z.ZodObject)) continue;
    const shape = form.shape as Record<string, Schema>;
    const named = keys.filter((k) => Object.hasOwn(shape, k)).length;
    if (named > most) [best, most] = [form, named];
  }
  return best;
}
