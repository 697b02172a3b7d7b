import type { Address } from '../model/address.js';
import type { IdRef } from '../model/plan.js';

/** An IdRef, with `id` only when the object is live (docs/plan-format.md, "References"). */
export function idRef(ref: Address, id: string | undefined): IdRef {
  return id === undefined ? { ref } : { ref, id };
}

export function isIdRef(value: unknown): value is IdRef {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  const keys = Object.keys(value);
  return (
    typeof (value as { ref?: unknown }).ref === 'string' &&
    keys.every((k) => k === 'ref' || k === 'id')
  );
}
