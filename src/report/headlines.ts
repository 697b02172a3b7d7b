import type { PlanSummary, SerializedPlan } from '../model/plan.js';
import { errorCount } from './diagnostics.js';
import type { RenderMode } from './format-value.js';

/**
 * The targets of a targeted plan (`--target`), as `plan --out` and the CLI store them in
 * the plan document; empty for a whole plan.
 */
export function targetsOf(doc: SerializedPlan): string[] {
  const { targets } = doc;
  return Array.isArray(targets) ? targets.filter((t): t is string => typeof t === 'string') : [];
}

/**
 * What a targeted output says first (issue 13, finding 5): which targets were in effect,
 * and that the rest was not looked at, so a clean result is not read as the whole org's.
 */
export function targetLine(targets: readonly string[], mode: RenderMode): string {
  const list = targets.join(', ');
  return mode === 'plan'
    ? `Targeted: only ${list}, and what it depends on, was planned; the rest of the configuration was not looked at.`
    : `Targeted: only ${list}, and what it depends on, was compared; the rest of the organization was not looked at.`;
}

/** `Plan: 3 to create, 2 to update, 1 to move, 0 to delete.` (or `Drift: ...`). */
export function summaryLine(
  summary: PlanSummary,
  mode: RenderMode,
  targets: readonly string[] = [],
): string {
  const counts = `${summary.create} to create, ${summary.update} to update, ${summary.move} to move, ${summary.delete} to delete`;
  const within = targets.length > 0 ? ` within ${targets.join(', ')}` : '';
  return mode === 'plan'
    ? `Plan${within}: ${counts}.`
    : `Drift${within}: ${counts} to match the YAML.`;
}

export function noChangesLine(mode: RenderMode, targets: readonly string[] = []): string {
  if (targets.length > 0) {
    const list = targets.join(', ');
    return mode === 'plan'
      ? `No changes within ${list}. The rest of the configuration was not looked at.`
      : `No drift within ${list}. The rest of the organization was not looked at.`;
  }
  return mode === 'plan'
    ? 'No changes. The live organization matches the configuration.'
    : 'No drift. The live organization holds what the YAML says.';
}

/**
 * The headline of a plan or drift check that has errors (issue 13, finding 3): never a
 * count of changes, which would read as success in a CI log.
 */
export function failedLine(errors: number, mode: RenderMode): string {
  const n = `${errors} error${errors === 1 ? '' : 's'}`;
  return mode === 'plan'
    ? `Planning failed: ${n}. Nothing can be applied until ${errors === 1 ? 'it is' : 'they are'} fixed.`
    : `Drift check failed: ${n}. The organization could not be compared with the YAML.`;
}

/** The one-line verdict of a plan document: failed, no changes, or the counts. */
export function headline(doc: SerializedPlan, mode: RenderMode): string {
  const errors = errorCount(doc.diagnostics);
  if (errors > 0) return failedLine(errors, mode);
  const targets = targetsOf(doc);
  return doc.changes.length === 0
    ? noChangesLine(mode, targets)
    : summaryLine(doc.summary, mode, targets);
}

/**
 * What `drift --output FILE` says on stderr once the report is written: the report's
 * own headline, so the log and the report count alike (a replace is one create and one
 * delete in both; issue 13, finding 12).
 */
export function driftWrittenLine(doc: SerializedPlan, file: string): string {
  return `${headline(doc, 'drift')} Report written to ${file}`;
}
