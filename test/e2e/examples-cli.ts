import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

/** The repository root and the built CLI (`npx tsc -p tsconfig.json` builds it). */
export const ROOT = resolve(import.meta.dirname, '../..');
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
}

/**
 * Runs the built CLI as a user would, without a terminal and without colour. Async, so
 * that an emulator started in the test process keeps answering meanwhile.
 */
export function docform(args: readonly string[], options: CliOptions = {}): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', ...options.env };
  delete env.DOCFORM_API_URL;
  delete env.DOCFORM_TOKEN;
  if (options.apiUrl) env.DOCFORM_API_URL = options.apiUrl;
  env.DOCFORM_TOKEN = options.token ?? 'dev-token';
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: options.cwd ?? ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
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
  const response = await fetch(`${apiUrl}/_emulator/journal`);
  const entries = (await response.json()) as { method: string }[];
  return entries.map((e) => e.method);
}

export async function clearJournal(apiUrl: string): Promise<void> {
  await fetch(`${apiUrl}/_emulator/journal`, { method: 'DELETE' });
}

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
