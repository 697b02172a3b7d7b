import type { GateFlags } from '../../model/gates.js';
import { passedGateWarnings, planGates } from '../../model/gates.js';
import type { Plan, SerializedPlan } from '../../model/plan.js';

/**
 * The plan document as a command shows it, given the gate flags it was run with: the
 * warnings of the gates those flags pass are left out, by the decision apply refuses by
 * (`closedGates`, src/model/gates.ts). `docform plan` passes no flag (`NO_GATE_FLAGS`)
 * and so shows every gate; apply with --force shows no "rerun with --force", with
 * --allow-delete no request for it.
 */
export function withGatesShown(plan: Plan, doc: SerializedPlan, flags: GateFlags): SerializedPlan {
  const passed = passedGateWarnings(planGates(plan), flags);
  if (passed.size === 0) return doc;
  // the document holds one copy of each of the plan's diagnostics, in the plan's order
  const diagnostics = doc.diagnostics.filter((_, i) => {
    const d = plan.diagnostics[i];
    return d === undefined || !passed.has(d);
  });
  return { ...doc, diagnostics };
}
