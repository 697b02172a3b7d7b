import type { Change, PlanSummary } from '../model/plan.js';

/** Counts for the summary line; a replace is one create and one delete. */
export function summarize(changes: readonly Change[]): PlanSummary {
  const summary = { create: 0, update: 0, move: 0, delete: 0 };
  for (const change of changes) {
    switch (change.action) {
      case 'create':
        summary.create += 1;
        break;
      case 'update':
        summary.update += 1;
        break;
      case 'move':
        summary.move += 1;
        break;
      case 'delete':
        summary.delete += 1;
        break;
      case 'replace':
        summary.create += 1;
        summary.delete += 1;
        break;
      default:
        change satisfies never;
    }
  }
  return summary;
}
