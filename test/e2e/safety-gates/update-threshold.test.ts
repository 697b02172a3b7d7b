import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { writesIn } from '../support/apply-harness.js';
import type { CliRun } from '../support/examples-cli.js';
import { clearJournal, docform } from '../support/examples-cli.js';
import { scratchDirs } from '../../support/scratch-dirs.js';

/** Scratch directories, removed when this file's tests are done. */
const tempDir = scratchDirs('docform-updates-');

const shown = (run: CliRun): string => `exit ${run.status}\n${run.stdout}\n${run.stderr}`;

/**
 * `policy.updateThreshold` gates updates as the delete threshold gates
 * deletes. Over it, apply exits 1 with the numbers and the way out, and writes nothing;
 * `--force` runs the plan.
 */
describe('policy.updateThreshold', () => {
  let emulator: Awaited<ReturnType<typeof startEmulator>>;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
  });
  afterAll(() => emulator.close());

  it('refuses updates over the threshold without --force, and runs them with it', async () => {
    const config = join(tempDir(), 'docform.yaml');
    const teams = ['a', 'b', 'c'].map((k) => `  ${k}: { title: Team ${k} }`).join('\n');
    writeFileSync(config, `version: 1\norganization: org_acme\nteams:\n${teams}\n`);
    const at = { apiUrl: emulator.url };
    expect((await docform(['apply', config, '--auto-approve'], at)).status).toBe(0);

    const renamed = ['a', 'b', 'c'].map(
      (k) => `  ${k}: { title: Squad ${k}, previously: [Team ${k}] }`,
    );
    writeFileSync(
      config,
      `version: 1\norganization: org_acme\nteams:\n${renamed.join('\n')}\npolicy:\n  updateThreshold: { count: 2 }\n`,
    );
    const plan = await docform(['plan', config], at);
    expect(plan.status, shown(plan)).toBe(0);
    expect(plan.stdout + plan.stderr).toContain('3 updates > threshold 2');

    await clearJournal(emulator.url);
    const refused = await docform(['apply', config, '--auto-approve'], at);
    expect(refused.status, shown(refused)).toBe(1);
    expect(refused.stdout + refused.stderr).toContain('update-threshold');
    expect(refused.stdout + refused.stderr).toContain('3 updates > threshold 2');
    expect(refused.stdout + refused.stderr).toContain('--force');
    expect(await writesIn(emulator.url)).toEqual([]);

    const forced = await docform(['apply', config, '--auto-approve', '--force'], at);
    expect(forced.status, shown(forced)).toBe(0);
    expect((await writesIn(emulator.url)).map((w) => w.method)).toEqual([
      'PATCH',
      'PATCH',
      'PATCH',
    ]);
  });
});
