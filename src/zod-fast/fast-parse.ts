import { arrayCheck, recordCheck, unionCheck } from './containers.js';
import {
  delegate,
  INVALID,
  NOT_SURE,
  SAME,
  type Check,
  type Compiler,
  type KeyOrder,
  type Schema,
  type ZodSchema,
} from './check.js';
import { innerOf, optionality } from './lazy-object.js';
import { objectCheck } from './object-check.js';
import { stringCheck } from './string-check.js';

/**
 * A fast check of the common case, a valid value: zod's own parse of a large
 * config or API answer costs more than reading it (a payload and an issue list per node,
 * a copy of every object and list, unknown fields included, and the bookkeeping of
 * recursive schemas). This walks the same schema, read from zod's definitions so it
 * cannot drift from it, and answers either the value zod would return or "not sure"
 * (undefined); whenever the answer is not "valid", the caller runs zod on the whole
 * value, which reports the problems as before.
 *
 * It follows zod's rules exactly for the kinds of schema the config and the wire are made
 * of (strict and loose objects, records, lists, unions, optional and nullable wrappers,
 * strings with length and pattern checks, booleans, enums, literals, unknown, lazy
 * schemas, compiled at their first value), and hands any other schema to zod itself, for
 * that part of the value. An object or a list is returned as it came when zod's copy
 * would be equal to it, so a valid value is not copied: under `order` `'zod'`, equal key
 * for key (the shape's keys first, in its order); under `'as-given'`, equal but for the
 * order of keys.
 *
 * It reads zod's definitions (`_zod`), which zod does not document as its API: package.json
 * pins zod's exact version, and test/config/fast-parse.test.ts compares it with zod on
 * 1,000 generated configs (test/zod-fast/zod-fast.test.ts on 3,000 values), so an upgrade
 * that changed them fails there. What it buys: `docform validate` of the benchmark's
 * 12,295-object config takes 1.24x the CPU without it (docs/performance.md, "Loading the
 * config").
 */
export function fastParse(
  schema: ZodSchema,
  value: unknown,
  order: KeyOrder = 'zod',
): { data: unknown } | undefined {
  try {
    const data = COMPILERS[order].compile(schema as Schema)(value, 0);
    return data === INVALID ? undefined : { data };
  } catch (thrown) {
    if (thrown === NOT_SURE) return undefined;
    throw thrown;
  }
}

function compilerFor(order: KeyOrder): Compiler {
  const cache = new WeakMap<object, Check>();
  const compiler: Compiler = { order, compile };
  function compile(schema: Schema): Check {
    const known = cache.get(schema);
    if (known !== undefined) return known;
    // a recursive schema (groups hold sections and groups) reaches itself while compiling
    const built: { check?: Check } = {};
    cache.set(schema, (value, depth) => (built.check ?? compile(schema))(value, depth));
    const check = build(schema, compiler);
    built.check = check;
    cache.set(schema, check);
    return check;
  }
  return compiler;
}

const COMPILERS: Record<KeyOrder, Compiler> = {
  zod: compilerFor('zod'),
  'as-given': compilerFor('as-given'),
};

/** How each kind of schema is checked, given its checks; a kind not here is zod's. */
type Builder = (schema: Schema, checks: readonly Schema[], compiler: Compiler) => Check;

const BUILDERS: Record<string, Builder> = {
  string: (schema, checks) => {
    const test = stringCheck(checks);
    if (test === undefined) return delegate(schema);
    if (checks.length === 0) return (value) => (typeof value === 'string' ? value : INVALID);
    return (value) => (typeof value === 'string' && test(value) ? value : INVALID);
  },
  boolean: (schema, checks) =>
    checks.length > 0
      ? delegate(schema)
      : (value) => (typeof value === 'boolean' ? value : INVALID),
  unknown: (schema, checks) => (checks.length > 0 ? delegate(schema) : SAME),
  any: (schema, checks) => (checks.length > 0 ? delegate(schema) : SAME),
  enum: valuesCheck,
  literal: valuesCheck,
  optional: wrapperCheck,
  nullable: wrapperCheck,
  array: arrayCheck,
  object: (schema, checks, compiler) =>
    checks.length > 0 ? delegate(schema) : objectCheck(schema, compiler),
  record: (schema, checks, compiler) =>
    checks.length > 0 ? delegate(schema) : recordCheck(schema, compiler),
  union: (schema, checks, compiler) =>
    checks.length > 0 ? delegate(schema) : unionCheck(schema, compiler),
  lazy: (schema, checks, compiler) =>
    checks.length > 0 ? delegate(schema) : lazyCheck(schema, compiler),
};

function build(schema: Schema, compiler: Compiler): Check {
  const zod = schema._zod;
  const def = zod.def;
  const checks = [...(zod.traits.has('$ZodCheck') ? [schema] : []), ...(def.checks ?? [])];
  const builder = Object.hasOwn(BUILDERS, def.type) ? BUILDERS[def.type] : undefined;
  if (def.coerce === true || builder === undefined) return delegate(schema);
  return builder(schema, checks, compiler);
}

/** An enum or a literal: one of the values zod lists. */
function valuesCheck(schema: Schema, checks: readonly Schema[]): Check {
  const values = schema._zod.values;
  if (checks.length > 0 || values === undefined) return delegate(schema);
  return (value) => (values.has(value) ? value : INVALID);
}

/** Optional (undefined passes) or nullable (null passes), around another schema. */
function wrapperCheck(schema: Schema, checks: readonly Schema[], compiler: Compiler): Check {
  const def = schema._zod.def;
  if (checks.length > 0 || def.innerType === undefined) return delegate(schema);
  if (def.type === 'optional' && optionality(def.innerType).optin === 'defaulted') {
    return delegate(schema);
  }
  const inner = compiler.compile(def.innerType);
  const empty = def.type === 'optional' ? undefined : null;
  return (value, depth) => (value === empty ? value : inner(value, depth));
}

/** A lazy schema's inner one, compiled at the first value it checks (not before: it may never come). */
function lazyCheck(schema: Schema, compiler: Compiler): Check {
  let inner: Check | undefined;
  return (value, depth) => (inner ??= compiler.compile(innerOf(schema)))(value, depth);
}
