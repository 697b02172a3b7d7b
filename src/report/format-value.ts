import { isDeepStrictEqual } from 'node:util';
import { describeContent, isContentSummary } from '../model/content.js';
import type { SerializedChange, SerializedField } from '../model/plan.js';
import { asWritten } from './as-written.js';
import { count } from '../model/count.js';

/** Strings longer than this are cut, with their length (issue 13, finding 8). */
export const LONG_STRING = 80;
const KEPT = 60;

/**
 * A value as reviewers read it, in YAML's flow style: strings quoted (and cut past
 * LONG_STRING characters, with their length), objects `{ key: value }`, lists
 * `[a, b]`; masked secrets bare (they are already `(sensitive, ...)` in the plan).
 */
export function formatValue(value: unknown): string {
  if (value === undefined) return '(none)';
  if (isContentSummary(value)) return describeContent(value);
  if (typeof value === 'string') return formatString(value);
  if (Array.isArray(value)) return `[${value.map(formatValue).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).map(([k, v]) => `${formatKey(k)}: ${formatValue(v)}`);
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return JSON.stringify(value);
}

function formatString(text: string): string {
  if (text.startsWith('(sensitive')) return text;
  if (text.length <= LONG_STRING) return JSON.stringify(text);
  const cut = JSON.stringify(text.slice(0, KEPT)).slice(0, -1);
  return `${cut}…" (${text.length} characters)`;
}

function formatKey(key: string): string {
  return /^[A-Za-z_$][\w$-]*$/.test(key) ? key : JSON.stringify(key);
}

/**
 * A changed field as lines (issue 13, finding 8): `title: "Eng" -> "Engineering"`, or
 * `title: "Engineering"` on a create (and on a delete, what the live object holds); a list (team members, email domains) as its name
 * and then one `+ element` or `- element` line per element added or removed, the
 * unchanged ones left out. Values read as the YAML writes them (`asWritten`).
 */
export function fieldLines(field: SerializedField, change: SerializedChange): string[] {
  const before = asWritten(change.kind, field.path, field.before);
  const after = asWritten(change.kind, field.path, field.after);
  const creates = change.action === 'create' || change.action === 'replace';
  if (Array.isArray(after) || (Array.isArray(before) && after === undefined)) {
    const lines = listLines(creates ? [] : asList(before), asList(after));
    if (lines.length > 0) return [`${field.path}:`, ...lines];
  }
  if (creates) return [`${field.path}: ${formatValue(after)}`];
  // a delete shows what the live object holds
  if (change.action === 'delete') return [`${field.path}: ${formatValue(before)}`];
  if (isMultiline(before) && isMultiline(after)) {
    // text of several lines (agent instructions, a spec): the lines that differ
    const lines = textLines(before.split('\n'), after.split('\n'));
    if (lines.length > 0)
      return [
        `${field.path}: (${count(lines.length, 'line')} differ${lines.length === 1 ? 's' : ''})`,
        ...lines,
      ];
  }
  const shown = after === undefined ? '(removed)' : formatValue(after);
  return [`${field.path}: ${formatValue(before)} -> ${shown}`];
}

function isMultiline(value: unknown): value is string {
  return typeof value === 'string' && value.includes('\n') && !value.startsWith('(sensitive');
}

/**
 * A line diff of two texts: `- line` for each line only before, `+ line` for each only
 * after, in order (longest common subsequence), each line cut like any long string.
 */
function textLines(before: readonly string[], after: readonly string[]): string[] {
  const n = before.length;
  const m = after.length;
  if (n * m > 250_000) return []; // too big to align: shown whole, cut, as any string
  const lcs = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      const row = lcs[i] as number[];
      row[j] =
        before[i] === after[j]
          ? (lcs[i + 1]?.[j + 1] ?? 0) + 1
          : Math.max(lcs[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && before[i] === after[j]) {
      i += 1;
      j += 1;
    } else if (i < n && (j >= m || (lcs[i + 1]?.[j] ?? 0) >= (lcs[i]?.[j + 1] ?? 0))) {
      out.push(`- ${formatValue(before[i])}`);
      i += 1;
    } else {
      out.push(`+ ${formatValue(after[j])}`);
      j += 1;
    }
  }
  return out;
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** `- x` for each element only before, `+ y` for each only after, in list order. */
function listLines(before: readonly unknown[], after: readonly unknown[]): string[] {
  const has = (list: readonly unknown[], v: unknown) => list.some((w) => isDeepStrictEqual(v, w));
  return [
    ...before.filter((v) => !has(after, v)).map((v) => `- ${formatValue(v)}`),
    ...after.filter((v) => !has(before, v)).map((v) => `+ ${formatValue(v)}`),
  ];
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

/** How many objects go with the plan's deletes (a site's sections, groups, site spaces). */
export function childCount(changes: readonly SerializedChange[]): number {
  return changes.reduce((n, c) => n + (c.children?.length ?? 0), 0);
}

/** `and its 8 children, deleted with it:`, the line above a delete's children. */
export function childrenLine(change: SerializedChange): string | undefined {
  const n = change.children?.length ?? 0;
  if (n === 0) return undefined;
  return `and its ${n === 1 ? '1 child' : `${n} children`}, deleted with it:`;
}

/** One child of a delete: `- ADDRESS (KIND) [ID]`. */
export function childLine(child: NonNullable<SerializedChange['children']>[number]): string {
  return `- ${child.address} (${child.kind}) [${child.id}]`;
}
