import { hasErrors } from '../model/diagnostic.js';
import type { Diagnostic } from '../model/diagnostic.js';
import type { FailedPlanDocument, SerializedPlan } from '../model/plan.js';
import { jsonNoRunnerCommands } from '../model/runner-commands.js';
import { jsonEscapes } from '../model/visible-text.js';
import { failedDiagnostics } from './shown-diagnostics.js';

/**
 * The plan document as JSON text (docs/plan-format.md), two-space indented; a plan with
 * an error is its problems only (`jsonDocument`).
 */
export function renderJson(doc: SerializedPlan): string {
  return jsonText(jsonDocument(doc));
}

/**
 * What `--format json` writes of a plan document: the document, or for a plan with an
 * `error` diagnostic the failed form, with no summary, changes or site maps that a
 * consumer could read as a plan to apply.
 */
export function jsonDocument(doc: SerializedPlan): SerializedPlan | FailedPlanDocument {
  if (!hasErrors(doc.diagnostics)) return doc;
  const { environment, targets } = doc;
  return failedDocument(failedDiagnostics(doc.diagnostics), {
    organization: doc.organization,
    ...(typeof environment === 'string' ? { environment } : {}),
    ...(Array.isArray(targets) ? { targets: targets as string[] } : {}),
  });
}

/** A failed plan's document: `errored`, what it was for, and its problems. */
export function failedDocument(
  diagnostics: readonly Diagnostic[],
  about: Pick<FailedPlanDocument, 'organization' | 'environment' | 'targets'> = {},
): FailedPlanDocument {
  return { formatVersion: 1, errored: true, ...about, diagnostics };
}

/**
 * JSON text where every invisible character (visible-text.ts) is a `\uXXXX` escape,
 * and so is the second `#` of `##[` (runner-commands.ts): the same value to a parser,
 * readable to whoever opens the file, and no command to the CI runner whose log shows it.
 */
export function jsonText(value: unknown): string {
  return `${jsonNoRunnerCommands(jsonEscapes(JSON.stringify(value, null, 2)))}\n`;
}
