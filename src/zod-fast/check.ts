/** The shared parts of the fast schema check (`fast-parse.ts`). */

/** What a check answers for a value zod rejects. */
export const INVALID: unique symbol = Symbol('invalid');
/** Thrown for a value this check does not follow zod on (zod then decides). */
export const NOT_SURE: unique symbol = Symbol('not sure');

/** Deeper than any config or answer: a value nested this far (or a cycle) is left to zod. */
export const MAX_NESTING = 256;

export type Check = (value: unknown, depth: number) => unknown;

/** The check of `unknown` and `any`: every value is its own output. */
export const SAME: Check = (value) => value;

/**
 * Which output counts as zod's: `'zod'`, objects with their keys in zod's order (the
 * shape's, then the others as they came), so an output equals zod's key for key;
 * `'as-given'`, an object's keys in the order they came, so a valid value is its own
 * output whatever its order (zod's copy then differs only in that order).
 */
export type KeyOrder = 'zod' | 'as-given';

/** How a check is built: the checks of the schemas it holds, in the same key order. */
export interface Compiler {
  readonly order: KeyOrder;
  readonly compile: (schema: Schema) => Check;
}

/** A zod 4 schema as callers hold it (this module reads its definitions without importing zod). */
export interface ZodSchema {
  readonly _zod: object;
  safeParse(value: unknown): { success: boolean; data?: unknown };
}

/** zod's internals, as far as this module family reads them (zod 4 core). */
interface Internals {
  readonly def: Def;
  readonly traits: Set<string>;
  readonly optin?: string;
  readonly optout?: string;
  readonly values?: Set<unknown>;
  readonly check?: (payload: { value: unknown; issues: unknown[] }) => void;
  /** A lazy schema's, built at its first read. */
  readonly innerType?: Schema;
}
interface Def {
  readonly type: string;
  readonly coerce?: boolean;
  readonly checks?: readonly Schema[];
  readonly shape?: Record<string, Schema>;
  readonly catchall?: Schema;
  readonly element?: Schema;
  readonly keyType?: Schema;
  readonly valueType?: Schema;
  readonly options?: readonly Schema[];
  readonly innerType?: Schema;
  readonly discriminator?: string;
  readonly inclusive?: boolean;
  readonly check?: string;
  readonly format?: string;
  readonly pattern?: RegExp;
  readonly minimum?: number;
  readonly maximum?: number;
}
export interface Schema extends ZodSchema {
  readonly _zod: Internals;
}

/** Any other schema: zod itself decides, on that value only. */
export function delegate(schema: Schema): Check {
  return (value) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : INVALID;
  };
}

/** A plain mapping, as the YAML readers and JSON.parse build them; anything else is zod's. */
export function plainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) throw NOT_SURE;
  return true;
}
