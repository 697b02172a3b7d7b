import { addressWithin } from '../model/address.js';
import type { PlanSummary, SerializedPlan } from '../model/plan.js';
import { errorCount } from './diagnostics.js';
import type { RenderMode } from './format-value.js';
import { childCount } from './format-value.js';
import { terminalText } from './terminal-escape.js';

/**
 * The targets of a targeted plan (`--target`), as `plan --out` and the CLI store them in
 * the plan document; empty for a whole plan.
 */
export function targetsOf(doc: SerializedPlan): string[] {
  const { targets } = doc;
  return Array.isArray(targets) ? targets.filter((t): t is string => typeof t === 'string') : [];
}

/**
 * Where a plan of one environment (`--env NAME`) was made, `environment staging
 * (org_acme_staging)`, as `--env all` heads each part: a plan or drift report of one
 * environment says which in its first line and its headline. Undefined for a config
 * without environments. `quote` writes a name for the output (escaped for a terminal by
 * default).
 */
export function environmentScope(
  environment: string | undefined,
  organization: string,
  quote: (name: string) => string = terminalText,
): string | undefined {
  return environment === undefined
    ? undefined
    : `environment ${quote(environment)} (${quote(organization)})`;
}

/** The environmentScope of a plan document: its `environment`, set for `--env NAME`. */
export function scopeOf(doc: SerializedPlan, quote?: (name: string) => string): string | undefined {
  const { environment } = doc;
  return typeof environment === 'string'
    ? environmentScope(environment, doc.organization, quote)
    : undefined;
}

/**
 * What a targeted output says first: which targets were in effect,
 * and that the rest was not looked at, so a clean result is not read as the whole org's.
 */
export function targetLine(targets: readonly string[], mode: RenderMode): string {
  const list = targets.join(', ');
  return mode === 'plan'
    ? `Targeted: only ${list}, and what it depends on, was planned; the rest of the configuration was not looked at.`
    : `Targeted: only ${list}, and what it depends on, was compared; the rest of the organization was not looked at.`;
}

/** ` for SCOPE` (or ` in SCOPE`), or nothing without an environment. */
const at = (word: string, scope: string | undefined): string =>
  scope === undefined ? '' : ` ${word} ${scope}`;

/**
 * `Plan: 3 to create, 2 to update, 1 to move, 0 to delete.` (or `Drift: ...`), with the
 * environmentScope after `Plan for` / `Drift in` when there is one, and `1 to delete (and
 * 8 children)` when `children` objects go with the deletes (a site's sections...); a plan
 * that invites people says so last (`..., 0 to delete, 1 to invite.`), so that the four
 * counts keep their place for those who read the line.
 */
export function summaryLine(
  summary: PlanSummary,
  mode: RenderMode,
  targets: readonly string[] = [],
  scope?: string,
  children = 0,
): string {
  const also =
    children === 0 ? '' : ` (and ${children === 1 ? '1 child' : `${children} children`})`;
  const invites = summary.invite === undefined ? '' : `, ${summary.invite} to invite`;
  const counts = `${summary.create} to create, ${summary.update} to update, ${summary.move} to move, ${summary.delete} to delete${also}${invites}`;
  const within = targets.length > 0 ? ` within ${targets.join(', ')}` : '';
  return mode === 'plan'
    ? `Plan${at('for', scope)}${within}: ${counts}.`
    : `Drift${at('in', scope)}${within}: ${counts} to match the YAML.`;
}

export function noChangesLine(
  mode: RenderMode,
  targets: readonly string[] = [],
  scope?: string,
): string {
  const none = mode === 'plan' ? `No changes${at('in', scope)}` : `No drift${at('in', scope)}`;
  if (targets.length > 0) {
    const list = targets.join(', ');
    return mode === 'plan'
      ? `${none} within ${list}. The rest of the configuration was not looked at.`
      : `${none} within ${list}. The rest of the organization was not looked at.`;
  }
  return mode === 'plan'
    ? `${none}. The live organization matches the configuration.`
    : `${none}. The live organization holds what the YAML says.`;
}

/**
 * The headline of a plan or drift check that has errors: never a
 * count of changes, which would read as success in a CI log.
 */
export function failedLine(errors: number, mode: RenderMode, scope?: string): string {
  const n = `${errors} error${errors === 1 ? '' : 's'}`;
  return mode === 'plan'
    ? `Planning failed${at('for', scope)}: ${n}. Nothing can be applied until ${errors === 1 ? 'it is' : 'they are'} fixed.`
    : `Drift check failed${at('for', scope)}: ${n}. The organization could not be compared with the YAML.`;
}

/**
 * The one-line verdict of a plan document: failed, no changes, or the counts; naming
 * `scope` (environmentScope) when given. The Markdown report names it in its heading.
 */
export function headline(doc: SerializedPlan, mode: RenderMode, scope?: string): string {
  const errors = errorCount(doc.diagnostics);
  if (errors > 0) return failedLine(errors, mode, scope);
  const targets = targetsOf(doc);
  if (doc.changes.length === 0) return noChangesLine(mode, targets, scope);
  const summary = summaryLine(doc.summary, mode, targets, scope, childCount(doc.changes));
  const idle = targets.filter((t) => !doc.changes.some((c) => addressWithin(c.address, t)));
  return idle.length === 0 ? summary : `${summary} ${idleTargetsLine(idle, mode)}`;
}

/**
 * Of several targets, those whose objects have no change: a plain fact, not a warning
 * (a target that names nothing at all is an error of the plan, with "did you mean").
 */
function idleTargetsLine(idle: readonly string[], mode: RenderMode): string {
  return `${mode === 'plan' ? 'No changes' : 'No drift'} within ${idle.join(', ')}.`;
}

/**
 * What `drift --output FILE` says on stderr once the report is written: the report's
 * own headline, so the log and the report count alike (a replace is one create and one
 * delete in both).
 */
export function driftWrittenLine(doc: SerializedPlan, file: string): string {
  return `${headline(doc, 'drift', scopeOf(doc))} Report written to ${file}`;
}
