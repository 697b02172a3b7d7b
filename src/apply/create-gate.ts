import type { Diagnostic } from '../model/diagnostic.js';
import { CREATE_NEEDS_ALLOW_CREATE } from '../model/gate-codes.js';
import type { Gate } from '../model/gates.js';

/**
 * The refusal of the create gate (docs/architecture.md, "Identity"): a create while a
 * rename hint for it is open (a live object looks like the declared one, renamed by hand in
 * the web app) is refused without --allow-create, so a title fixed by hand never builds a
 * second site or team on the next unrelated merge. The hint closes once the YAML answers it with
 * `previously:` or a pinned `id:` (the plan then updates the live object). The gate is
 * matched against the changes (model/gates.ts), so a plan that lost its gates keeps it.
 */
export function createRefusal(gate: Extract<Gate, { kind: 'create' }>): Diagnostic {
  const d = gate.renameHint;
  return {
    severity: 'error',
    code: CREATE_NEEDS_ALLOW_CREATE,
    address: gate.address,
    ...(d.location === undefined ? {} : { location: d.location }),
    message: `${gate.address} is not created while a live object looks like it was renamed by hand (its rename-hint is open)`,
    hint: `${d.hint ?? 'add previously: [OLD TITLE]'}; or rerun with --allow-create to create a second one`,
  };
}
