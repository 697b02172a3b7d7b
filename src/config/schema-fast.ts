import type * as z from 'zod';
import { arrayCheck, objectCheck, recordCheck, unionCheck } from './schema-fast-containers.js';
import { delegate, INVALID, NOT_SURE, type Check, type Schema } from './schema-fast-core.js';

/**
 * A fast check of the common case, a valid config (issue 15): zod's own parse of a large
 * config costs more than reading its YAML (a payload and an issue list per node, a copy
 * of every object and list, and the bookkeeping of its recursive schemas). This walks
 * the same schema, read from zod's definitions so it cannot drift from it, and answers
 * either the value zod would return or "not sure".
 *
 * It follows zod's rules exactly for the kinds of schema the config is made of (strict
 * objects, records, lists, unions, optional and nullable wrappers, strings with length
 * and pattern checks, booleans, enums and literals), and hands any other schema to zod
 * itself. A value it accepts is one zod accepts, with the same result: an object or a
 * list is returned as it came when zod's copy would be equal to it (same keys in the
 * schema's order), so a valid config is not copied. Whenever the answer is not "valid",
 * the caller runs zod on the whole value, which reports the problems as before.
 */
export function fastParse(schema: z.ZodType, value: unknown): { data: unknown } | undefined {
  try {
    const data = compiled(schema)(value, 0);
    return data === INVALID ? undefined : { data };
  } catch (thrown) {
    if (thrown === NOT_SURE) return undefined;
    throw thrown;
  }
}

const cache = new WeakMap<object, Check>();

function compiled(schema: z.ZodType): Check {
  return compile(schema as unknown as Schema);
}

function compile(schema: Schema): Check {
  const known = cache.get(schema);
  if (known !== undefined) return known;
  // a recursive schema (groups hold sections and groups) reaches itself while compiling
  const built: { check?: Check } = {};
  cache.set(schema, (value, depth) => (built.check ?? compile(schema))(value, depth));
  const check = build(schema);
  built.check = check;
  cache.set(schema, check);
  return check;
}

function build(schema: Schema): Check {
  const zod = schema._zod;
  const def = zod.def;
  const checks = [...(zod.traits.has('$ZodCheck') ? [schema] : []), ...(def.checks ?? [])];
  if (def.coerce === true) return delegate(schema);
  switch (def.type) {
    case 'string': {
      const test = lengthAndPatternChecks(checks);
      if (test === undefined) return delegate(schema);
      return (value) => (typeof value === 'string' && test(value) ? value : INVALID);
    }
    case 'boolean':
      if (checks.length > 0) return delegate(schema);
      return (value) => (typeof value === 'boolean' ? value : INVALID);
    case 'enum':
    case 'literal': {
      const values = zod.values;
      if (checks.length > 0 || values === undefined) return delegate(schema);
      return (value) => (values.has(value) ? value : INVALID);
    }
    case 'optional':
    case 'nullable': {
      if (checks.length > 0 || def.innerType === undefined) return delegate(schema);
      if (def.type === 'optional' && def.innerType._zod.optin === 'defaulted') {
        return delegate(schema);
      }
      const inner = compile(def.innerType);
      const empty = def.type === 'optional' ? undefined : null;
      return (value, depth) => (value === empty ? value : inner(value, depth));
    }
    case 'array':
      return arrayCheck(schema, checks, compile);
    case 'object':
      return checks.length > 0 ? delegate(schema) : objectCheck(schema, compile);
    case 'record':
      return checks.length > 0 ? delegate(schema) : recordCheck(schema, compile);
    case 'union':
      return checks.length > 0 ? delegate(schema) : unionCheck(schema, compile);
    default:
      return delegate(schema);
  }
}

/**
 * Length (zod counts code points) and pattern checks of a string, as one test; undefined
 * when a check is of another kind.
 */
function lengthAndPatternChecks(
  checks: readonly Schema[],
): ((value: string) => boolean) | undefined {
  const tests: ((value: string) => boolean)[] = [];
  for (const check of checks) {
    const def = check._zod.def;
    const exact = exactCheck(check);
    if (def.check === 'min_length' && def.minimum !== undefined) {
      const min = def.minimum;
      // fewer units than `min` are fewer code points; twice as many units are enough
      tests.push((v) => (v.length < min ? false : v.length >= 2 * min || exact(v)));
    } else if (def.check === 'max_length' && def.maximum !== undefined) {
      const max = def.maximum;
      tests.push((v) => v.length <= max || exact(v));
    } else if (
      def.check === 'string_format' &&
      (def.format === 'regex' || def.format === 'email') &&
      def.pattern !== undefined
    ) {
      const pattern = def.pattern;
      tests.push((v) => {
        pattern.lastIndex = 0;
        return pattern.test(v);
      });
    } else return undefined;
  }
  return (value) => {
    for (const test of tests) if (!test(value)) return false;
    return true;
  };
}

/** A check as zod runs it, for the rare values a shortcut cannot decide. */
function exactCheck(check: Schema): (value: unknown) => boolean {
  return (value) => {
    const payload = { value, issues: [] as unknown[] };
    check._zod.check?.(payload);
    return payload.issues.length === 0;
  };
}
