import type { Command } from 'commander';
import { DEFAULT_API_URL } from '../api/defaults.js';

/** An exit code and what it means for one command. */
export type ExitCodes = readonly (readonly [code: number, meaning: string])[];

/**
 * How a command uses the environment: talks to the API, makes no call at all, or
 * serves the API (the emulator).
 */
export type EnvUse = 'api' | 'offline' | 'serves';

/** Longer than the column of the other names: its text goes on the next line. */
const COMPILE_CACHE_ENV = [
  '  DOCFORM_COMPILE_CACHE',
  '                   where compiled code is kept to start faster (a directory), or off',
];

const API_ENV = [
  '  DOCFORM_TOKEN    the API token (required, unless --emulator); never a flag, never printed',
  '                   with --emulator: one of its tokens acts as that user (carol-token only',
  '                   reads); unset, or a token it does not know (with a warning): alice',
  `  DOCFORM_API_URL  the API address (default ${DEFAULT_API_URL}); --api-url overrides it`,
  '  DOCFORM_ENV      the environment of a config that declares some, when --env is not given',
  '  DOCFORM_INSECURE_HTTP',
  '                   1: allow an http:// API URL that is not loopback, as --insecure-http',
  '  HTTPS_PROXY/HTTP_PROXY/NO_PROXY',
  '                   (or lower case) the proxy of https:// (else HTTP_PROXY) and http:// API',
  '                   URLs, and the hosts reached without one; a loopback URL uses none',
  '  NO_COLOR         plain output, as --no-color',
];

const OFFLINE_ENV = [
  '  DOCFORM_TOKEN and DOCFORM_API_URL are not read: this command makes no API call.',
];

const SERVES_ENV = [
  '  DOCFORM_TOKEN and DOCFORM_API_URL are not read: this command serves the API',
  "                   (at --host and --port) to clients with its fixture's tokens.",
];

const ENV_LINES: Record<EnvUse, readonly string[]> = {
  api: API_ENV,
  offline: OFFLINE_ENV,
  serves: SERVES_ENV,
};

/**
 * Every command's help ends with the environment it reads and its exit codes: a CI author should not need the README to know what 2 means.
 */
export function withHelp(
  command: Command,
  env: EnvUse,
  exits: ExitCodes,
  moreEnv: readonly string[] = [],
): Command {
  const width = Math.max(...exits.map(([code]) => String(code).length));
  const lines = [
    '',
    'Environment:',
    ...ENV_LINES[env],
    ...moreEnv.map((line) => `  ${line}`),
    ...COMPILE_CACHE_ENV,
    '',
    'Exit codes:',
    ...exits.map(([code, meaning]) => `  ${String(code).padEnd(width)}  ${meaning}`),
  ];
  return command.addHelpText('after', lines.join('\n'));
}

/** Exit 1 as most commands mean it. */
export const EXIT_1_ERROR = [1, 'error: invalid config, API error, a plan with errors'] as const;
