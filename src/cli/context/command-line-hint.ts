import { join, relative } from 'node:path';
import { shellWord } from '../../model/shell-word.js';
import { DEFAULT_EMULATOR_STATE } from './emulator-argument.js';

/**
 * The flags that chose where a command ran, for a command it suggests to run in the
 * same place: only what the next command would not find by itself (DOCFORM_API_URL,
 * DOCFORM_ENV and DOCFORM_INSECURE_HTTP stay set for it, a flag does not).
 */
export interface RunsWhere {
  /** The emulator's state file, when the command ran with `--emulator`. */
  readonly emulatorState?: string | undefined;
  /** `--env NAME`. */
  readonly env?: string | undefined;
  /** `--api-url URL`, when given as a flag: the address as the command used it (api-target.ts). */
  readonly apiUrl?: string | undefined;
  /** `--insecure-http`, when given as a flag. */
  readonly insecureHttp?: boolean | undefined;
}

/** A docform command line to suggest, from its subcommand and words (CommandContext.hint). */
export type CommandLine = (words: readonly [string, ...string[]], env?: string) => string;

/** The program that runs, and where the user runs it from (CliIo's fields of the same names). */
export interface ProgramOrigin {
  /** The path of the running program (process.argv[1]). */
  readonly bin?: string | undefined;
  /** The directory of the command, when it is not the process's own (in-process runs). */
  readonly cwd?: string | undefined;
  /** The directory the user ran docform in (process.cwd()). */
  readonly shellDir?: string | undefined;
}

/**
 * The one way docform writes a docform command line it suggests (hints, next steps):
 * the program as the user can run it, the subcommand, the flags of `where`, then the
 * other words, each quoted for a POSIX shell.
 */
export function commandLineHint(
  origin: ProgramOrigin | undefined,
  [command, ...words]: readonly [string, ...string[]],
  where: RunsWhere = {},
): string {
  return [
    programName(origin),
    shellWord(command),
    ...whereFlags(where).map(shellWord),
    ...words.map(shellWord),
  ].join(' ');
}

/** The project directory of a program run from a `node_modules` directory (the first one). */
const INSTALLED = /^(.*?)[\\/]node_modules(?:[\\/]|$)/;

/**
 * The program as the user can run it. A program under a `node_modules` directory is a
 * local install, as the README makes one, whose `docform` is not on the PATH: it is
 * named by the path of its `node_modules/.bin/docform` from the user's directory
 * (`./node_modules/.bin/docform`, `../node_modules/.bin/docform`), else by its absolute
 * path. Never through npx: where no docform is installed (another directory, a job
 * without node_modules), npx asks the registry for a package of that name.
 */
export function programName(origin: ProgramOrigin | undefined): string {
  const project = origin?.bin === undefined ? undefined : INSTALLED.exec(origin.bin)?.[1];
  if (project === undefined) return 'docform';
  const local = join(project, 'node_modules', '.bin', 'docform');
  const from = origin?.cwd ?? origin?.shellDir;
  if (from === undefined) return shellWord(local);
  const up = relative(from, project);
  if (up === '') return './node_modules/.bin/docform';
  const ancestor = up.split(/[\\/]/).every((segment) => segment === '..');
  return shellWord(ancestor ? `${up}/node_modules/.bin/docform` : local);
}

/**
 * `--emulator [STATE]` wins over an API URL (the command did: command-context.ts), and
 * --insecure-http means nothing to it.
 */
function whereFlags(where: RunsWhere): string[] {
  const flags: string[] = [];
  if (where.env !== undefined) flags.push('--env', where.env);
  if (where.emulatorState !== undefined) {
    flags.push('--emulator');
    if (where.emulatorState !== DEFAULT_EMULATOR_STATE) flags.push(where.emulatorState);
    return flags;
  }
  if (where.apiUrl !== undefined) flags.push('--api-url', where.apiUrl);
  if (where.insecureHttp === true) flags.push('--insecure-http');
  return flags;
}
