import { scrubSecrets } from '../model/secret-registry.js';
import { showControls } from '../model/visible-text.js';

/**
 * The escaping of untrusted text in Markdown (a PR comment, a drift report), one
 * function per context; every value that did not come from docform itself goes
 * through one of them. All of them first write control characters and line breaks out
 * as escapes (`\n`, `\x1b`: src/model/visible-text.ts), so no value can start a line of
 * its own (a heading, a list, the end of a table or an HTML block), and mask secrets.
 */
function safe(text: string): string {
  return showControls(scrubSecrets(text));
}

/** Joins without showing: breaks a reference without changing what a reader sees. */
const JOINER = '\u200d';

/**
 * Text outside code in a comment the bot posts, made unable to notify or link anyone
 * (docs/security.md, "Markdown reports"): GitHub and GitLab turn `@name` and
 * `@org/team` into mentions (a ping to every member of the team), `#123`, `GH-123` and
 * `!123` into references, and bare `https://...` and `www.` into links, on the text of
 * the rendered page, so a backslash escape does not stop them. A zero-width joiner after
 * the `@` or `#` (after `GH-`, `!`, `://`, `www`) breaks each pattern and reads the same.
 * An `@` inside a word (an email address) mentions no one and is left whole. Code spans
 * and fenced code are never scanned for these, so what is shown as code needs nothing.
 */
export function noMentions(text: string): string {
  return text
    .replace(/(^|[^A-Za-z0-9])@(?=[A-Za-z0-9_])/g, `$1@${JOINER}`)
    .replace(/#(?=[A-Za-z0-9_])/g, `#${JOINER}`)
    .replace(/\bGH-(?=\d)/gi, (g) => `${g}${JOINER}`)
    .replace(/!(?=\d)/g, `!${JOINER}`)
    .replace(/:\/\//g, `:${JOINER}//`)
    .replace(/\bwww\./gi, (w) => `${w.slice(0, 3)}${JOINER}.`);
}

/**
 * Inline code that survives backticks in the text (CommonMark: a longer fence), for
 * addresses, ids and titles: inside it nothing is Markdown or HTML.
 */
export function inlineCode(text: string): string {
  const shown = safe(text);
  const runs = shown.match(/`+/g) ?? [];
  const fence = '`'.repeat(Math.max(0, ...runs.map((r) => r.length)) + 1);
  const pad = shown.startsWith('`') || shown.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${shown}${pad}${fence}`;
}

/**
 * Running text (a diagnostic's message, a title after a list item): every character
 * that could start Markdown or HTML is backslash-escaped (CommonMark 2.4: any ASCII
 * punctuation may be), so `<!--`, `<details>`, `[link](...)`, `**`, `$math$` and
 * backticks print as themselves. `_` inside a word is left alone (it never emphasises).
 */
export function markdownText(text: string): string {
  return noMentions(safe(text))
    .replace(/[\\`*~[\]<>&$!#|]/g, (c) => `\\${c}`)
    .replace(/_/g, (c, at: number, all: string) =>
      /\w/.test(all[at - 1] ?? '') && /\w/.test(all[at + 1] ?? '') ? c : `\\${c}`,
    );
}

/**
 * Running text in which a span between backticks is literal (a line of YAML a hint says
 * to write): that span is shown as code, as written, the rest as `markdownText`.
 */
export function markdownTextWithCode(text: string): string {
  return text
    .split(/(`[^`\n]+`)/)
    .map((part, i) => (i % 2 === 1 ? inlineCode(part.slice(1, -1)) : markdownText(part)))
    .join('');
}

/**
 * A table cell, made of the above: a pipe would end the cell, even inside a code span
 * (GFM tables split on unescaped `|` before anything else), and a line break the row.
 */
export function tableCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

/** Text inside an HTML element (the `<summary>` of a details block). */
export function htmlText(text: string): string {
  return noMentions(safe(text)).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A line inside a fenced code block: it holds no line break of its own. */
export function codeLine(text: string): string {
  return safe(text);
}

/** A code fence longer than any run of backticks in `lines`, so none of them closes it. */
export function fenceFor(lines: readonly string[]): string {
  const longest = Math.max(0, ...lines.flatMap((l) => (l.match(/`+/g) ?? []).map((r) => r.length)));
  return '`'.repeat(Math.max(3, longest + 1));
}
