import { isAbsolute, normalize, relative, resolve, sep } from 'node:path';
import { apiBaseUrl } from './api-target.js';
import type { CommandContext } from './command-context.js';
import { DEFAULT_EMULATOR_STATE } from './emulator-argument.js';
import type { SavedPlan } from './saved-plan.js';

/**
 * The API a command's requests go to, as a saved plan records it (`api`) and `apply`
 * compares it: for the in-process emulator, `--emulator` with its state file
 * (`emulatorApi`); else the API's base URL (`--api-url`, DOCFORM_API_URL or the public
 * API), without query or `/v1`. `cwd` is the directory the command runs in (CliIo.cwd).
 */
export function plannedAgainst(
  context: Pick<CommandContext, 'api'>,
  cwd: string | undefined,
): string {
  const state = context.api.emulatorState;
  return state === undefined ? apiBaseUrl(context.api) : emulatorApi(state, cwd);
}

/**
 * `--emulator` for the default state file, else `--emulator PATH`: the state file by its
 * path from the command's directory (`cwd`; the process's own when undefined), whatever
 * way it was written (`./x.json`, `x.json` and an absolute path to it are one file), or
 * its absolute path when it lies outside that directory. The same file gives the same
 * text, as the files a saved plan keeps are named from the command's directory.
 */
function emulatorApi(state: string, cwd: string | undefined): string {
  const from = resolve(cwd ?? '.');
  const full = resolve(from, state);
  const rel = relative(from, full);
  const outside = rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel);
  const path = outside ? full : rel;
  return path === normalize(DEFAULT_EMULATOR_STATE) ? '--emulator' : `--emulator ${path}`;
}

/** Where `apply PLANFILE` would write: the organization its config names, and the API. */
interface WriteTarget {
  readonly organization: string;
  /** As `plannedAgainst` names it. */
  readonly api: string;
  /** The directory apply runs in: a saved plan's state file is taken from it. */
  readonly cwd: string | undefined;
}

/**
 * Why a saved plan must not be applied where this apply would write, one line per
 * difference; none when it may. A saved plan is bound to the organization and the API it
 * was planned against: its `organization` is what `show` and the reviewed plan name, and
 * apply writes to the organization its config sources name, at the API this command
 * reaches. A file edited by hand (its organization, or the organization in its
 * sources), or applied with another `--api-url`, DOCFORM_API_URL or `--emulator`,
 * would write somewhere nobody reviewed.
 */
export function bindingDifferences(saved: SavedPlan, here: WriteTarget): string[] {
  return [
    organizationDifference(saved.organization, here.organization),
    apiDifference(saved.api === undefined ? undefined : sameForm(saved.api, here.cwd), here.api),
  ].filter((line) => line !== undefined);
}

/** The plan's organization is not the one its config names (`show` checks this too). */
export function organizationDifference(planned: string, named: string): string | undefined {
  return planned === named
    ? undefined
    : `organization: the plan is for ${planned}; the config it holds names ${named}`;
}

function apiDifference(planned: string | undefined, here: string): string | undefined {
  if (planned === undefined) {
    return `API: the plan names none it was planned against (saved by an earlier docform, or edited); this apply would write to ${shownApi(here)}`;
  }
  return planned === here
    ? undefined
    : `API: the plan was made against ${shownApi(planned)}; this apply would write to ${shownApi(here)} (--api-url, DOCFORM_API_URL or --emulator chooses)`;
}

/**
 * A saved plan's `api` in the form `plannedAgainst` gives now: the state file of an
 * emulator's taken from `cwd` (a plan saved by an earlier docform kept it as written).
 */
function sameForm(api: string, cwd: string | undefined): string {
  if (api === '--emulator') return api;
  return api.startsWith('--emulator ') ? emulatorApi(api.slice('--emulator '.length), cwd) : api;
}

/** `https://api.gitbook.com`, or `the in-process emulator (--emulator STATE)`. */
export function shownApi(api: string): string {
  return api.startsWith('--emulator') ? `the in-process emulator (${api})` : api;
}

/**
 * The refusal of a plan bound elsewhere: what differs, after a first line that ends with
 * `outcome` (what was not done, and the way out).
 */
export function tamperedPlanMessage(
  named: string,
  differences: readonly string[],
  outcome: string,
): string {
  const head = `error: tampered or stale plan: ${named} is bound to another organization or API than the one it would be applied to. ${outcome}`;
  return [head, ...differences.map((line) => `  ${line}`)].join('\n') + '\n';
}
