import type { Change, FieldChange, FieldName, Plan, PlanSummary } from '../../../src/model/plan.js';

/**
 * A plan of hand-built changes, as `applyPlan` reads one: the acme fixture's organization,
 * a summary of zeros unless `summary` gives counts, no diagnostics unless given.
 */
export function handBuiltPlan(
  changes: Change[],
  more: { summary?: Partial<PlanSummary>; diagnostics?: Plan['diagnostics'] } = {},
): Plan {
  return {
    formatVersion: 1,
    organization: 'org_acme',
    summary: { create: 0, update: 0, move: 0, delete: 0, ...more.summary },
    changes,
    unmanaged: [],
    diagnostics: more.diagnostics ?? [],
    liveFingerprint: 'x',
  };
}

// a hand-built change, as a plan read back: the value stands for the field's own
export const f = (path: FieldName, after: unknown) => ({ path, after }) as FieldChange;
