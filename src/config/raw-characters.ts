import { rowsOf } from '../model/fields/field-row.js';
import { FIELD_TABLES } from '../model/fields/tables.js';
import type { Diagnostic } from '../model/diagnostic.js';
import { error } from './diagnostics.js';
import type { LineIndex } from './line-index.js';
import { MAX_RAW_CHARACTER_REPORTS } from './limits.js';

/**
 * Characters a reviewer cannot see, written raw in a config file: C0 controls but tab, line feed and carriage return; DEL and C1 controls; the
 * bidi embeddings, overrides and isolates that can reorder what a diff shows ("Trojan
 * Source"). Refused anywhere in the text, comments included. Written as an escape in a
 * double-quoted string (`"\u202E"`) the character is explicit, and accepted.
 */
// eslint-disable-next-line no-control-regex
const RAW = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

const NAMES: Readonly<Record<number, string>> = {
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
  0x09: 'CHARACTER TABULATION',
  0x0a: 'LINE FEED',
  0x0d: 'CARRIAGE RETURN',
};

/** `U+202E (RIGHT-TO-LEFT OVERRIDE)`, `U+0007 (a control character)`. */
export function describeCodePoint(code: number): string {
  const hex = code.toString(16).toUpperCase().padStart(4, '0');
  return `U+${hex} (${NAMES[code] ?? 'a control character'})`;
}

/** `\u202E`: how to write the character explicitly in a double-quoted string. */
function escapeOf(code: number): string {
  return `"\\u${code.toString(16).toUpperCase().padStart(4, '0')}"`;
}

/** Every raw bidi or control character of the text, as errors at their places. */
export function rawCharacterProblems(text: string, lines: LineIndex): Diagnostic[] {
  const out: Diagnostic[] = [];
  let count = 0;
  for (const match of text.matchAll(RAW)) {
    count += 1;
    if (count > MAX_RAW_CHARACTER_REPORTS) continue;
    const code = match[0].charCodeAt(0);
    out.push(
      error(
        'raw-character',
        `${describeCodePoint(code)} is written raw here; bidi and control characters are refused in config text because a reviewer cannot see them`,
        lines.at(match.index),
        {
          hint: `remove it, or write it as an escape in a double-quoted string (${escapeOf(code)})`,
        },
      ),
    );
  }
  if (count > MAX_RAW_CHARACTER_REPORTS) {
    out.push(
      error(
        'raw-character',
        `${count - MAX_RAW_CHARACTER_REPORTS} more raw bidi or control characters in this file`,
        lines.at(0),
      ),
    );
  }
  return out;
}

/**
 * Fields whose values may hold line breaks and tabs: the rows that say so (`multiLine`),
 * by their config key, and the keys inside values that are not rows (a certificate, an
 * inline spec's `text`, a merge rule's `message` and `expression`, agent instructions).
 */
const MULTI_LINE = new Set([
  ...Object.values(FIELD_TABLES).flatMap((table) =>
    rowsOf(table ?? {})
      .filter(([, row]) => row.multiLine === true)
      .map(([name, row]) => row.yamlKey ?? name),
  ),
  'certificate',
  'text',
  'message',
  'expression',
  'agentInstructions',
]);

/** Whether the field named by the last key of a path is multi-line. */
export function isMultiLineField(key: string | number | undefined): boolean {
  return typeof key === 'string' && MULTI_LINE.has(key);
}

/** The first tab or line break of a value, for a single-line field written with one raw. */
export function firstLineBreakOrTab(value: string): number | undefined {
  const i = value.search(/[\t\n\r]/);
  return i === -1 ? undefined : value.charCodeAt(i);
}
