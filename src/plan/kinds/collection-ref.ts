import type { Address } from '../../model/address.js';
import type { IdRef } from '../../model/plan.js';
import { atValue } from '../field-locations.js';
import type { PlanContext } from '../plan-context.js';
import { refPair } from '../ref-pair.js';

/** The pair of a collection's `parent` or a space's `collection`: a reference, or null. */
interface RowPairOf<P extends string> {
  readonly path: P;
  readonly after: IdRef | null | undefined;
  readonly before: IdRef | null | undefined;
  readonly compareAfter?: string | null | undefined;
  readonly compareBefore?: string | null | undefined;
}

/**
 * A field naming a collection by key or live id (a collection's `parent`, a space's
 * `collection`), compared by live id; null is the organization's root. A name that is
 * neither a key under `collections:` nor a live collection id is an error at its line.
 */
export function collectionRefPair<P extends 'parent' | 'collection'>(
  ctx: PlanContext,
  address: Address,
  path: P,
  wanted: string | null,
  held: string | null | undefined,
): RowPairOf<P> {
  const before = typeof held === 'string' ? ctx.refs.collectionById(held) : held;
  if (wanted === null) return { path, after: null, before, compareBefore: held };
  const ref = ctx.refs.collection(wanted);
  if (ref === undefined) {
    ctx.diagnostics.push({
      severity: 'error',
      code: 'dangling-reference',
      address,
      ...atValue(ctx.desired, address, path),
      message: `${path} ${wanted} is neither a key under \`collections:\` nor a live collection id`,
    });
    return { path, after: undefined, before };
  }
  return refPair(path, ref, before, held);
}

/** The collection a declaration names that this plan creates: its change waits for it. */
export function collectionWait(ctx: PlanContext, name: string | null | undefined): Address[] {
  if (typeof name !== 'string') return [];
  const ref = ctx.refs.collection(name);
  return ref !== undefined && ref.id === undefined ? [ref.ref] : [];
}
