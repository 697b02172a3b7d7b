import type { Address } from '../model/address.js';
import type { Change, Plan } from '../model/plan.js';
import type { ApplyResult } from '../model/apply-result.js';

export type VerifyResult =
  | {
      readonly status: 'converged';
      /** Changes the API took as requests an admin must approve: still to land. */
      readonly pending: readonly Change[];
    }
  | { readonly status: 'leftover'; readonly changes: readonly Change[] };

/**
 * After applying, the live org is read again and planned again: no
 * change left means the apply converged. A change the API accepted as a request for
 * approval (a member removal answered 202) is expected to remain: it is listed as
 * pending, not as a failure to converge. The re-plan comes from the caller, because
 * the applier must not import the planner (docs/architecture.md, "Layers": plan and apply
 * share only types).
 */
export async function verifyApplied(
  replan: () => Promise<Plan>,
  applied?: ApplyResult,
): Promise<VerifyResult> {
  const plan = await replan();
  const awaiting = new Set<Address>(
    (applied?.results ?? []).filter((r) => r.pending !== undefined).map((r) => r.address),
  );
  const pending = plan.changes.filter((c) => awaiting.has(c.address));
  const left = plan.changes.filter((c) => !awaiting.has(c.address));
  return left.length === 0
    ? { status: 'converged', pending }
    : { status: 'leftover', changes: left };
}
