import { describeContent, isContentSummary } from '../model/content.js';
import type { SerializedChange, SerializedField } from '../model/plan.js';

/**
 * A field value as reviewers read it: JSON, except masked secrets, which are shown bare
 * (they are already `(sensitive, ...)` in the plan document), and contents, shown by
 * origin, size and short digest (`file specs/petstore.yaml (12.3 KB, sha256 1a2b3c4d)`).
 */
export function formatValue(value: unknown): string {
  if (value === undefined) return '(none)';
  if (typeof value === 'string' && value.startsWith('(sensitive')) return value;
  if (isContentSummary(value)) return describeContent(value);
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

/** What `drift --output FILE` says on stderr once the report is written. */
export function driftWrittenLine(drifted: number, file: string): string {
  const summary =
    drifted === 0 ? 'No drift.' : `Drift: ${drifted} change(s) would bring the org back.`;
  return `${summary} Report written to ${file}`;
}

export function noChangesLine(mode: RenderMode): string {
  return mode === 'plan'
    ? 'No changes. The live organization matches the configuration.'
    : 'No drift. The live organization holds what the YAML says.';
}
