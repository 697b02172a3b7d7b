import type { SerializedPlan } from '../model/plan.js';
import type { ReportFormat, ReportOptions } from './formats.js';
import { renderReport } from './formats.js';
import { jsonDocument, jsonText } from './json.js';
import { inlineCode } from './markdown-escape.js';
import { terminalText } from './terminal-escape.js';

/** One environment's part of a report of several (`plan --env all`, `drift --env all`). */
export interface EnvironmentPart {
  readonly environment: string;
  readonly doc: SerializedPlan;
}

/**
 * The report of every environment in one document (issue 16): a part per environment,
 * each the usual report of its organization. JSON is one object with the parts; text
 * and Markdown put a heading above each part, so a pull request gets one comment for
 * all of them.
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
  if (format === 'markdown') {
    const heads = parts.map(
      (p) =>
        `## Environment ${inlineCode(p.environment)} (${inlineCode(p.doc.organization)})\n\n${renderReport(p.doc, format, options)}`,
    );
    return `# docform ${what} of ${parts.length} environments\n\n${heads.join('\n')}`;
  }
  return parts
    .map(
      (p) =>
        `=== environment ${terminalText(p.environment)} (${terminalText(p.doc.organization)}) ===\n\n${renderReport(p.doc, format, options)}`,
    )
    .join('\n');
}
