import type { Diagnostic } from '../model/diagnostic.js';
import { DELETE_NEEDS_ALLOW_DELETE } from '../model/gate-codes.js';
import { deletesLine } from '../model/gates.js';
import { REDIRECT_REASON, REPLACE_REASON, TEMPORARY_PATH_REASON } from '../model/note-codes.js';

/** The planner's notes shown beside the change they explain, not in the list. */
const BESIDE: readonly string[] = [REPLACE_REASON, REDIRECT_REASON, TEMPORARY_PATH_REASON];

/**
 * The diagnostics a human plan lists (the JSON document keeps every one): the delete
 * gate's per-delete warnings as one warning for the kind of gated change, and without the replace reasons, which are shown beside their change.
 */
export function shownDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const deletes = diagnostics.filter(
    (d) => d.code === DELETE_NEEDS_ALLOW_DELETE && d.severity === 'warning',
  );
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    if (BESIDE.includes(d.code)) continue;
    if (!deletes.includes(d)) out.push(d);
    else if (d === deletes[0]) out.push(oneDeleteWarning(deletes));
  }
  return out;
}

function oneDeleteWarning(deletes: readonly Diagnostic[]): Diagnostic {
  if (deletes.length === 1 && deletes[0]) return deletes[0];
  return {
    severity: 'warning',
    code: DELETE_NEEDS_ALLOW_DELETE,
    message: deletesLine(deletes.map((d) => d.address ?? '?')),
    hint: 'apply with --allow-delete once reviewed',
  };
}

/**
 * The problems of a failed plan: without the notes that explain a change (a replace's or
 * a planned redirect's reason), as a failed plan shows no change for them to explain.
 */
export function failedDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.filter((d) => !BESIDE.includes(d.code));
}

/**
 * The notes the planner made on one change (why it is a replace, a redirect or a step
 * to a temporary path), for beside it.
 */
export function notesOn(diagnostics: readonly Diagnostic[], address: string): string[] {
  return diagnostics
    .filter((d) => BESIDE.includes(d.code) && d.address === address)
    .map((d) => d.message);
}
