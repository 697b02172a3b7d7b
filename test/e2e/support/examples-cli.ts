import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { CliIo, OutputStream } from '../../../src/cli/io.js';
import { runCli } from '../../../src/cli/run-cli.js';
import { journalAt } from '../../support/emulator-journal.js';

/** The repository root and the built CLI (`npx tsc -p tsconfig.json` builds it). */
export const ROOT = resolve(import.meta.dirname, '../../..');
export const CLI = resolve(ROOT, 'dist/src/cli/main.js');

export interface CliRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface CliOptions {
  /** Origin of an emulator; sets --api-url through DOCFORM_API_URL. */
  readonly apiUrl?: string;
  readonly token?: string;
  readonly cwd?: string;
  readonly env?: Readonly<Record<string, string>>;
  /** Start from an empty environment (PATH only) instead of the test process's. */
  readonly cleanEnv?: boolean;
  /** The program's path, as main.ts gives it (process.argv[1]): hints name the program by it. */
  readonly bin?: string;
  /** `spawnDocform` only: the process is killed (SIGKILL) when it runs longer. */
  readonly timeoutMs?: number;
}

/** The environment of a run: the test's, without colour, with the API and token asked for. */
function cliEnv(options: CliOptions): Record<string, string | undefined> {
  const base = options.cleanEnv === true ? { PATH: process.env.PATH } : process.env;
  const env: Record<string, string | undefined> = { ...base, NO_COLOR: '1', ...options.env };
  delete env.DOCFORM_API_URL;
  delete env.DOCFORM_TOKEN;
  if (options.apiUrl) env.DOCFORM_API_URL = options.apiUrl;
  env.DOCFORM_TOKEN = options.token ?? 'dev-token';
  return env;
}

/** A stream that keeps what is written, as a pipe would: no terminal. */
function capture(): OutputStream & { text: string } {
  const stream = {
    text: '',
    isTTY: false,
    write(chunk: string): boolean {
      stream.text += chunk;
      return true;
    },
  };
  return stream;
}

/**
 * Runs a docform command line in this process, as a user would without a terminal and
 * without colour: `runCli` with captured streams, an empty stdin, no signal ever sent,
 * in `cwd` when given. Async, so that an emulator started in
 * the test process keeps answering meanwhile; runs may overlap, as they share nothing.
 */
export async function docform(args: readonly string[], options: CliOptions = {}): Promise<CliRun> {
  const stdout = capture();
  const stderr = capture();
  const stdin = Object.assign(Readable.from([]), { isTTY: false });
  const io: CliIo = {
    stdout,
    stderr,
    stdin,
    env: cliEnv(options),
    // without a cwd, paths are the process's (the repository root under vitest), and
    // messages show them as written, as the spawned binary run from the root does
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
    ...(options.bin === undefined ? {} : { bin: options.bin }),
    onSignal: () => () => undefined,
  };
  const status = await runCli(args, io);
  return { status, stdout: stdout.text, stderr: stderr.text };
}

/**
 * Runs the built binary (`dist/src/cli/main.js`) in a process of its own, for what only
 * a process shows: start-up, signals, and that main.ts gives what the in-process runs
 * give.
 */
export function spawnDocform(args: readonly string[], options: CliOptions = {}): Promise<CliRun> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: options.cwd ?? ROOT,
      env: cliEnv(options),
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(options.timeoutMs === undefined
        ? {}
        : { timeout: options.timeoutMs, killSignal: 'SIGKILL' as const }),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

/** The methods of every request the emulator served since the journal was cleared. */
export async function journalMethods(apiUrl: string): Promise<string[]> {
  return (await journalAt(apiUrl)).map((e) => e.method);
}

export { clearJournalAt as clearJournal } from '../../support/emulator-journal.js';

const CERT = 'MIIC-example-certificate';

/** Every runnable example, the environment it reads, and what its export reads. */
export const EXAMPLES: readonly {
  readonly name: string;
  readonly path: string;
  readonly env: Record<string, string>;
  readonly exportEnv: Record<string, string>;
}[] = [
  { name: 'minimal', path: 'examples/minimal/docform.yaml', env: {}, exportEnv: {} },
  {
    name: 'full',
    path: 'examples/full/docform.yaml',
    env: { OKTA_SAML_CERT: CERT },
    exportEnv: { DOCFORM_SAML_OKTA_CERTIFICATE: CERT },
  },
  { name: 'multi-file', path: 'examples/multi-file/docform', env: {}, exportEnv: {} },
];
