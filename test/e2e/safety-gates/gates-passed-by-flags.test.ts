import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { HandApi } from '../support/drift-api.js';
import { setStateAt, stateAt } from '../../support/emulator-state.js';
import type { CliRun } from '../support/examples-cli.js';
import { docform } from '../support/examples-cli.js';

const scratch = scratchDirs('docform-passed-gates-');

const shown = (run: CliRun): string => `exit ${run.status}\n${run.stdout}\n${run.stderr}`;

/**
 * One decision for every gate a flag passes: once the flag is given, apply does not
 * announce the gate as blocking. No "rerun with --force" once --force is given (for the
 * update threshold as for the delete threshold), no "--allow-delete" asked once given.
 */
describe('apply does not announce a gate its flags pass', () => {
  let emulator: Awaited<ReturnType<typeof startEmulator>>;
  let api: HandApi;
  let fixture: unknown;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
    api = new HandApi(emulator.url);
    fixture = await stateAt(emulator.url);
  });
  beforeEach(async () => {
    await setStateAt(emulator.url, fixture);
    for (const k of ['a', 'b', 'c'])
      await api.call('PUT', '/orgs/org_acme/teams', { title: `Team ${k}` });
  });
  afterAll(() => emulator.close());

  function configFile(body: string): string {
    const path = join(scratch(), 'docform.yaml');
    writeFileSync(path, `version: 1\norganization: org_acme\n${body}`);
    return path;
  }

  it('update threshold passed by --force: applied, and no warning asks for --force', async () => {
    const teams = ['a', 'b', 'c'].map(
      (k) => `  ${k}: { title: Squad ${k}, previously: [Team ${k}] }`,
    );
    const config = configFile(
      `teams:\n${teams.join('\n')}\npolicy:\n  updateThreshold: { count: 2 }\n`,
    );
    const run = await docform(['apply', config, '--auto-approve', '--force'], {
      apiUrl: emulator.url,
    });
    expect(run.status, shown(run)).toBe(0);
    const out = run.stdout + run.stderr;
    expect(out).not.toContain('rerun with --force');
    expect(out).not.toContain('update-threshold');
  });

  it('delete threshold passed by --force and deletes by --allow-delete: neither asked for', async () => {
    const config = configFile(
      'teams: {}\npolicy:\n  prune: [teams]\n  deleteThreshold: { count: 2 }\n',
    );
    const args = ['apply', config, '--auto-approve', '--allow-delete', '--force'];
    const run = await docform(args, { apiUrl: emulator.url });
    expect(run.status, shown(run)).toBe(0);
    const out = run.stdout + run.stderr;
    expect(out).not.toContain('rerun with --force');
    expect(out).not.toContain('--allow-delete');
    expect(out).not.toContain('threshold');
  });

  it('a saved plan over the update threshold: plan asks for --force, apply --force of the file applies without asking', async () => {
    const teams = ['a', 'b', 'c'].map(
      (k) => `  ${k}: { title: Squad ${k}, previously: [Team ${k}] }`,
    );
    const config = configFile(
      `teams:\n${teams.join('\n')}\npolicy:\n  updateThreshold: { count: 2 }\n`,
    );
    const saved = join(scratch(), 'plan.json');
    const plan = await docform(['plan', config, '--out', saved], { apiUrl: emulator.url });
    expect(plan.status, shown(plan)).toBe(0);
    expect(plan.stdout).toContain('update-threshold');
    expect(plan.stdout).toContain('rerun with --force');
    const refused = await docform(['apply', saved], { apiUrl: emulator.url });
    expect(refused.status, shown(refused)).toBe(1);
    expect(refused.stderr).toContain('rerun with --force');
    const run = await docform(['apply', saved, '--force'], { apiUrl: emulator.url });
    expect(run.status, shown(run)).toBe(0);
    const out = run.stdout + run.stderr;
    expect(out).toContain('Squad a');
    expect(out).not.toContain('rerun with --force');
    expect(out).not.toContain('update-threshold');
  });

  it('without the flags the same plans are refused with the way out', async () => {
    const teams = ['a', 'b', 'c'].map(
      (k) => `  ${k}: { title: Squad ${k}, previously: [Team ${k}] }`,
    );
    const config = configFile(
      `teams:\n${teams.join('\n')}\npolicy:\n  updateThreshold: { count: 2 }\n`,
    );
    const run = await docform(['apply', config, '--auto-approve'], { apiUrl: emulator.url });
    expect(run.status, shown(run)).toBe(1);
    expect(run.stderr).toContain('rerun with --force');
  });
});
