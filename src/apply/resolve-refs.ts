import type { Address } from '../model/address.js';
import { DocformError } from '../model/errors.js';
import { isIdRef } from '../model/id-ref.js';
import { fieldChange } from '../model/field-change.js';
import type { ResourceKind } from '../model/kinds.js';
import type { Change, FieldChange, IdRef, MovePosition } from '../model/plan.js';
import { positionSide } from '../model/plan.js';

/** Ids of objects created in this run, by address. */
export type CreatedIds = ReadonlyMap<Address, string>;

/**
 * Fills the id of every IdRef in a change (parent, position, field values) from the
 * objects created earlier in this run (docs/plan-format.md: references are IdRef
 * `{ref, id?}`, `id` absent when the object did not exist at planning time).
 */
export function resolveRefs<C extends Change>(change: C, created: CreatedIds): C {
  return {
    ...change,
    ...(change.parent ? { parent: resolveRef(change.parent, created) } : {}),
    ...(change.position ? { position: resolvePosition(change.position, created) } : {}),
    ...(change.fields ? { fields: change.fields.map((f) => resolveField(f, created)) } : {}),
  };
}

/** The IdRef with its id: the planned one, else the one created in this run. */
export function resolveRef(ref: IdRef, created: CreatedIds): IdRef & { readonly id: string } {
  const id = ref.id ?? created.get(ref.ref);
  if (id === undefined) {
    throw new DocformError(`${ref.ref} has no id: it was neither live when planned nor created`);
  }
  return { ref: ref.ref, id };
}

function resolvePosition(position: MovePosition, created: CreatedIds): MovePosition {
  const { side, ref } = positionSide(position);
  const resolved = resolveRef(ref, created);
  return side === 'before' ? { before: resolved } : { after: resolved };
}

/** The field with the IdRefs of its value filled in: the same row, the same value type. */
function resolveField<K extends ResourceKind>(
  field: FieldChange<K>,
  created: CreatedIds,
): FieldChange<K> {
  if (field.after === undefined) return field;
  return fieldChange<K>(field.path, idsFilledIn(field.after, created), field.before);
}

/**
 * Walks plain objects and arrays only: secrets and other class instances stay as they
 * are. The value keeps its type: an IdRef becomes an IdRef with its id.
 */
function idsFilledIn(value: unknown, created: CreatedIds): unknown {
  if (isIdRef(value)) return resolveRef(value, created);
  if (Array.isArray(value)) return value.map((v) => idsFilledIn(v, created));
  if (typeof value === 'object' && value !== null) {
    if (Object.getPrototypeOf(value) !== Object.prototype) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, idsFilledIn(v, created)]));
  }
  return value;
}
