import {
  delegate,
  INVALID,
  MAX_NESTING,
  NOT_SURE,
  plainObject,
  SAME,
  type Check,
  type Compiler,
  type Schema,
} from './check.js';
import { optionality } from './lazy-object.js';

/** The objects of the fast schema check (`fast-parse.ts`). */

interface Field {
  readonly key: string;
  readonly optional: boolean;
  readonly check: Check;
}

/** Outputs by field index, only where one differs from the value it came from. */
type Outputs = unknown[] | undefined;

/**
 * A strict object (a `never` catchall: any other key is invalid) or one whose other keys
 * are checked by a catchall schema (a loose object's is `unknown`: kept as they are). An
 * object without a catchall strips the other keys: zod's to copy.
 */
export function objectCheck(schema: Schema, compiler: Compiler): Check {
  const { shape, catchall } = schema._zod.def;
  if (shape === undefined || catchall === undefined) return delegate(schema);
  const keys = Object.keys(shape);
  // a key Object.prototype holds (`constructor`) reads as present on every object: zod's
  if (
    Object.getOwnPropertySymbols(shape).length > 0 ||
    keys.some((key) => key in Object.prototype)
  ) {
    return delegate(schema);
  }
  const fields: Field[] = [];
  for (const key of keys) {
    const field = shape[key] as Schema;
    const { optin, optout } = optionality(field);
    const optional = optin === 'optional' && optout === 'optional';
    if (!optional && (optin !== undefined || optout !== undefined)) return delegate(schema);
    fields.push({ key, optional, check: compiler.compile(field) });
  }
  const others = catchall._zod.def.type === 'never' ? undefined : compiler.compile(catchall);
  const shapeOf: Shape = {
    fields,
    index: new Map(keys.map((key, i) => [key, i])),
    required: fields.filter((field) => !field.optional).length,
  };
  return compiler.order === 'zod' ? inZodOrder(shapeOf, others) : asGiven(shapeOf, others);
}

/** A shape's fields, each one's index by key, and how many are required. */
interface Shape {
  readonly fields: readonly Field[];
  readonly index: ReadonlyMap<string, number>;
  readonly required: number;
}

/**
 * zod's copy holds the shape's keys first, in the shape's order, then the other keys as
 * they came: a value whose keys are so ordered, and whose fields are their own output,
 * is returned as it came.
 */
function inZodOrder(shape: Shape, others?: Check): Check {
  const { fields, index } = shape;
  return (value, depth) => {
    if (!plainObject(value)) return INVALID;
    if (depth > MAX_NESTING) throw NOT_SURE;
    let last = -1;
    let reordered = false;
    let sawOther = false;
    let changed: Map<string, unknown> | undefined;
    for (const key in value) {
      const at = index.get(key);
      if (at !== undefined) {
        if (at < last || sawOther) reordered = true;
        last = at;
        continue;
      }
      if (others === undefined) return INVALID;
      const parsed = otherKey(others, value, key, depth);
      if (parsed === INVALID) return INVALID;
      sawOther = true;
      if (parsed !== value[key]) (changed ??= new Map()).set(key, parsed);
    }
    const outputs = fieldOutputs(shape, value, depth);
    if (outputs === INVALID) return INVALID;
    if (!reordered && outputs === undefined && changed === undefined) return value;
    const out: Record<string, unknown> = {};
    for (let i = 0; i < fields.length; i++) {
      const { key } = fields[i] as Field;
      if (key in value) out[key] = outputs !== undefined && i in outputs ? outputs[i] : value[key];
    }
    for (const key in value) {
      if (!index.has(key)) out[key] = changed?.has(key) === true ? changed.get(key) : value[key];
    }
    return out;
  };
}

/**
 * The keys in the order they came: a value whose fields are their own output is returned
 * as it is. Under a catchall that keeps every value (`unknown`), the other keys are not
 * even read: zod copies them as they are.
 */
function asGiven(shape: Shape, others?: Check): Check {
  const { fields, index } = shape;
  return (value, depth) => {
    if (!plainObject(value)) return INVALID;
    if (depth > MAX_NESTING) throw NOT_SURE;
    let changed: Map<string, unknown> | undefined;
    if (others === SAME) {
      if (Object.prototype.hasOwnProperty.call(value, '__proto__')) throw NOT_SURE;
    } else {
      for (const key in value) {
        if (index.has(key)) continue;
        if (others === undefined) return INVALID;
        const parsed = otherKey(others, value, key, depth);
        if (parsed === INVALID) return INVALID;
        if (parsed !== value[key]) (changed ??= new Map()).set(key, parsed);
      }
    }
    const outputs = fieldOutputs(shape, value, depth);
    if (outputs === INVALID) return INVALID;
    if (outputs === undefined && changed === undefined) return value;
    const out: Record<string, unknown> = { ...value };
    outputs?.forEach((output, i) => {
      out[(fields[i] as Field).key] = output;
    });
    for (const [key, output] of changed ?? []) out[key] = output;
    return out;
  };
}

/**
 * Each field of the shape checked: INVALID, or the outputs that differ from their value.
 * The value's own keys are walked, not the shape's: an object holds few of a wide
 * shape's optional fields (a site space: its `space` alone), and an absent optional
 * field has nothing to check. A required field not met among them is INVALID.
 */
function fieldOutputs(
  shape: Shape,
  value: Record<string, unknown>,
  depth: number,
): Outputs | typeof INVALID {
  const { fields, index } = shape;
  let outputs: Outputs;
  let required = 0;
  for (const key in value) {
    const i = index.get(key);
    if (i === undefined) continue;
    const field = fields[i] as Field;
    const item = value[key];
    // written as undefined: zod's to tell from absent
    if (item === undefined) throw NOT_SURE;
    if (!field.optional) required += 1;
    const parsed = field.check(item, depth + 1);
    if (parsed === INVALID) return INVALID;
    if (parsed !== item) (outputs ??= [])[i] = parsed;
  }
  return required < shape.required ? INVALID : outputs;
}

/** A key outside the shape, checked by the catchall. */
function otherKey(others: Check, value: Record<string, unknown>, key: string, depth: number) {
  // zod leaves an own `__proto__` key out of its copy
  if (key === '__proto__') throw NOT_SURE;
  const item = value[key];
  if (item === undefined) throw NOT_SURE;
  return others(item, depth + 1);
}
