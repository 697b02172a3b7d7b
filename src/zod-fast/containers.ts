import {
  delegate,
  INVALID,
  MAX_NESTING,
  NOT_SURE,
  plainObject,
  type Check,
  type Compiler,
  type Schema,
} from './check.js';

/** The containers of the fast schema check (`fast-parse.ts`) but objects: lists, records, unions. */

export function arrayCheck(
  schema: Schema,
  checks: readonly Schema[],
  { compile }: Compiler,
): Check {
  const def = schema._zod.def;
  if (def.element === undefined) return delegate(schema);
  const tests: ((list: unknown[]) => boolean)[] = [];
  for (const check of checks) {
    const d = check._zod.def;
    const min = d.minimum;
    const max = d.maximum;
    if (d.check === 'min_length' && min !== undefined) tests.push((list) => list.length >= min);
    else if (d.check === 'max_length' && max !== undefined)
      tests.push((list) => list.length <= max);
    else return delegate(schema);
  }
  const element = compile(def.element);
  return (value, depth) => {
    if (!Array.isArray(value)) return INVALID;
    if (depth > MAX_NESTING) throw NOT_SURE;
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (item === undefined) throw NOT_SURE;
      const parsed = element(item, depth + 1);
      if (parsed === INVALID) return INVALID;
      if (parsed !== item) out ??= value.slice(0, i);
      if (out !== undefined) out.push(parsed);
    }
    for (const test of tests) if (!test(value)) return INVALID;
    return out ?? value;
  };
}

export function recordCheck(schema: Schema, { compile }: Compiler): Check {
  const def = schema._zod.def;
  const { keyType, valueType } = def;
  // a key type that lists its keys (an enum) makes zod check for missing ones: zod's
  if (keyType === undefined || valueType === undefined || keyType._zod.values !== undefined) {
    return delegate(schema);
  }
  const keyCheck = compile(keyType);
  const valueCheck = compile(valueType);
  return (value, depth) => {
    if (!plainObject(value)) return INVALID;
    if (depth > MAX_NESTING) throw NOT_SURE;
    let out: Record<string, unknown> | undefined;
    let count = 0;
    for (const key in value) {
      if (key === '__proto__' || !Object.prototype.hasOwnProperty.call(value, key)) {
        throw NOT_SURE;
      }
      // a key zod would not take as written might pass as a number: zod's to decide
      if (keyCheck(key, depth + 1) !== key) throw NOT_SURE;
      const item = value[key];
      if (item === undefined) throw NOT_SURE;
      const parsed = valueCheck(item, depth + 1);
      if (parsed === INVALID) return INVALID;
      if (parsed !== item && out === undefined) {
        out = {};
        let copied = 0;
        for (const earlier in value) {
          if (copied === count) break;
          out[earlier] = value[earlier];
          copied += 1;
        }
      }
      if (out !== undefined) out[key] = parsed;
      count += 1;
    }
    return out ?? value;
  };
}

export function unionCheck(schema: Schema, { compile }: Compiler): Check {
  const { options, discriminator, inclusive } = schema._zod.def;
  // a discriminated union picks its option by a key, an exclusive one wants exactly one
  const plain = discriminator === undefined && inclusive !== false;
  if (!plain || options === undefined || options.length === 0) return delegate(schema);
  const checks = options.map((option) => compile(option));
  // zod takes the first option that parses
  return (value, depth) => {
    for (const check of checks) {
      const parsed = check(value, depth);
      if (parsed !== INVALID) return parsed;
    }
    return INVALID;
  };
}
