import { formatLocation } from '../model/location.js';
import type { SerializedChange, SerializedPlan } from '../model/plan.js';
import {
  codeLine,
  fenceFor,
  htmlText,
  markdownText,
  markdownTextWithCode,
} from './markdown-escape.js';
import type { RenderMode } from './format-value.js';
import { errorCount, errorsFirst } from './diagnostics.js';
import {
  childLine,
  childrenLine,
  fieldLines,
  formatPosition,
  formatValue,
  SYMBOL,
} from './format-value.js';
import type { UndeclaredIds } from './as-written.js';
import { ADMIN_FLAG, unmanagedLine } from './unmanaged-lines.js';
import { undeclaredIds } from './as-written.js';
import { headline, scopeOf, targetLine, targetsOf } from './headlines.js';
import { notesOn, shownDiagnostics } from './shown-diagnostics.js';
import { inlineCode, tableCell } from './markdown-escape.js';
import { siteMapSections } from './markdown-site-maps.js';
import { attentionMarkdownLines } from './attention-lines.js';

export interface MarkdownOptions {
  readonly mode: RenderMode;
  /** Defaults to 60,000 characters, under GitHub's 65,536 limit for a comment. */
  readonly maxLength?: number;
  /** The command that prints the whole report as JSON, for the note of a cut report. */
  readonly wholeReport?: string | undefined;
}

export const MARKDOWN_LIMIT = 60_000;

const ICON: Record<SerializedChange['action'], string> = {
  create: '🟢',
  update: '🟡',
  move: '🔵',
  delete: '🔴',
  replace: '🟣',
  invite: '📧',
};

/**
 * The plan for a pull-request comment: the summary first, then what needs attention
 * (attention-lines.ts), diagnostics, a table of every change, per-object details in
 * collapsible blocks, unmanaged objects. What does not fit in `maxLength` is cut at a
 * whole row or block, with a note saying how much was left out and where the whole plan
 * is; the attention section is never cut: it is kept whole even when it alone is longer
 * than `maxLength` (everything after it is cut then), as a reviewer approves from it. A
 * plan with errors shows only its problems, errors first, under a headline saying it
 * failed.
 */
export function renderMarkdown(doc: SerializedPlan, options: MarkdownOptions): string {
  const limit = options.maxLength ?? MARKDOWN_LIMIT;
  const out = new Budget(limit - noteRoom - (options.wholeReport?.length ?? 0), (cut, kept) =>
    cutNote(cut, kept, options),
  );
  out.addAll([heading(doc, options.mode)]);
  if (errorCount(doc.diagnostics) > 0) {
    out.addAll(['']);
    out.addEach(diagnostics(doc), 'diagnostics');
    return out.finish();
  }
  const tail = unmanaged(doc);
  out.keep(attentionMarkdownLines(doc, options.mode));
  const problems = diagnostics(doc);
  if (problems.length > 0) out.addAll(['']);
  out.addEach(problems, 'diagnostics');
  out.addEach(siteMapSections(doc, options.mode), 'site maps');
  if (doc.changes.length > 0) {
    const header =
      options.mode === 'plan'
        ? '| | Address | Action | Changes |'
        : '| | Address | Drift | Differs in |';
    out.addAll(['', header, '|---|---|---|---|']);
    out.addEach(doc.changes.map(row), 'change rows');
    out.addAll(['', options.mode === 'plan' ? '#### Details' : '#### Details (live -> YAML)', '']);
    const ids = undeclaredIds(doc);
    out.addEach(
      doc.changes.map((c) => details(c, doc, ids)),
      'detail blocks',
    );
  }
  if (tail.length > 0) out.addEach(tail, 'unmanaged objects');
  return out.finish();
}

/**
 * `### docform plan for ORG`, or `for environment ENV (ORG)` for `--env NAME`; a failed
 * plan of a config that could not be read names no organization (formats.ts, renderFailed).
 */
function heading(doc: SerializedPlan, mode: RenderMode): string {
  const title = mode === 'plan' ? 'docform plan' : 'docform drift';
  const scope =
    scopeOf(doc, inlineCode) ??
    (doc.organization === '' ? undefined : inlineCode(doc.organization));
  const targets = targetsOf(doc);
  const note = targets.length > 0 ? `\n\n> ${markdownText(targetLine(targets, mode))}` : '';
  // the headline names the targets, which a saved plan from anywhere may carry
  return `### ${title}${scope === undefined ? '' : ` for ${scope}`}\n\n**${markdownText(headline(doc, mode))}**${note}`;
}

/** The one diagnostic line (`where  severity  code  message`), as a list item. */
function diagnostics(doc: SerializedPlan): string[] {
  const shown = shownDiagnostics(doc.diagnostics);
  return [
    ...errorsFirst(shown).map((d) => {
      const icon = d.severity === 'error' ? '❌' : '⚠️';
      const at = d.location ? formatLocation(d.location) : d.address;
      const where = at ? `${inlineCode(at)} ` : '';
      return `- ${icon} ${where}**${d.severity}** ${inlineCode(d.code)} ${markdownText(d.message)}${d.hint ? ` (${markdownTextWithCode(d.hint)})` : ''}`;
    }),
  ];
}

function row(change: SerializedChange): string {
  const what = change.action === 'delete' ? deleted(change) : changed(change);
  return `| ${ICON[change.action]} | ${tableCell(inlineCode(change.address))} | ${change.action} ${change.kind} | ${tableCell(markdownText(what))} |`;
}

/** A delete's cell: the title of what goes (and how many children go with it). */
function deleted(change: SerializedChange): string {
  const named = change.fields?.find((f) => ['title', 'label', 'slug', 'role'].includes(f.path));
  const title = named === undefined ? '' : formatValue(named.before);
  const n = change.children?.length ?? 0;
  const children = n === 0 ? '' : `and ${n === 1 ? '1 child' : `${n} children`}`;
  return [title, children].filter((s) => s !== '').join(', ');
}

function changed(change: SerializedChange): string {
  return [
    ...(change.fields ?? []).map((f) => f.path),
    ...(formatPosition(change) ? [formatPosition(change) as string] : []),
  ].join(', ');
}

function details(change: SerializedChange, doc: SerializedPlan, ids: UndeclaredIds): string {
  const lines = (change.fields ?? []).flatMap((f) =>
    fieldLines(f, change, ids).map((line, i) =>
      codeLine(i === 0 ? `${SYMBOL[change.action]} ${line}` : `    ${line}`),
    ),
  );
  const position = formatPosition(change);
  if (position) lines.push(codeLine(`-> ${position}`));
  const children = childrenLine(change);
  if (children !== undefined) {
    lines.push(codeLine(children));
    for (const child of change.children ?? []) lines.push(codeLine(`    ${childLine(child)}`));
  }
  for (const note of notesOn(doc.diagnostics, change.address)) lines.push(codeLine(`# ${note}`));
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
    ...doc.unmanaged.map((u) => {
      // `- ADDRESS (WHAT): TITLE: STATE **[admin]** (REASON)`
      const line = unmanagedLine(u);
      const said = [line.title, line.state].filter((x): x is string => x !== undefined);
      const flag = line.admin ? ` **${ADMIN_FLAG}**` : '';
      const reason = line.reason === undefined ? '' : ` (${markdownText(line.reason)})`;
      return `- ${inlineCode(u.address)} (${markdownText(line.what)}): ${markdownText(said.join(': '))}${flag}${reason}`;
    }),
  ];
}

const noteRoom = 400;

/**
 * The note of a cut report: what was cut, that the attention section is whole, and where
 * the whole report is: the JSON format (the command that prints it, when the CLI names
 * one) and, for a plan, the JSON plan `--out` saves, which a CI run keeps.
 */
function cutNote(cut: string, attentionKept: boolean, options: MarkdownOptions): string {
  const whole =
    options.wholeReport === undefined
      ? 'The JSON format (`--format json`) holds the whole report.'
      : `Run ${inlineCode(options.wholeReport)} for the whole report.`;
  const saved =
    options.mode === 'plan'
      ? ' A plan saved with `--out` (the saved plan a CI run keeps) is the whole plan too.'
      : '';
  const kept = attentionKept ? '; the "Needs attention" section above is whole' : '';
  return `> **Cut to fit a comment:** ${cut} not shown${kept}. ${whole}${saved}`;
}

/** Lines up to a character budget; once a line does not fit, the rest is counted, not kept. */
class Budget {
  readonly #lines: string[] = [];
  readonly #left: Map<string, number> = new Map();
  #used = 0;
  #full = false;
  #kept = false;

  constructor(
    readonly limit: number,
    readonly note: (cut: string, attentionKept: boolean) => string,
  ) {}

  /**
   * Lines that are never cut (the attention section): kept whatever the budget, and
   * counted in it, so that what comes after is cut first.
   */
  keep(lines: readonly string[]): void {
    if (lines.length === 0) return;
    this.#kept = true;
    for (const line of lines) {
      this.#lines.push(line);
      this.#used += line.length + 1;
    }
  }

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
      this.#lines.push('', this.note(cut, this.#kept));
    }
    return `${this.#lines.join('\n')}\n`;
  }
}
