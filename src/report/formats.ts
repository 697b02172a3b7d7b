import type { FailedPlanDocument, SerializedPlan } from '../model/plan.js';
import type { RenderMode } from './format-value.js';
import { jsonText, renderJson } from './json.js';
import { renderMarkdown } from './markdown.js';
import { renderText } from './text.js';

export interface ReportOptions {
  /** `plan` or `drift`: the same changes read as actions or as differences. */
  readonly mode: RenderMode;
  /** Colour, for the formats that have it (text). */
  readonly color: boolean;
  /**
   * The command line that prints the whole report as JSON, as the CLI writes it
   * (src/cli/context/command-line-hint.ts): a Markdown report cut to fit names it.
   */
  readonly wholeReport?: string | undefined;
}

/**
 * The output formats of `plan` and `drift` (`--format`), each a renderer over the same
 * serialized plan (CONTRIBUTING.md, rule 3): adding a format is adding a row here.
 */
export const REPORT_FORMATS = {
  text: (doc: SerializedPlan, options: ReportOptions) => renderText(doc, options),
  json: (doc: SerializedPlan) => renderJson(doc),
  markdown: (doc: SerializedPlan, options: ReportOptions) =>
    renderMarkdown(doc, { mode: options.mode, wholeReport: options.wholeReport }),
} as const satisfies Record<string, (doc: SerializedPlan, options: ReportOptions) => string>;

export type ReportFormat = keyof typeof REPORT_FORMATS;

export const REPORT_FORMAT_NAMES = Object.keys(REPORT_FORMATS) as ReportFormat[];

export function renderReport(
  doc: SerializedPlan,
  format: ReportFormat,
  options: ReportOptions,
): string {
  return REPORT_FORMATS[format](doc, options);
}

/**
 * A failed plan's document (`{errored: true, diagnostics}`: the config could not be read,
 * or the plan had errors) in each format, as a plan with errors shows: JSON the document
 * as it is, text and Markdown its problems under the headline saying planning failed.
 * What was not read is left out: without an organization, the Markdown heading names
 * none (`show` of such a file, `plan --format markdown` of a config that did not load).
 */
export function renderFailed(
  failed: FailedPlanDocument,
  format: ReportFormat,
  options: ReportOptions,
): string {
  return format === 'json' ? jsonText(failed) : renderReport(failedAsPlan(failed), format, options);
}

/**
 * The failed document as the renderers read a plan: its problems and nothing to do; an
 * organization not read is the empty string, which the renderers leave out.
 */
function failedAsPlan(failed: FailedPlanDocument): SerializedPlan {
  const { errored: _errored, organization, ...rest } = failed;
  return {
    ...rest,
    organization: organization ?? '',
    summary: { create: 0, update: 0, move: 0, delete: 0 },
    changes: [],
    unmanaged: [],
    liveFingerprint: '',
  };
}
