/** The shared parts of the fast schema check (`schema-fast.ts`). */

/** What a check answers for a value zod rejects. */
export const INVALID: unique symbol = Symbol('invalid');
/** Thrown for a value this check does not follow zod on (zod then decides). */
export const NOT_SURE: unique symbol = Symbol('not sure');

/** Deeper than any config: a value nested this far (or a cycle) is left to zod. */
export const MAX_NESTING = 256;

export type Check = (value: unknown, depth: number) => unknown;

/** zod's internals, as far as this file reads them (zod 4 core). */
export interface Internals {
  readonly def: Def;
  readonly traits: Set<string>;
  readonly optin?: string;
  readonly optout?: string;
  readonly values?: Set<unknown>;
  readonly check?: (payload: { value: unknown; issues: unknown[] }) => void;
}
export interface Def {
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
  readonly abort?: boolean;
}
export interface Schema {
  readonly _zod: Internals;
  safeParse(value: unknown): { success: boolean; data?: unknown };
}

/** Any other schema: zod itself decides, on that value only. */
export function delegate(schema: Schema): Check {
  return (value) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : INVALID;
  };
}

/** A plain mapping, as the YAML readers build them; anything else is left to zod. */
export function plainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) throw NOT_SURE;
  return true;
}
