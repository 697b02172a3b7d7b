import type { IdRef } from '../model/plan.js';

/**
 * The pair of a reference row named P, with its live side B: a `FieldPair` of the kinds
 * whose row P is a reference (a kind's planner returns it as its own, which checks it).
 */
export interface RefPair<P extends string, B> {
  readonly path: P;
  readonly after: IdRef | null | undefined;
  readonly before: B;
  readonly compareAfter: string | null | undefined;
  readonly compareBefore: string | null | undefined;
}

/**
 * A field whose value is a reference: compared by live id; a reference to an object
 * created in this run has no id yet, so it always differs.
 */
export function refPair<P extends string, B>(
  path: P,
  after: IdRef | null | undefined,
  before: B,
  heldId: string | null | undefined,
): RefPair<P, B> {
  const compareAfter = after ? (after.id ?? `\u0000new:${after.ref}`) : after;
  return { path, after, before, compareAfter, compareBefore: heldId };
}
