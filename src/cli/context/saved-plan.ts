import { readFileSync, statSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import type { ConfigSource } from '../../config/load.js';
import { writeFileSafely } from '../../files/safe-write.js';
import { DocformError } from '../../model/errors.js';
import type { Plan } from '../../model/plan.js';
import type { SavedPlanDocument, SerializedChange, SerializedPlan } from '../../plan/serialize.js';
import { parseSavedPlan, serializePlan } from '../../plan/serialize.js';
import { A_CHANGE } from '../../report/apply-results.js';
import { planDocument } from './target-option.js';

/**
 * A saved plan (`plan --out FILE`): the serialized plan (secrets masked) plus what is
 * needed to plan it again at apply time: the config sources as written (env
 * placeholders, never their values) and the targets. `apply FILE` re-plans from these
 * against the live API and refuses when the changes differ (DESIGN, "stale plan").
 */
export type SavedPlan = SavedPlanDocument;

export function writeSavedPlan(
  path: string,
  plan: Plan,
  sources: readonly ConfigSource[],
  targets: readonly string[],
  environment?: string,
): void {
  // the environment it was planned for: `apply FILE` plans it again for that one
  const extra = { sources, targets, ...(environment === undefined ? {} : { environment }) };
  const doc = planDocument(plan, targets, extra);
  // never through a link at `path`, and whole or not at all (src/files/safe-write.ts)
  writeFileSafely(path, `${JSON.stringify(doc, null, 2)}\n`);
}

/**
 * The saved plan in the file, or undefined when the file holds something else (a
 * config, or nothing readable: loading the config then says what is wrong). A file is a
 * saved plan by its content, whatever its name (`plan --out tfplan`): a JSON object with
 * a `formatVersion`, which a config never has. Such a file must then be a whole saved
 * plan: a damaged one is an error, never read as a config.
 */
export function readSavedPlan(path: string, shown = path): SavedPlan | undefined {
  let text: string;
  try {
    if (statSync(path).isDirectory()) return undefined;
    text = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  if (!text.trimStart().startsWith('{')) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || !('formatVersion' in value)) return undefined;
  if ('errored' in value) {
    throw new DocformError(
      `${shown} is the JSON of a plan that failed (errored): there is nothing to apply; fix its problems (docform show ${shown}), then docform plan --out FILE`,
    );
  }
  try {
    return parseSavedPlan(value);
  } catch (error) {
    throw new DocformError(`${shown}: ${(error as Error).message}`);
  }
}

/** Same changes, compared in their serialized form (masked secrets, IdRefs, order). */
export function sameChanges(saved: SavedPlan, replanned: Plan): boolean {
  return isDeepStrictEqual(serializedChanges(replanned), saved.changes);
}

function serializedChanges(plan: Plan): SerializedChange[] {
  return (JSON.parse(JSON.stringify(serializePlan(plan))) as SerializedPlan).changes.slice();
}

/**
 * What makes a saved plan stale, one line per object (issue 13, finding 12): a change
 * the saved plan has and planning now does not, one it lacks, or one that differs (in
 * its action, or the fields, position, parent or id it names). The order of the
 * changes alone is said once, when nothing else differs.
 */
export function staleDifferences(saved: SavedPlan, replanned: Plan): string[] {
  const now = serializedChanges(replanned);
  const before = new Map(saved.changes.map((c) => [c.address, c] as const));
  const after = new Map(now.map((c) => [c.address, c] as const));
  const lines: string[] = [];
  for (const [address, was] of before) {
    const is = after.get(address);
    if (is === undefined)
      lines.push(`${address}: the saved plan would ${was.action} it; no change is needed now`);
    else if (!isDeepStrictEqual(was, is)) lines.push(`${address}: ${differs(was, is)}`);
  }
  for (const [address, is] of after) {
    if (!before.has(address))
      lines.push(`${address}: not in the saved plan; it now needs ${A_CHANGE[is.action]}`);
  }
  if (lines.length === 0) lines.push('the same changes, in another order');
  return lines;
}

function differs(was: SerializedChange, is: SerializedChange): string {
  if (was.action !== is.action)
    return `the saved plan would ${was.action} it; it now needs ${A_CHANGE[is.action]}`;
  const parts: string[] = [];
  const fields = new Set([...(was.fields ?? []), ...(is.fields ?? [])].map((f) => f.path));
  const changed = [...fields].filter(
    (path) =>
      !isDeepStrictEqual(
        was.fields?.find((f) => f.path === path),
        is.fields?.find((f) => f.path === path),
      ),
  );
  if (changed.length > 0) parts.push(`${changed.join(', ')} changed`);
  if (!isDeepStrictEqual(was.position, is.position)) parts.push('its position changed');
  if (was.parent !== is.parent) parts.push('its parent changed');
  if (was.id !== is.id) parts.push(`its id is now ${is.id ?? 'unknown'}`);
  if (!isDeepStrictEqual(was.dependsOn, is.dependsOn)) parts.push('what it waits for changed');
  return `the live object changed since the plan was saved (${parts.join('; ') || 'the change differs'})`;
}
