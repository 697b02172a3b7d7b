import type { SerializedChange, SerializedField, SerializedPlan } from '../model/plan.js';

/**
 * A field value as reviewers read it: JSON, except masked secrets, which are shown bare
 * (they are already `(sensitive, ...)` in the plan document).
 */
export function formatValue(value: unknown): string {
  if (value === undefined) return '(none)';
  if (typeof value === 'string' && value.startsWith('(sensitive')) return value;
  return JSON.stringify(value);
}

/** `title: "Eng" -> "Engineering"`, or `title: "Engineering"` when there was nothing. */
export function formatField(field: SerializedField, action: SerializedChange['action']): string {
  if (action === 'create' || action === 'replace') {
    return `${field.path}: ${formatValue(field.after)}`;
  }
  const after = field.after === undefined ? '(removed)' : formatValue(field.after);
  return `${field.path}: ${formatValue(field.before)} -> ${after}`;
}

/** `after site.portal.section.B` / `before ...`: where a change places its object. */
export function formatPosition(change: SerializedChange): string | undefined {
  if (change.position?.after) return `after ${change.position.after}`;
  if (change.position?.before) return `before ${change.position.before}`;
  return undefined;
}

export const SYMBOL: Record<SerializedChange['action'], string> = {
  create: '+',
  update: '~',
  move: '->',
  delete: '-',
  replace: '-/+',
};

export type RenderMode = 'plan' | 'drift';

/** `Plan: 3 to create, 2 to update, 1 to move, 0 to delete.` (or `Drift: ...`). */
export function summaryLine(
  summary: { create: number; update: number; move: number; delete: number },
  mode: RenderMode,
): string {
  const counts = `${summary.create} to create, ${summary.update} to update, ${summary.move} to move, ${summary.delete} to delete`;
  return mode === 'plan' ? `Plan: ${counts}.` : `Drift: ${counts} to match the YAML.`;
}

/**
 * What `drift --output FILE` says on stderr once the report is written: the report's
 * own headline, so the log and the report count alike (a replace is one create and one
 * delete in both; issue 13, finding 12).
 */
export function driftWrittenLine(
  doc: Pick<SerializedPlan, 'summary' | 'changes'>,
  file: string,
): string {
  const head =
    doc.changes.length === 0 ? noChangesLine('drift') : summaryLine(doc.summary, 'drift');
  return `${head} Report written to ${file}`;
}

/**
 * The headline of a plan or drift check that has errors (issue 13, finding 3): never a
 * count of changes, which would read as success in a CI log.
 */
export function failedLine(errors: number, mode: RenderMode): string {
  const n = `${errors} error${errors === 1 ? '' : 's'}`;
  return mode === 'plan'
    ? `Planning failed: ${n}. Nothing can be applied until they are fixed.`
    : `Drift check failed: ${n}. The organization could not be compared with the YAML.`;
}

export function noChangesLine(mode: RenderMode): string {
  return mode === 'plan'
    ? 'No changes. The live organization matches the configuration.'
    : 'No drift. The live organization holds what the YAML says.';
}
