import { join } from 'node:path';
import { docform } from '../e2e/support/examples-cli.js';
import { applyKilledAfterWrites } from '../e2e/support/kill-after-writes.js';
import type { CliRun } from '../e2e/support/examples-cli.js';

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

export {
  clearJournalAt as clearJournal,
  journalAt as journal,
  type JournalEntry,
} from '../support/emulator-journal.js';

/**
 * Starts `docform apply CONFIG` (the built binary) and SIGKILLs it as the API answers its
 * `writes`-th write request; resolves to the signal it died of (null when it finished
 * first).
 */
export async function applyKilledAfter(
  apiUrl: string,
  name: string,
  writes: number,
): Promise<NodeJS.Signals | null> {
  const args = ['apply', config(name), '--auto-approve', '--allow-delete', '--force'];
  return (await applyKilledAfterWrites(apiUrl, args, writes, CERT_ENV)).signal;
}
