import type { Diagnostic } from '../model/diagnostic.js';
import { DELETE_NEEDS_ALLOW_DELETE } from '../model/gate-codes.js';
import type { Gate, GateFlags } from '../model/gates.js';
import { closedGates, deletesLine, planGates } from '../model/gates.js';
import type { Plan } from '../model/plan.js';
import { createRefusal } from './create-gate.js';

/** The flags apply takes for the gates (model/gates.ts). */
export type GateOptions = GateFlags;

/**
 * The gates (docs/apply.md, "Gates"): every delete needs --allow-delete (a
 * replace too: it deletes the live object before it creates the new one), a plan
 * over a safety threshold (deletes, updates, invites or admin grants) needs --force, a plan with a planning error is never run,
 * and neither is one the token's role cannot make (`insufficient-role`); a create
 * a rename hint points at needs --allow-create (create-gate.ts).
 * Returns what refuses the plan (empty: it may run): one error for each gate the
 * flags leave closed (`closedGates`). The gates are the planner's (`plan.gates`); a
 * plan without them (built by hand) has them derived from its changes and diagnostics,
 * its deletes counted from the changes, so it cannot drop its own gate.
 */
export function checkGates(plan: Plan, options: GateOptions): Diagnostic[] {
  return closedGates(planGates(plan), options).map(refusal);
}

/** The error that says why a closed gate refuses the plan, and the way out. */
function refusal(gate: Gate): Diagnostic {
  switch (gate.kind) {
    case 'error':
      return gate.diagnostic;
    // the token cannot make these changes: refused before any write, no flag overrides it
    case 'permission':
      return { ...gate.diagnostic, severity: 'error' };
    case 'create':
      return createRefusal(gate);
    case 'delete': {
      return {
        severity: 'error',
        code: DELETE_NEEDS_ALLOW_DELETE,
        message: deletesLine(gate.addresses, gate.replaces),
        hint:
          gate.replaces === 0
            ? 'review the deletes, then rerun with --allow-delete'
            : 'review the deletes and replaces, then rerun with --allow-delete',
      };
    }
    case 'delete-threshold':
    case 'update-threshold':
    case 'invite-threshold':
    case 'admin-grant-threshold':
      return {
        ...gate.diagnostic,
        severity: 'error',
        hint: gate.diagnostic.hint ?? 'rerun with --force',
      };
  }
}
