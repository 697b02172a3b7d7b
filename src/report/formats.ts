import type { SerializedPlan } from '../model/plan.js';
import type { RenderMode } from './format-value.js';
import { renderJson } from './json.js';
import { renderMarkdown } from './markdown.js';
import { renderText } from './text.js';

export interface ReportOptions {
  /** `plan` or `drift`: the same changes read as actions or as differences. */
  readonly mode: RenderMode;
  /** Colour, for the formats that have it (text). */
  readonly color: boolean;
}

/**
 * The output formats of `plan` and `drift` (`--format`), each a renderer over the same
 * serialized plan (STYLE rule 3): adding a format is adding a row here.
 */
export const REPORT_FORMATS = {
  text: (doc: SerializedPlan, options: ReportOptions) => renderText(doc, options),
  json: (doc: SerializedPlan) => renderJson(doc),
  markdown: (doc: SerializedPlan, options: ReportOptions) =>
    renderMarkdown(doc, { mode: options.mode }),
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
