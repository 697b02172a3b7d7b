import type { SerializedPlan } from '../model/plan.js';
import type { ReportFormat, ReportOptions } from './formats.js';
import { renderReport } from './formats.js';
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
    const doc = {
      formatVersion: 1,
      environments: parts.map((p) => ({ environment: p.environment, ...p.doc })),
    };
    return `${JSON.stringify(doc, null, 2)}\n`;
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
