import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/server.js';
import type { CliRun } from './examples-cli.js';
import { docform } from './examples-cli.js';

/**
 * What a new user met in a later walkthrough, in a scratch directory against an
 * emulator: each defect run through the CLI in-process.
 */
type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let emulator: Emulator;
const dirs: string[] = [];
const scratch = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'docform-walkthrough-'));
  dirs.push(dir);
  return dir;
};
const shown = (run: CliRun): string => `exit ${run.status}\n${run.stdout}\n${run.stderr}`;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('init suggests what works for the organization it wrote', () => {
  it('a real organization: plan with its token, not --emulator, which does not know it', async () => {
    const dir = scratch();
    const init = await docform(['init', '--organization', 'org_real'], { cwd: dir });
    expect(init.status, shown(init)).toBe(0);
    expect(init.stdout).toContain(
      'Next: docform validate docform.yaml, then docform plan docform.yaml, with an API token of org_real in DOCFORM_TOKEN.',
    );
    expect(init.stdout).not.toContain('--emulator');
    // what it would have suggested fails: the emulator has no such organization
    const emulated = await docform(['plan', '--emulator'], { cwd: dir });
    expect(emulated.status).toBe(1);
    expect(emulated.stderr).toContain('organization org_real is not one this token sees');
  });

  it("the emulator's sample, by default or named: --emulator, and the token once changed", async () => {
    const dir = scratch();
    const sample = await docform(['init'], { cwd: dir });
    expect(sample.stdout).toContain('then docform plan --emulator docform.yaml to try it');
    expect(sample.stdout).toContain(
      'With its API token in DOCFORM_TOKEN, docform plan docform.yaml plans it against the API.',
    );
    const named = await docform(['init', 'staging', '--organization', 'org_acme_staging'], {
      cwd: dir,
    });
    expect(named.stdout).toContain('docform plan --emulator staging/docform.yaml');
    const plan = await docform(['plan', '--emulator', 'staging/docform.yaml'], { cwd: dir });
    expect(plan.status, shown(plan)).toBe(0);
  });
});

/** A config without environments, for a DOCFORM_ENV left set in the shell. */
const PLAIN = 'version: 1\norganization: org_acme\nteams:\n  docs: { title: Docs }\n';

describe('an environment set by DOCFORM_ENV is named so, not as an --env never given', () => {
  it('plan, drift and export on a config without environments', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'docform.yaml'), PLAIN);
    const at = { apiUrl: emulator.url, cwd: dir };
    for (const args of [['plan'], ['drift'], ['export', '--output', 'out.yaml']]) {
      const run = await docform(args, { ...at, env: { DOCFORM_ENV: 'production' } });
      expect(run.status, shown(run)).toBe(1);
      expect(run.stderr).toContain(
        'no-environments  DOCFORM_ENV=production: the config declares no environments',
      );
      expect(run.stderr).toContain('unset DOCFORM_ENV, or declare `environments:`');
      expect(run.stderr).not.toContain('--env');
    }
    const all = await docform(['plan'], { ...at, env: { DOCFORM_ENV: 'all' } });
    expect(all.stderr).toContain('DOCFORM_ENV=all: the config declares no environments');
    // export asked for one environment says so, not `--env all`
    const flag = await docform(['export', '--env', 'production'], at);
    expect(flag.stderr).toContain('--env production: the config declares no environments');
  });
});
