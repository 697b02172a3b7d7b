import { InvalidArgumentError, Option } from 'commander';
import type { Command } from 'commander';
import { DEFAULT_API_URL, DEFAULT_PARALLELISM } from '../../api/defaults.js';
import { DocformError } from '../../model/errors.js';
import { DEFAULT_EMULATOR_STATE } from './emulator-argument.js';

/**
 * Options shared by every command that talks to the API (docs/architecture.md, "The command
 * line").
 */
export interface ApiOptions {
  /** `--api-url`; falls back to DOCFORM_API_URL, then the public API. */
  readonly apiUrl?: string;
  /**
   * `--parallelism N`: requests in flight at once, from 1 to MAX_PARALLELISM; the option's
   * default (DEFAULT_PARALLELISM) when the flag is absent. Resolved here, once: the layers
   * below take it as given.
   */
  readonly parallelism: number;
  /** `--emulator [STATE_FILE]`: true for the default state file, or its path. */
  readonly emulator?: boolean | string;
  /** false with `--no-color`. */
  readonly color?: boolean;
  /** `--timeout DURATION`, in ms: the command's total deadline for the API. */
  readonly timeout?: number;
  /** `--insecure-http`: an `http://` API address that is not loopback is allowed. */
  readonly insecureHttp?: boolean;
}

/** The most `--parallelism` takes; its default is the API client's (src/api/defaults.ts). */
export const MAX_PARALLELISM = 64;
/** The default total deadline of a command's API work: 30 minutes. */
export const DEFAULT_TIMEOUT_MS = 30 * 60_000;

/** DEFAULT_TIMEOUT_MS as the help text writes a duration (`30m`). */
const DEFAULT_TIMEOUT = `${DEFAULT_TIMEOUT_MS / 60_000}m`;

const UNITS_MS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/**
 * A duration as `--timeout` and DOCFORM_TIMEOUT take it: `90s`, `30m`, `2h`, `1500ms`,
 * or a bare number of seconds. Undefined when it is none of these or not above zero.
 */
export function parseDuration(text: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*$/.exec(text);
  if (!match) return undefined;
  const ms = Math.round(Number(match[1]) * (UNITS_MS[match[2] ?? 's'] ?? 1000));
  return ms > 0 ? ms : undefined;
}

function parseTimeout(value: string): number {
  const ms = parseDuration(value);
  if (ms === undefined) {
    throw new InvalidArgumentError('expected a duration such as 90s, 30m or 2h');
  }
  return ms;
}

/**
 * The deadline in ms: the flag, else DOCFORM_TIMEOUT, else DEFAULT_TIMEOUT_MS. A DOCFORM_TIMEOUT
 * that is not a duration is an error, not a silent default.
 */
export function resolveTimeout(
  flag: number | undefined,
  env: Readonly<Record<string, string | undefined>>,
): number {
  if (flag !== undefined) return flag;
  const raw = env.DOCFORM_TIMEOUT;
  if (raw === undefined || raw.trim() === '') return DEFAULT_TIMEOUT_MS;
  const ms = parseDuration(raw);
  if (ms === undefined) {
    throw new DocformError(
      `DOCFORM_TIMEOUT=${JSON.stringify(raw)} is not a duration: use a form such as 90s, 30m or 2h`,
    );
  }
  return ms;
}

function parseParallelism(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_PARALLELISM) {
    throw new InvalidArgumentError(`expected a whole number from 1 to ${MAX_PARALLELISM}`);
  }
  return n;
}

/**
 * True when DOCFORM_INSECURE_HTTP asks for plain http to a host that is not loopback:
 * `1` or `true`, in so many words.
 */
export function insecureHttpFromEnv(env: Readonly<Record<string, string | undefined>>): boolean {
  const value = env.DOCFORM_INSECURE_HTTP?.trim().toLowerCase();
  return value === '1' || value === 'true';
}

/**
 * Adds `--api-url`, `--insecure-http`, `--parallelism`, `--emulator [STATE_FILE]`,
 * `--timeout` and `--no-color` to a command.
 */
export function addApiOptions(command: Command): Command {
  return command
    .option('--api-url <url>', `API base URL (env DOCFORM_API_URL, default ${DEFAULT_API_URL})`)
    .option(
      '--insecure-http',
      'allow an http:// API URL whose host is not loopback: the token goes in clear (env DOCFORM_INSECURE_HTTP=1)',
    )
    .addOption(
      new Option('--parallelism <n>', 'requests in flight at once')
        .argParser(parseParallelism)
        .default(DEFAULT_PARALLELISM),
    )
    .option(
      '--emulator [state-file]',
      `run against an in-process emulator whose state persists in STATE_FILE (default ${DEFAULT_EMULATOR_STATE})`,
    )
    .addOption(
      new Option(
        '--timeout <duration>',
        `total time for the API work of the command, e.g. 90s, 30m, 2h (env DOCFORM_TIMEOUT, default ${DEFAULT_TIMEOUT})`,
      ).argParser(parseTimeout),
    )
    .option('--no-color', 'plain output without colours (also NO_COLOR)');
}
