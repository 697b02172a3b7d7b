import type { Diagnostic } from '../model/diagnostic.js';
import { CREATE_NEEDS_ALLOW_CREATE } from '../model/gate-codes.js';
import { RENAME_HINT } from '../model/note-codes.js';
import type { Plan } from '../model/plan.js';

/**
 * The create gate (DESIGN, "Identity"): a create while a rename hint for it is open
 * (a live object looks like the declared one, renamed by hand in the web app) is
 * refused without --allow-create, so a title fixed by hand never builds a second site
 * or team on the next unrelated merge. The hint closes once the YAML answers it with
 * `previously:` or a pinned `id:` (the plan then updates the live object). Counted from
 * the changes too, so a plan file edited by hand cannot drop its own gate.
 */
export function createGate(plan: Plan, allowCreate: boolean): Diagnostic[] {
  if (allowCreate) return [];
  const creates = new Set(plan.changes.filter((c) => c.action === 'create').map((c) => c.address));
  return plan.diagnostics
    .filter((d) => d.code === RENAME_HINT && d.address !== undefined && creates.has(d.address))
    .map((d) => ({
      severity: 'error' as const,
      code: CREATE_NEEDS_ALLOW_CREATE,
      ...(d.address === undefined ? {} : { address: d.address }),
      ...(d.location === undefined ? {} : { location: d.location }),
      message: `${d.address} is not created while a live object looks like it was renamed by hand (its rename-hint is open)`,
      hint: `${d.hint ?? 'add previously: [OLD TITLE]'}; or rerun with --allow-create to create a second one`,
    }));
}
