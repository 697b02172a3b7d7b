import { isObject } from './is-object.js';
import type { Address } from './address.js';
import type { IdRef } from './plan.js';

/** An IdRef, with `id` only when the object is live (docs/plan-format.md, "References"). */
export function idRef(ref: Address, id: string | undefined): IdRef {
  return id === undefined ? { ref } : { ref, id };
}

/**
 * True for an IdRef `{ref, id?}`: a plain object with a string `ref`, a string `id`
 * or none, and no other key. Planner, serializer and applier all recognise references
 * by this one test.
 */
export function isIdRef(value: unknown): value is IdRef {
  if (!isObject(value) || Object.getPrototypeOf(value) !== Object.prototype) return false;
  const { ref, id } = value as { ref?: unknown; id?: unknown };
  return (
    typeof ref === 'string' &&
    (id === undefined || typeof id === 'string') &&
    Object.keys(value).every((k) => k === 'ref' || k === 'id')
  );
}
