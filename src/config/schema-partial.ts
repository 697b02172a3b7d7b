import type * as z from 'zod';
import { PartialTree } from './partial-tree.js';
import { pathKey, type Alias, type YamlPath } from './position-index.js';
import { COLLECTION_KEYS, configSchema, type ConfigInput } from './schema.js';
import { chooseBranch } from './union-branch.js';
import { isObject } from '../model/is-object.js';

type Issue = z.core.$ZodIssue;

/** Keys of collection entries left out because they failed the schema, by collection. */
export type PrunedKeys = ReadonlyMap<string, ReadonlySet<string>>;

export interface ValidParts {
  readonly data: ConfigInput;
  readonly pruned: PrunedKeys;
  /** Where the list items of `data` that moved up (past one left out) are written. */
  readonly aliases: readonly Alias[];
  /** Paths, as written, of the list items left out. */
  readonly dropped: readonly YamlPath[];
}

const COLLECTIONS: ReadonlySet<string> = new Set(COLLECTION_KEYS);
/** Stand-ins for required scalars, so that the rest can still be checked. */
const STAND_INS: Readonly<Record<string, unknown>> = { version: 1, organization: 'organization' };
/**
 * Fields that identify an object inside an entry (its id, its title): a bad or missing
 * one gets a stand-in that equals nothing, rather than the object being left out with
 * everything it holds. The rules only ask of these that they be distinct.
 */
const IDENTITY_FIELDS: ReadonlySet<string> = new Set(['id', 'title', 'label', 'group', 'link']);
/**
 * The lists that make an entry a section (`spaces`) or a group (`sections`): no rule
 * reads the list itself, only its items, so a bad or missing one gets a stand-in list
 * and the entry still counts for duplicate addresses, titles, paths and defaults.
 */
const HOLDING_LISTS: ReadonlySet<string> = new Set(['spaces', 'sections']);
/** One round per level a problem can climb (field, site space, section, group, site). */
const ROUNDS = 8;

/**
 * The parts of a config that pass the schema, so that the rules (references,
 * uniqueness, structure) still run when other parts fail it: every problem at once,
 * as the README promises. The least is left out for each
 * problem: an unknown key, a bad optional field, a list item; a failing entry of a
 * collection (`sites.portal`) only when the problem is its own shape, and then its key
 * is recorded so that a reference to it is not reported as dangling. `version` and
 * `organization`, ids and titles get stand-ins. A list item left out moves the items
 * after it up: `aliases` says where each is written. Undefined when no valid part can
 * be found.
 */
export function validParts(merged: unknown, issues: readonly Issue[]): ValidParts | undefined {
  if (!isObject(merged)) return undefined;
  const parts = new Parts(new PartialTree(merged));
  let pending = issues;
  for (let round = 0; round < ROUNDS; round += 1) {
    if (!parts.leaveOut(pending)) return undefined;
    const again = configSchema.safeParse(parts.tree.compacted());
    if (again.success) {
      const { tree, pruned } = parts;
      const data = parts.withoutStandInItems(again.data) as ConfigInput;
      return { data, pruned, aliases: tree.aliases(), dropped: tree.holes };
    }
    pending = again.error.issues;
  }
  return undefined;
}

/** A problem, at a path of the value as written. */
interface Problem {
  readonly issue: Issue;
  readonly path: YamlPath;
}

class Parts {
  readonly pruned = new Map<string, Set<string>>();
  readonly #standIns = new Set<unknown>();

  constructor(readonly tree: PartialTree) {}

  /** Leaves out what one round's issues are about; false when one is about the whole config. */
  leaveOut(issues: readonly Issue[]): boolean {
    // every path is read as written before anything of this round is left out
    const problems = new Map<string, Problem>();
    for (const { issue, path } of issues.flatMap((i) => inBranch(i, []))) {
      const written = this.tree.written(path);
      const key = `${issue.code === 'unrecognized_keys' ? 'keys' : 'value'}:${pathKey(written)}`;
      if (!problems.has(key)) problems.set(key, { issue, path: written });
    }
    for (const { issue, path } of problems.values()) {
      if (issue.code === 'unrecognized_keys') this.#removeKeys(path, issue.keys);
      else if (!this.#remove(path)) return false;
    }
    return true;
  }

  #removeKeys(path: YamlPath, keys: readonly string[]): void {
    for (const key of keys) this.tree.remove([...path, key]);
  }

  /** Leaves out the value at `path`, or the object holding it when it is required. */
  #remove(path: YamlPath): boolean {
    const [top] = path;
    if (top === undefined) return false;
    const name = String(top);
    if (path.length === 1 && name in STAND_INS) {
      this.tree.set(path, STAND_INS[name]);
      return true;
    }
    const holder = path.slice(0, -1);
    // a part holding it was left out already (another problem of this round)
    if (this.tree.get(holder) === undefined) return true;
    const value = this.tree.get(path);
    const field = path.at(-1);
    const standIn = this.#standIns.has(value);
    if (path.length > 2 && IDENTITY_FIELDS.has(String(field)) && !standIn) {
      this.tree.set(path, this.#standIn());
      return true;
    }
    if (isHoldingList(path) && !standIn) {
      this.tree.set(path, this.#standInList(String(field)));
      return true;
    }
    // missing, or a stand-in the schema refuses: the field is required
    if (value === undefined || standIn) return this.#remove(holder);
    if (path.length === 2 && COLLECTIONS.has(name)) {
      const keys = this.pruned.get(name) ?? new Set<string>();
      keys.add(String(field));
      this.pruned.set(name, keys);
    }
    this.tree.remove(path);
    return true;
  }

  /**
   * A list the schema takes in place of a section's `spaces` (one site space whose
   * `space` is a stand-in, taken out again by `withoutStandInItems`) or a group's
   * `sections` (empty).
   */
  #standInList(field: string): unknown[] {
    const list = field === 'spaces' ? [{ space: this.#standIn() }] : [];
    this.#standIns.add(list);
    return list;
  }

  /** The parsed value without the site spaces of stand-in lists: the rules see `spaces: []`. */
  withoutStandInItems(value: unknown): unknown {
    if (Array.isArray(value)) {
      const items = value.filter((item) => !(isObject(item) && this.#standIns.has(item.space)));
      return items.map((item) => this.withoutStandInItems(item));
    }
    if (!isObject(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) out[key] = this.withoutStandInItems(child);
    return out;
  }

  /** A string no declared value can equal, and that passes every id and title schema. */
  #standIn(): string {
    const value = `\u0000${this.#standIns.size}`;
    this.#standIns.add(value);
    return value;
  }
}

/** `spaces` of a section or `sections` of a group: `[..., 'sections', i, field]`. */
function isHoldingList(path: YamlPath): boolean {
  const field = path.at(-1);
  return (
    HOLDING_LISTS.has(String(field)) &&
    typeof path.at(-2) === 'number' &&
    path.at(-3) === 'sections'
  );
}

/**
 * A value matching no branch of a union (a section or a group) was written for one of
 * them: that branch's problems, so that a typo in a section leaves out the typo only.
 * Where the value is another kind of thing altogether, the problem is the value's.
 */
function inBranch(issue: Issue, base: YamlPath): Problem[] {
  const path = [...base, ...issue.path.map((s) => (typeof s === 'symbol' ? String(s) : s))];
  if (issue.code !== 'invalid_union' || !('errors' in issue)) return [{ issue, path }];
  const choice = chooseBranch(issue.errors);
  const branch = choice === undefined ? undefined : issue.errors[choice];
  const whole = (inner: Issue): boolean =>
    inner.path.length === 0 && inner.code !== 'unrecognized_keys';
  if (branch === undefined || branch.length === 0 || branch.some(whole)) return [{ issue, path }];
  return branch.flatMap((inner) => inBranch(inner, path));
}
