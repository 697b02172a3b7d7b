import type { SerializedChange, SerializedField } from '../model/plan.js';

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
