import type { z } from 'zod';
import { COLLECTION_KEYS, configSchema, type ConfigInput } from './schema.js';

type Issue = z.core.$ZodIssue;

/** Keys of collection entries left out because they failed the schema, by collection. */
export type PrunedKeys = ReadonlyMap<string, ReadonlySet<string>>;

export interface ValidParts {
  readonly data: ConfigInput;
  readonly pruned: PrunedKeys;
}

const COLLECTIONS: ReadonlySet<string> = new Set(COLLECTION_KEYS);
/** Stand-ins for required scalars, so that the rest can still be checked. */
const STAND_INS: Readonly<Record<string, unknown>> = { version: 1, organization: 'organization' };
const ROUNDS = 4;

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The parts of a config that pass the schema, so that the rules (references,
 * uniqueness, structure) still run when other parts fail it: every problem at once,
 * as the README promises (issue 13, finding 10). A failing entry of a collection
 * (`sites.portal`) is left out whole, and its key recorded so that a reference to it is
 * not reported as dangling; a failing `settings` or `policy` is left out; `version`
 * and `organization` get stand-ins. Nothing inside an entry is removed, so every path
 * still points at its place in the YAML. Undefined when no valid part can be found.
 */
export function validParts(merged: unknown, issues: readonly Issue[]): ValidParts | undefined {
  if (!isMapping(merged)) return undefined;
  const config: Record<string, unknown> = { ...merged };
  const pruned = new Map<string, Set<string>>();
  let pending = issues;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const issue of pending) if (!prune(config, issue, pruned)) return undefined;
    const again = configSchema.safeParse(config);
    if (again.success) return { data: again.data, pruned };
    pending = again.error.issues;
  }
  return undefined;
}

/** Removes the part an issue is about; false when the issue is about the whole config. */
function prune(
  config: Record<string, unknown>,
  issue: Issue,
  pruned: Map<string, Set<string>>,
): boolean {
  const [top, entry] = issue.path;
  if (top === undefined) {
    if (issue.code !== 'unrecognized_keys') return false;
    for (const key of issue.keys) delete config[key];
    return true;
  }
  const name = String(top);
  if (name in STAND_INS) {
    config[name] = STAND_INS[name];
    return true;
  }
  const collection = config[name];
  if (!COLLECTIONS.has(name) || entry === undefined || !isMapping(collection)) {
    delete config[name];
    return true;
  }
  const copy = { ...collection };
  delete copy[String(entry)];
  config[name] = copy;
  const keys = pruned.get(name) ?? new Set<string>();
  keys.add(String(entry));
  pruned.set(name, keys);
  return true;
}
