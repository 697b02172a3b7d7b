import { InvalidArgumentError, Option } from 'commander';
import type { Command } from 'commander';

/** Options shared by every command that talks to the API (DESIGN, "The command line"). */
export interface ApiOptions {
  /** `--api-url`; falls back to DOCFORM_API_URL, then the public API. */
  readonly apiUrl?: string;
  /** `--parallelism N`: requests in flight at once. */
  readonly parallelism?: number;
  /** `--emulator [STATE_FILE]`: true for the default state file, or its path. */
  readonly emulator?: boolean | string;
  /** false with `--no-color`. */
  readonly color?: boolean;
}

export const DEFAULT_PARALLELISM = 8;
export const MAX_PARALLELISM = 64;

function parseParallelism(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_PARALLELISM) {
    throw new InvalidArgumentError(`expected a whole number from 1 to ${MAX_PARALLELISM}`);
  }
  return n;
}

/** Adds `--api-url`, `--parallelism`, `--emulator [STATE_FILE]` and `--no-color` to a command. */
export function addApiOptions(command: Command): Command {
  return command
    .option(
      '--api-url <url>',
      'API base URL (env DOCFORM_API_URL, default https://api.gitbook.com)',
    )
    .addOption(
      new Option('--parallelism <n>', 'requests in flight at once')
        .argParser(parseParallelism)
        .default(DEFAULT_PARALLELISM),
    )
    .option(
      '--emulator [state-file]',
      'run against an in-process emulator whose state persists in STATE_FILE (default .docform/emulator.json)',
    )
    .option('--no-color', 'plain output without colours (also NO_COLOR)');
}
