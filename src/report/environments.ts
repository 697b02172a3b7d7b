import type { PlanSummary, SerializedPlan } from '../model/plan.js';
import { errorCount } from './diagnostics.js';
import type { RenderMode } from './format-value.js';
import type { ReportFormat, ReportOptions } from './formats.js';
import { renderReport } from './formats.js';
import { headline, scopeOf, summaryLine } from './headlines.js';
import { jsonDocument, jsonText } from './json.js';
import { inlineCode, markdownText, tableCell } from './markdown-escape.js';
import { terminalText } from './terminal-escape.js';

/** One environment's part of a report of several (`plan --env all`, `drift --env all`). */
export interface EnvironmentPart {
  readonly environment: string;
  readonly doc: SerializedPlan;
}

/**
 * The report of every environment in one document: a part per environment,
 * each the usual report of its organization. JSON is one object with the parts. Text
 * and Markdown give the whole's verdict (`overallLine`) and each environment's
 * headline, then each part under one heading naming its environment, so a pull request
 * gets one comment for all of them: Markdown at the top, as a comment reads; text at
 * the end, the last line of a CI log.
 */
export function renderEnvironments(
  parts: readonly EnvironmentPart[],
  format: ReportFormat,
  options: ReportOptions,
): string {
  if (format === 'json') {
    // each part as `--format json` writes it alone: a failed one is its problems only,
    // and the whole says it failed when one did
    const environments = parts.map((p) => ({
      environment: p.environment,
      ...jsonDocument(p.doc),
    }));
    const errored = environments.some((e) => 'errored' in e);
    const doc = { formatVersion: 1, ...(errored ? { errored } : {}), environments };
    return jsonText(doc);
  }
  const what = options.mode === 'plan' ? 'plan' : 'drift';
  const overall = overallLine(parts, options.mode);
  if (format === 'markdown') {
    // each part's report is headed `### docform plan for environment ENV (ORG)` already
    const rows = parts.map(
      (p) =>
        `| ${tableCell(inlineCode(p.environment))} | ${tableCell(inlineCode(p.doc.organization))} | ${tableCell(markdownText(headline(p.doc, options.mode)))} |`,
    );
    const table = ['| Environment | Organization | Verdict |', '|---|---|---|', ...rows].join('\n');
    const reports = parts.map((p) => renderReport(p.doc, format, options));
    return `# docform ${what} of ${parts.length} environments\n\n**${markdownText(overall)}**\n\n${table}\n\n${reports.join('\n')}`;
  }
  const reports = parts.map(
    (p) =>
      `=== environment ${terminalText(p.environment)} (${terminalText(p.doc.organization)}) ===\n\n${renderReport(p.doc, format, options)}`,
  );
  const verdicts = parts.map((p) => `  ${headline(p.doc, options.mode, scopeOf(p.doc))}`);
  return `${reports.join('\n')}\n${[overall, ...verdicts].join('\n')}\n`;
}

/**
 * The verdict of every environment at once: the environments that failed, else no
 * changes in any, else the changes of all of them added up (`Plan for 2 environments:
 * 3 to create, ...`).
 */
export function overallLine(parts: readonly EnvironmentPart[], mode: RenderMode): string {
  const n = `${parts.length} environments`;
  const failed = parts.filter((p) => errorCount(p.doc.diagnostics) > 0).map((p) => p.environment);
  if (failed.length > 0) {
    const what = mode === 'plan' ? 'Planning' : 'Drift check';
    return `${what} failed for ${failed.length} of ${n}: ${failed.map(terminalText).join(', ')}.`;
  }
  if (parts.every((p) => p.doc.changes.length === 0))
    return `${mode === 'plan' ? 'No changes' : 'No drift'} in any of the ${n}.`;
  const sum = (key: keyof PlanSummary): number =>
    parts.reduce((added, { doc }) => added + (doc.summary[key] ?? 0), 0);
  const invite = sum('invite');
  const total: PlanSummary = {
    create: sum('create'),
    update: sum('update'),
    move: sum('move'),
    delete: sum('delete'),
    ...(invite === 0 ? {} : { invite }),
  };
  return summaryLine(total, mode, [], n);
}
