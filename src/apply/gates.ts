import type { Diagnostic } from '../model/diagnostic.js';
import type { Plan } from '../model/plan.js';
import { deletesLiveObject } from '../model/plan.js';
import {
  DELETE_NEEDS_ALLOW_DELETE,
  DELETE_THRESHOLD,
  INSUFFICIENT_ROLE,
  UPDATE_THRESHOLD,
} from '../model/gate-codes.js';
import { count } from '../model/count.js';
import { createGate } from './create-gate.js';

/** Gates `--force` overrides: too many deletes or updates for the policy. */
const THRESHOLDS: ReadonlySet<string> = new Set([DELETE_THRESHOLD, UPDATE_THRESHOLD]);

export interface GateOptions {
  readonly allowDelete: boolean;
  readonly force: boolean;
  /** Create objects a rename hint points at (absent: false; see create-gate.ts). */
  readonly allowCreate?: boolean;
}

/**
 * The gates of DESIGN ("The command line"): every delete needs --allow-delete (a
 * replace too: it deletes the live object before it creates the new one), a plan
 * over a safety threshold (deletes or updates) needs --force, a plan with a planning error is never run,
 * and neither is one the token's role cannot make (`insufficient-role`); a create
 * a rename hint points at needs --allow-create (create-gate.ts).
 * Returns what refuses the plan (empty: it may run). Deletes are counted from the
 * changes too, so a plan file edited by hand cannot drop its own gate.
 */
export function checkGates(plan: Plan, options: GateOptions): Diagnostic[] {
  const refusals: Diagnostic[] = [];
  const errors = plan.diagnostics.filter(
    (d) =>
      d.severity === 'error' && d.code !== DELETE_NEEDS_ALLOW_DELETE && !THRESHOLDS.has(d.code),
  );
  refusals.push(...errors);
  // the token cannot make these changes: refused before any write, no flag overrides it
  refusals.push(
    ...plan.diagnostics
      .filter((d) => d.code === INSUFFICIENT_ROLE)
      .map((d) => ({ ...d, severity: 'error' as const })),
  );
  refusals.push(...createGate(plan, options.allowCreate === true));
  const deletes = plan.changes.filter(deletesLiveObject);
  const flagged = plan.diagnostics.some((d) => d.code === DELETE_NEEDS_ALLOW_DELETE);
  if (!options.allowDelete && (deletes.length > 0 || flagged)) {
    const replaces = deletes.filter((c) => c.action === 'replace').length;
    const how = replaces === 0 ? '' : ` (${replaces} of them by a replace)`;
    refusals.push({
      severity: 'error',
      code: DELETE_NEEDS_ALLOW_DELETE,
      message: `the plan deletes ${count(deletes.length, 'object')}${how}: ${sample(deletes.map((c) => c.address))}`,
      hint:
        replaces === 0
          ? 'review the deletes, then rerun with --allow-delete'
          : 'review the deletes and replaces, then rerun with --allow-delete',
    });
  }
  const threshold = plan.diagnostics.filter((d) => THRESHOLDS.has(d.code));
  if (!options.force) {
    refusals.push(
      ...threshold.map((d) => ({
        ...d,
        severity: 'error' as const,
        hint: d.hint ?? 'rerun with --force',
      })),
    );
  }
  return refusals;
}

/** The flag that passes each gate a flag can pass. */
const PASSED_BY: Readonly<Record<string, keyof GateOptions>> = {
  [DELETE_NEEDS_ALLOW_DELETE]: 'allowDelete',
  [DELETE_THRESHOLD]: 'force',
  [UPDATE_THRESHOLD]: 'force',
};

/**
 * True when the flags given pass the gate of this diagnostic code: its warning then asks
 * for nothing more and is not shown as one ("rerun with --force" once --force is given).
 */
export function passedByFlags(code: string, options: GateOptions): boolean {
  const flag = PASSED_BY[code];
  return flag !== undefined && options[flag] === true;
}

function sample(addresses: readonly string[]): string {
  const shown = addresses.slice(0, 5).join(', ');
  return addresses.length > 5 ? `${shown}, and ${addresses.length - 5} more` : shown;
}
