import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import type { ConfigSource } from '../../config/load.js';
import { DocformError } from '../../model/errors.js';
import type { Plan } from '../../model/plan.js';
import type { SavedPlanDocument } from '../../plan/serialize.js';
import { parseSavedPlan, serializePlan } from '../../plan/serialize.js';

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
): void {
  const doc = serializePlan(plan, { sources, targets });
  writeFileSync(path, `${JSON.stringify(doc, null, 2)}\n`);
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
  try {
    return parseSavedPlan(value);
  } catch (error) {
    throw new DocformError(`${shown}: ${(error as Error).message}`);
  }
}

/** Same changes, compared in their serialized form (masked secrets, IdRefs, order). */
export function sameChanges(saved: SavedPlan, replanned: Plan): boolean {
  const now = JSON.parse(JSON.stringify(serializePlan(replanned))) as { changes: unknown };
  return isDeepStrictEqual(now.changes, saved.changes);
}
