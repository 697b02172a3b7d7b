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
  /** `--api-url URL`, when given as a flag. */
  readonly apiUrl?: string | undefined;
  /** `--insecure-http`, when given as a flag. */
  readonly insecureHttp?: boolean | undefined;
}

/** A docform command line to suggest, from its subcommand and words (CommandContext.hint). */
export type CommandLine = (words: readonly [string, ...string[]], env?: string) => string;

/**
 * The one way docform writes a docform command line it suggests (hints, next steps):
 * the program as the user can run it, the subcommand, the flags of `where`, then the
 * other words, each quoted for a POSIX shell. `bin` is the path of the running program
 * (process.argv[1], CliIo.bin): under a `node_modules` directory it is a local install,
 * as the README makes one, whose `docform` is not on the PATH, so `npx docform`.
 */
export function commandLineHint(
  bin: string | undefined,
  [command, ...words]: readonly [string, ...string[]],
  where: RunsWhere = {},
): string {
  return [
    programName(bin),
    shellWord(command),
    ...whereFlags(where).map(shellWord),
    ...words.map(shellWord),
  ].join(' ');
}

/** `npx docform` for a bin inside a `node_modules` directory, else `docform`. */
export function programName(bin: string | undefined): string {
  if (bin === undefined) return 'docform';
  return bin.split(/[\\/]/).includes('node_modules') ? 'npx docform' : 'docform';
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
