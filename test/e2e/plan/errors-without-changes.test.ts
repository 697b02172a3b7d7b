import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { docform } from '../support/examples-cli.js';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let emulator: Emulator;
let scratch = '';

/**
 * A plan whose only content is an error: a member pinned to a user id the organization
 * does not hold (an email alone would be invited), so not one change.
 */
const ERROR_ONLY = `version: 1
organization: org_acme
members:
  nobody@acme.example: { role: read, id: usr_nobody }
`;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  scratch = mkdtempSync(join(tmpdir(), 'docform-errors-only-'));
  writeFileSync(join(scratch, 'docform.yaml'), ERROR_ONLY);
});
afterAll(async () => {
  await emulator?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const run = (args: string[]) => docform(args, { apiUrl: emulator.url, cwd: scratch });
const ERROR = /docform\.yaml:4:3 {2}error {2}unknown-member {2}nobody@acme\.example/;
const SUCCESS = /No changes|No drift|matches the configuration|holds what the YAML says/;

/**
 * The headline "No changes. The live organization matches the
 * configuration." was printed above plan errors when the errors left nothing to change.
 */
describe('a plan with errors and no change never says there is nothing to do', () => {
  it.each(['text', 'markdown', 'json'])('plan --format %s', async (format) => {
    const plan = await run(['plan', '--format', format]);
    expect(plan.status).toBe(1);
    expect(plan.stderr).toMatch(ERROR);
    expect(plan.stdout + plan.stderr).not.toMatch(SUCCESS);
    if (format === 'text') expect(plan.stdout).toBe('');
    if (format === 'markdown')
      expect(plan.stdout).toContain(
        '**Planning failed: 1 error. Nothing can be applied until it is fixed.**',
      );
  });

  it.each(['text', 'markdown'])('drift --format %s', async (format) => {
    const drift = await run(['drift', '--format', format]);
    expect(drift.status).toBe(1);
    expect(drift.stderr).toMatch(ERROR);
    expect(drift.stdout + drift.stderr).not.toMatch(SUCCESS);
  });
});
