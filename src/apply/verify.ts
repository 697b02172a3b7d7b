import type { Change, Plan } from '../model/plan.js';

export type VerifyResult =
  | { readonly status: 'converged' }
  | { readonly status: 'leftover'; readonly changes: readonly Change[] };

/**
 * After applying, the live org is read again and planned again (issue 6, "Verify"): no
 * change left means the apply converged. The re-plan comes from the caller, because
 * the applier must not import the planner (DESIGN, "Architecture": plan and apply share
 * only types).
 */
export async function verifyApplied(replan: () => Promise<Plan>): Promise<VerifyResult> {
  const plan = await replan();
  return plan.changes.length === 0
    ? { status: 'converged' }
    : { status: 'leftover', changes: plan.changes };
}
