import type { ResourceKind } from '../model/kinds.js';
import type { FieldName, IdRef } from '../model/plan.js';
import type { FieldPair } from './compare-fields.js';

/**
 * A field whose value is a reference: compared by live id; a reference to an object
 * created in this run has no id yet, so it always differs.
 */
export function refPair<K extends ResourceKind>(
  path: FieldName<K>,
  after: IdRef | null | undefined,
  before: unknown,
  heldId: string | null | undefined,
): FieldPair<K> {
  const compareAfter = after ? (after.id ?? `\u0000new:${after.ref}`) : after;
  return { path, after, before, compareAfter, compareBefore: heldId };
}
