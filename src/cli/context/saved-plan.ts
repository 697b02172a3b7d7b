import { readFileSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { DocformError } from '../../model/errors.js';
import type { Plan } from '../../model/plan.js';
import { serializePlan } from '../../plan/serialize.js';
import type { ConfigSource } from '../../config/load.js';

/**
 * A saved plan (`plan --out FILE`): the serialized plan (secrets masked) plus what is
 * needed to plan it again at apply time: the config sources as written (env
 * placeholders, never their values) and the targets. `apply FILE` re-plans from these
 * against the live API and refuses when the changes differ (DESIGN, "stale plan").
 */
export interface SavedPlan {
  readonly organization: string;
  readonly liveFingerprint: string;
  readonly sources: readonly ConfigSource[];
  readonly targets: readonly string[];
  /** The serialized changes, compared as JSON. */
  readonly changes: unknown;
}

export function writeSavedPlan(
  path: string,
  plan: Plan,
  sources: readonly ConfigSource[],
  targets: readonly string[],
): void {
  const doc = serializePlan(plan, { sources, targets });
  writeFileSync(path, `${JSON.stringify(doc, null, 2)}\n`);
}

/** True when the file is JSON holding a saved plan (so `apply X` knows what X is). */
export function isSavedPlanFile(path: string): boolean {
  if (!path.endsWith('.json')) return false;
  try {
    const raw = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    return raw.formatVersion === 1 && Array.isArray(raw.changes) && Array.isArray(raw.sources);
  } catch {
    return false;
  }
}

export function readSavedPlan(path: string): SavedPlan {
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new DocformError(`cannot read the saved plan ${path}: ${(error as Error).message}`);
  }
  const { organization, liveFingerprint, sources, targets, changes } = raw;
  if (
    raw.formatVersion !== 1 ||
    typeof organization !== 'string' ||
    !Array.isArray(sources) ||
    !Array.isArray(changes)
  ) {
    throw new DocformError(`${path} is not a docform saved plan (formatVersion 1)`);
  }
  return {
    organization,
    liveFingerprint: typeof liveFingerprint === 'string' ? liveFingerprint : '',
    sources: sources as ConfigSource[],
    targets: Array.isArray(targets) ? (targets as string[]) : [],
    changes,
  };
}

/** Same changes, compared in their serialized form (masked secrets, IdRefs, order). */
export function sameChanges(saved: SavedPlan, replanned: Plan): boolean {
  const now = JSON.parse(JSON.stringify(serializePlan(replanned))) as { changes: unknown };
  return isDeepStrictEqual(now.changes, saved.changes);
}
