import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { DocformError } from '../../model/errors.js';
import { useColor } from '../../report/palette.js';
import type { CliIo } from '../io.js';
import { localPath } from '../io.js';
import type { ApiOptions } from './api-options.js';
import { insecureHttpFromEnv } from './api-options.js';
import { apiBaseUrl } from './api-target.js';
import type { CommandLine, RunsWhere } from './command-line-hint.js';
import { commandLineHint } from './command-line-hint.js';
import { DEFAULT_EMULATOR_STATE, splitEmulatorArgument } from './emulator-argument.js';
import type { Progress } from './progress.js';
import { createProgress } from './progress.js';
import type { WithApiOptions } from './with-api.js';

export interface CommandContext {
  /** The command's positional argument (CONFIG or PLANFILE), `--emulator`'s value taken back. */
  readonly positional: string | undefined;
  /** What `withApi` needs. */
  readonly api: WithApiOptions;
  /** Colour for stdout. */
  readonly color: boolean;
  /** Colour for stderr (diagnostics). */
  readonly errColor: boolean;
  /** Progress on stderr. */
  readonly progress: Progress;
  /**
   * `--emulator`, with its state file as written when not the default: what a command
   * it suggests next needs to reach the same emulator. Undefined against a real API.
   */
  readonly emulatorFlag?: string;
  /**
   * A docform command line to suggest, run where this one ran: the same emulator, or the
   * `--api-url` and `--insecure-http` given as flags, and `env` when given.
   */
  readonly hint: CommandLine;
}

/** The plumbing every API command starts with: target, emulator, colour, progress. */
export function commandContext(
  io: CliIo,
  options: ApiOptions,
  positional: string | undefined,
): CommandContext {
  const split = splitEmulatorArgument(options.emulator, positional, (p) => localPath(io, p));
  if (split.statePath !== undefined) {
    stateDirectoryExists(io, split.statePath);
    warnApiUrlIgnored(io, options.apiUrl);
  }
  // checked before anything is read or suggested (a URL holding credentials is refused),
  // and suggested as it is used: without a query, which docform does not send either
  const used =
    split.statePath === undefined ? apiBaseUrl({ apiUrl: options.apiUrl, env: io.env }) : undefined;
  const apiUrl = options.apiUrl === undefined ? undefined : used;
  const flag = options.color === undefined ? {} : { flag: options.color };
  return {
    positional: split.positional,
    api: {
      env: io.env,
      ...(options.apiUrl === undefined ? {} : { apiUrl: options.apiUrl }),
      parallelism: options.parallelism,
      ...(options.timeout === undefined ? {} : { timeoutMs: options.timeout }),
      insecureHttp: options.insecureHttp === true || insecureHttpFromEnv(io.env),
      ...(split.statePath === undefined
        ? {}
        : { emulatorState: localPath(io, split.statePath), emulatorStateShown: split.statePath }),
      warn: (line) => io.stderr.write(line),
    },
    color: useColor({ ...flag, env: io.env, isTTY: io.stdout.isTTY === true }),
    errColor: useColor({ ...flag, env: io.env, isTTY: io.stderr.isTTY === true }),
    progress: createProgress(io.stderr),
    ...(split.statePath === undefined ? {} : { emulatorFlag: emulatorFlag(split.statePath) }),
    hint: (words, env) =>
      commandLineHint(io, words, { ...where(options, split.statePath, apiUrl), env }),
  };
}

/** The flags of this command that choose where the one it suggests runs. */
function where(
  options: ApiOptions,
  emulatorState: string | undefined,
  apiUrl: string | undefined,
): RunsWhere {
  return { emulatorState, apiUrl, insecureHttp: options.insecureHttp };
}

function emulatorFlag(statePath: string): string {
  return statePath === DEFAULT_EMULATOR_STATE ? '--emulator' : `--emulator ${statePath}`;
}

/**
 * `--emulator STATE_FILE` creates the file, never its directory: a mistyped path must
 * not leave directories behind. Only the default
 * `.docform/emulator.json` gets its directory made.
 */
function stateDirectoryExists(io: CliIo, statePath: string): void {
  if (statePath === DEFAULT_EMULATOR_STATE) return;
  const dir = dirname(statePath);
  if (existsSync(localPath(io, dir))) return;
  throw new DocformError(
    `--emulator ${statePath}: the directory ${dir} does not exist; create it first, or give --emulator alone for ${DEFAULT_EMULATOR_STATE}`,
  );
}

/**
 * `--emulator` wins over `--api-url` and DOCFORM_API_URL: it is the more specific ask,
 * and a URL exported in the shell for real work must not stop a try-out. Said once on
 * stderr, so the URL is not thought to be in use.
 */
function warnApiUrlIgnored(io: CliIo, flag: string | undefined): void {
  // the URL itself is not repeated: one exported in the shell may hold credentials
  const source =
    flag !== undefined
      ? '--api-url'
      : (io.env.DOCFORM_API_URL?.trim() ?? '') === ''
        ? undefined
        : 'DOCFORM_API_URL';
  if (source === undefined) return;
  io.stderr.write(
    `warning: ${source} is ignored: --emulator runs an in-process emulator and sends nothing to that URL\n`,
  );
}
