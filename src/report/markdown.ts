import type { SerializedChange, SerializedPlan } from '../model/plan.js';
import { codeLine, fenceFor, htmlText, markdownText } from './markdown-escape.js';
import type { RenderMode } from './format-value.js';
import { formatField, formatPosition, noChangesLine, summaryLine, SYMBOL } from './format-value.js';
import { inlineCode, tableCell } from './markdown-escape.js';

export interface MarkdownOptions {
  readonly mode: RenderMode;
  /** Defaults to 60,000 characters, under GitHub's 65,536 limit for a comment. */
  readonly maxLength?: number;
}

export const MARKDOWN_LIMIT = 60_000;

const ICON: Record<SerializedChange['action'], string> = {
  create: '🟢',
  update: '🟡',
  move: '🔵',
  delete: '🔴',
  replace: '🟣',
};

/**
 * The plan for a pull-request comment: the summary first, then diagnostics, a table
 * of every change, per-object details in collapsible blocks, unmanaged objects. What
 * does not fit in `maxLength` is cut at a whole row or block, with a note saying how
 * much was left out.
 */
export function renderMarkdown(doc: SerializedPlan, options: MarkdownOptions): string {
  const limit = options.maxLength ?? MARKDOWN_LIMIT;
  const head = [heading(doc, options.mode), ...diagnostics(doc)];
  const tail = unmanaged(doc);
  const out = new Budget(limit - noteRoom);
  out.addAll(head);
  if (doc.changes.length > 0) {
    const header =
      options.mode === 'plan'
        ? '| | Address | Action | Changes |'
        : '| | Address | Drift | Differs in |';
    out.addAll(['', header, '|---|---|---|---|']);
    out.addEach(doc.changes.map(row), 'change rows');
    out.addAll(['', options.mode === 'plan' ? '#### Details' : '#### Details (live -> YAML)', '']);
    out.addEach(doc.changes.map(details), 'detail blocks');
  }
  if (tail.length > 0) out.addEach(tail, 'unmanaged objects');
  return out.finish();
}

function heading(doc: SerializedPlan, mode: RenderMode): string {
  const title = mode === 'plan' ? 'docform plan' : 'docform drift';
  const line = doc.changes.length === 0 ? noChangesLine(mode) : summaryLine(doc.summary, mode);
  return `### ${title} for ${inlineCode(doc.organization)}\n\n**${line}**`;
}

function diagnostics(doc: SerializedPlan): string[] {
  if (doc.diagnostics.length === 0) return [];
  return [
    '',
    ...doc.diagnostics.map((d) => {
      const icon = d.severity === 'error' ? '❌' : '⚠️';
      const where = d.address ? ` ${inlineCode(d.address)}` : '';
      return `- ${icon} **${d.severity}** ${inlineCode(d.code)}${where}: ${markdownText(d.message)}${d.hint ? ` (${markdownText(d.hint)})` : ''}`;
    }),
  ];
}

function row(change: SerializedChange): string {
  const what = [
    ...(change.fields ?? []).map((f) => f.path),
    ...(formatPosition(change) ? [formatPosition(change) as string] : []),
  ].join(', ');
  return `| ${ICON[change.action]} | ${tableCell(inlineCode(change.address))} | ${change.action} ${change.kind} | ${tableCell(markdownText(what))} |`;
}

function details(change: SerializedChange): string {
  const lines = (change.fields ?? []).map((f) =>
    codeLine(`${SYMBOL[change.action]} ${formatField(f, change.action)}`),
  );
  const position = formatPosition(change);
  if (position) lines.push(codeLine(`-> ${position}`));
  if (change.id) lines.push(codeLine(`id: ${change.id}`));
  if (change.dependsOn.length > 0) lines.push(codeLine(`after: ${change.dependsOn.join(', ')}`));
  const fence = fenceFor(lines);
  return [
    `<details><summary>${ICON[change.action]} <code>${htmlText(change.address)}</code>: ${change.action}</summary>`,
    '',
    fence,
    ...lines,
    fence,
    '',
    '</details>',
    '',
  ].join('\n');
}

function unmanaged(doc: SerializedPlan): string[] {
  if (doc.unmanaged.length === 0) return [];
  return [
    '',
    '#### Unmanaged (live, not in the YAML, left alone)',
    '',
    ...doc.unmanaged.map(
      (u) =>
        `- ${inlineCode(u.address)} (${u.kind} ${markdownText(u.id)}): ${markdownText(u.title)}`,
    ),
  ];
}

const noteRoom = 300;

/** Lines up to a character budget; once a line does not fit, the rest is counted, not kept. */
class Budget {
  readonly #lines: string[] = [];
  readonly #left: Map<string, number> = new Map();
  #used = 0;
  #full = false;

  constructor(readonly limit: number) {}

  addAll(lines: readonly string[]): void {
    for (const line of lines) this.#add(line, undefined);
  }

  addEach(lines: readonly string[], what: string): void {
    for (const line of lines) this.#add(line, what);
  }

  /** `what` names what a cut line was, for the note; headings and blank lines go unnamed. */
  #add(line: string, what: string | undefined): void {
    if (!this.#full && this.#used + line.length + 1 <= this.limit) {
      this.#lines.push(line);
      this.#used += line.length + 1;
      return;
    }
    this.#full = true;
    if (what !== undefined) this.#left.set(what, (this.#left.get(what) ?? 0) + 1);
  }

  finish(): string {
    if (this.#left.size > 0) {
      const cut = [...this.#left].map(([what, n]) => `${n} ${what}`).join(', ');
      this.#lines.push(
        '',
        `> **Cut to fit a comment:** ${cut} not shown. Run \`docform plan --format json\` for the whole plan.`,
      );
    }
    return `${this.#lines.join('\n')}\n`;
  }
}
