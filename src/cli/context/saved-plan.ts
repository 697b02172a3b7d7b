import { createHash } from 'node:crypto';
import { closeSync, constants, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { ConfigSource } from '../../config/load.js';
import { sourcesToSave } from '../../config/saved-sources.js';
import { writeFileSafely } from '../../files/safe-write.js';
import { DocformError } from '../../model/errors.js';
import type { Plan } from '../../model/plan.js';
import type { SavedPlanDocument, SerializedChange, SerializedPlan } from '../../plan/serialize.js';
import { parseSavedPlan, serializePlan } from '../../plan/serialize.js';
import { A_CHANGE } from '../../report/apply-results.js';
import { jsonText } from '../../report/json.js';
import type { CommandLine } from './command-line-hint.js';
import { commandLineHint } from './command-line-hint.js';
import type { ReadFile } from './load-desired.js';
import { planDocument } from './target-option.js';
import { safeOutput } from '../safe-output.js';

/**
 * A saved plan (`plan --out FILE`): the serialized plan (secrets masked) plus what is
 * needed to plan it again at apply time: the config sources as written (env
 * placeholders, never their values; a file holding an inline secret by its fingerprint,
 * src/config/saved-sources.ts), the targets, and the API it was planned against.
 * `apply FILE` refuses it when its organization or API is not the one it would write to,
 * then re-plans from these against the live API and refuses when the changes differ
 * (docs/apply.md, "Saved plans and staleness").
 */
export type SavedPlan = SavedPlanDocument;

interface SavedPlanInputs {
  readonly sources: readonly ConfigSource[];
  readonly targets: readonly string[];
  /** The API it is planned against, as `plannedAgainst` names it: apply must write there. */
  readonly api: string;
  /** The environment it was planned for: `apply FILE` plans it again for that one. */
  readonly environment?: string | undefined;
  /** The files the config read, kept as digests: a stale plan names those that changed. */
  readonly files?: readonly ReadFile[];
  /** The directory the command runs in (CliIo.cwd): the files' paths are kept from it. */
  readonly cwd?: string | undefined;
  /**
   * `--emulator` (with its state file) when planned against the emulator: the command
   * `show` suggests needs it to reach the same organization.
   */
  readonly emulator?: string | undefined;
}

export function writeSavedPlan(path: string, plan: Plan, inputs: SavedPlanInputs): void {
  const { sources, targets, api, environment, files = [], emulator, cwd } = inputs;
  const extra = {
    sources: sourcesToSave(sources),
    targets,
    api,
    ...(environment === undefined ? {} : { environment }),
    ...(files.length === 0 ? {} : { files: files.map((file) => fileDigest(file, cwd)) }),
    ...(emulator === undefined ? {} : { emulator }),
  };
  const doc = planDocument(plan, targets, extra);
  // never through a link at `path`, and whole or not at all (src/files/safe-write.ts);
  // the same JSON as --format json, with no secret and no runner command in it
  writeFileSafely(path, safeOutput(jsonText(doc)));
}

/**
 * The saved plan in the file, or undefined when the file holds something else (a
 * config, or nothing readable: loading the config then says what is wrong). A file is a
 * saved plan by its content, whatever its name (`plan --out tfplan`): a JSON object with
 * a `formatVersion`, which a config never has. Such a file must then be a whole saved
 * plan: a damaged one is an error, never read as a config.
 */
export function readSavedPlan(
  path: string,
  shown = path,
  hint: CommandLine = (words) => commandLineHint(undefined, words),
): SavedPlan | undefined {
  const text = planText(path);
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || !('formatVersion' in value)) return undefined;
  if ('errored' in value) {
    throw new DocformError(
      `${shown} is the JSON of a plan that failed (errored): there is nothing to apply; fix its problems (${hint(['show', shown])}), then ${hint(['plan', '--out', 'FILE'])}`,
    );
  }
  try {
    return parseSavedPlan(value);
  } catch (error) {
    throw new DocformError(`${shown}: ${(error as Error).message}`);
  }
}

/** Bytes read to tell a saved plan from a config: a JSON object starts with `{`. */
const HEAD_BYTES = 4096;

/**
 * The text of a file that may be a saved plan: a regular file whose text starts with
 * `{`, read whole only then. Anything else is left to the config loader, which says what
 * it is: a config that is a link out of its repository, a FIFO or `/dev/zero` is not
 * read here (opened without blocking, and a file of /proc starts with no `{`).
 */
function planText(path: string): string | undefined {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch {
    return undefined;
  }
  try {
    if (!fstatSync(fd).isFile()) return undefined;
    const head = Buffer.alloc(HEAD_BYTES);
    const read = readSync(fd, head, 0, HEAD_BYTES, 0);
    if (!head.subarray(0, read).toString('utf8').trimStart().startsWith('{')) return undefined;
    // reads from the start: a read at a position leaves the file's offset where it was
    return readFileSync(fd, 'utf8');
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/**
 * The CONFIG a saved plan was made from, as the plan holds its files: its one file, or
 * the directory of its files (a multi-file config). For the commands `apply` suggests.
 */
export function savedConfig(saved: SavedPlan): string | undefined {
  const [first, ...rest] = saved.sources;
  if (first === undefined || rest.length === 0) return first?.file;
  const dirs = new Set(saved.sources.map((s) => dirname(s.file)));
  return dirs.size === 1 ? dirname(first.file) : undefined;
}

/**
 * A file read, by its path from the command's directory (`.`: the process's own): a
 * plan saved in one checkout and applied from the same place in another (two CI jobs)
 * names the same files.
 */
function fileDigest({ path, text }: ReadFile, cwd: string | undefined) {
  const from = relative(cwd ?? '.', path) || path;
  return { path: from, sha256: createHash('sha256').update(text).digest('hex') };
}

/**
 * The files the config names whose text is not what the saved plan was made from
 * (edited, or gone), by their path from `cwd`: planning again read them as they are now.
 */
function changedFiles(
  saved: SavedPlan,
  now: readonly ReadFile[],
  cwd: string | undefined,
): string[] {
  const digests = new Map(
    now.map((file) => {
      const { path, sha256 } = fileDigest(file, cwd);
      return [path, sha256] as const;
    }),
  );
  return (saved.files ?? []).filter((f) => digests.get(f.path) !== f.sha256).map((f) => f.path);
}

/**
 * Why `apply FILE` refuses a stale plan: what changed since it was saved, the files the
 * config names (by path, from `cwd`) or the live organization, then one line per object.
 * `from` follows the command to run again (saved-config-here.ts).
 */
export function stalePlanMessage(
  saved: SavedPlan,
  replanned: Plan,
  files: readonly ReadFile[],
  cwd: string | undefined,
  planAgain: string,
  from = '',
): string {
  const edited = changedFiles(saved, files, cwd);
  const lines = staleDifferences(saved, replanned);
  const live = lines.some((line) => line.includes('the live object changed'));
  const what =
    edited.length > 0
      ? `${edited.join(', ')} (${edited.length === 1 ? 'a file' : 'files'} the config reads) changed${live ? ', and so did the live organization,' : ''} since the plan was saved`
      : 'the live organization, or a value the config reads (an environment variable, a file), changed since the plan was saved';
  const head = `error: stale plan: planning again gives other changes: ${what}. Nothing was applied; run ${planAgain} again${from}.`;
  return [head, ...lines.map((line) => `  ${line}`)].join('\n') + '\n';
}

/** Same changes, compared in their serialized form (masked secrets, IdRefs, order). */
export function sameChanges(saved: SavedPlan, replanned: Plan): boolean {
  return isDeepStrictEqual(serializedChanges(replanned), saved.changes);
}

function serializedChanges(plan: Plan): SerializedChange[] {
  return (JSON.parse(JSON.stringify(serializePlan(plan))) as SerializedPlan).changes.slice();
}

/**
 * What makes a saved plan stale, one line per object: a change
 * the saved plan has and planning now does not, one it lacks, or one that differs (in
 * its action, or the fields, position, parent or id it names). The order of the
 * changes alone is said once, when nothing else differs.
 */
function staleDifferences(saved: SavedPlan, replanned: Plan): string[] {
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
  // a field's live value (`before`) is the live object's; its new value (`after`) is the
  // config's, which a file or a variable the config reads may have changed
  const side = (path: string, key: 'before' | 'after'): [unknown, unknown] => [
    was.fields?.find((f) => f.path === path)?.[key],
    is.fields?.find((f) => f.path === path)?.[key],
  ];
  const live = changed.filter((path) => !isDeepStrictEqual(...side(path, 'before')));
  const config = changed.filter((path) => !live.includes(path));
  if (live.length > 0) parts.push(`${live.join(', ')} changed`);
  if (!isDeepStrictEqual(was.position, is.position)) parts.push('its position changed');
  if (was.parent !== is.parent) parts.push('its parent changed');
  if (was.id !== is.id) parts.push(`its id is now ${is.id ?? 'unknown'}`);
  if (!isDeepStrictEqual(was.dependsOn, is.dependsOn)) parts.push('what it waits for changed');
  const said: string[] = [];
  if (config.length > 0)
    said.push(`the value the config gives ${config.join(', ')} changed since the plan was saved`);
  if (parts.length > 0 || said.length === 0)
    said.push(
      `the live object changed since the plan was saved (${parts.join('; ') || 'the change differs'})`,
    );
  return said.join('; ');
}
