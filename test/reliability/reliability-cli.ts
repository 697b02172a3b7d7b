import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { CLI, docform } from '../e2e/examples-cli.js';
import type { CliRun } from '../e2e/examples-cli.js';

/** The configs of the reliability suite: base, and base changed by one kind of change. */
export const CONFIGS = join(import.meta.dirname, 'configs');
export const config = (name: string): string => join(CONFIGS, `${name}.yaml`);

/** The SAML certificate of the configs, read from the environment (a secret). */
export const CERT_ENV = { RELIABILITY_CERT: 'MIIC-reliability-certificate' };

/** `docform apply CONFIG` without a terminal, every gate opened. */
export function apply(
  apiUrl: string,
  name: string,
  extra: readonly string[] = [],
): Promise<CliRun> {
  return docform(['apply', config(name), '--auto-approve', '--allow-delete', '--force', ...extra], {
    apiUrl,
    env: CERT_ENV,
  });
}

/** Exit status of `docform plan CONFIG --detailed-exitcode`: 0 when converged. */
export async function planStatus(apiUrl: string, name: string): Promise<number | null> {
  const run = await docform(['plan', config(name), '--detailed-exitcode'], {
    apiUrl,
    env: CERT_ENV,
  });
  return run.status;
}

export { setFaults } from '../support/emulator-faults.js';

export interface JournalEntry {
  readonly method: string;
  readonly path: string;
  readonly status: number;
}

export async function journal(apiUrl: string): Promise<JournalEntry[]> {
  return (await (await fetch(`${apiUrl}/_emulator/journal`)).json()) as JournalEntry[];
}

/**
 * Starts `docform apply CONFIG` and SIGKILLs it once the emulator has answered `writes`
 * write requests; resolves to the signal it died of (null when it finished first).
 */
export async function applyKilledAfter(
  apiUrl: string,
  name: string,
  writes: number,
): Promise<NodeJS.Signals | null> {
  const child = spawn(
    process.execPath,
    [CLI, 'apply', config(name), '--auto-approve', '--allow-delete', '--force'],
    {
      env: {
        ...process.env,
        ...CERT_ENV,
        NO_COLOR: '1',
        DOCFORM_API_URL: apiUrl,
        DOCFORM_TOKEN: 'dev-token',
      },
      stdio: 'ignore',
    },
  );
  const exited = new Promise<NodeJS.Signals | null>((done) => child.on('exit', (_, s) => done(s)));
  let finished = false;
  void exited.then(() => (finished = true));
  while (!finished) {
    const answered = (await journal(apiUrl)).filter((e) => e.method !== 'GET').length;
    if (answered >= writes) {
      child.kill('SIGKILL');
      break;
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  return exited;
}
