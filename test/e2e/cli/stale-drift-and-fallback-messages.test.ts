import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { serializePlan } from '../../../src/plan/serialize.js';
import { samplePlan } from '../../plan/sample-plan.js';
import { HandApi } from '../support/drift-api.js';
import { docform, ROOT } from '../support/examples-cli.js';

const scenario = (name: string, step: number): string =>
  join(ROOT, 'test/fixtures/scenarios', name, `step-${step}.yaml`);

const dirs: string[] = [];
const scratch = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'docform-small-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function withEmulator(run: (url: string) => Promise<void>): Promise<void> {
  const emulator = await startEmulator({ port: 0 });
  try {
    await run(emulator.url);
  } finally {
    await emulator.close();
  }
}

describe.concurrent('the small ones', () => {
  it('the stale refusal names the object that changed', () =>
    withEmulator(async (url) => {
      const config = scenario('site-settings', 1);
      const dir = scratch();
      const apply = await docform(['apply', config, '--auto-approve'], { apiUrl: url });
      expect(apply.status, apply.stderr).toBe(0);
      const plan = await docform(['plan', scenario('site-settings', 2), '--out', 'tfplan'], {
        apiUrl: url,
        cwd: dir,
      });
      expect(plan.status, plan.stderr).toBe(0);
      const hand = new HandApi(url);
      const site = await hand.siteId('Portal');
      await hand.call('PATCH', `/orgs/org_acme/sites/${site}`, { basename: 'by-hand' });
      const stale = await docform(['apply', 'tfplan'], { apiUrl: url, cwd: dir });
      expect(stale.status).toBe(1);
      expect(stale.stderr).toContain('stale plan');
      expect(stale.stderr).toMatch(/^ {2}site\.portal: .*basename changed/m);
    }));

  it("drift's stderr line counts what the report's summary counts", () =>
    withEmulator(async (url) => {
      const at = { apiUrl: url };
      const first = scenario('site-space-changes-section', 1);
      expect((await docform(['apply', first, '--auto-approve'], at)).status).toBe(0);
      const dir = scratch();
      const report = join(dir, 'drift.txt');
      const drift = await docform(
        ['drift', scenario('site-space-changes-section', 2), '--output', report],
        at,
      );
      expect(drift.status, drift.stderr).toBe(2);
      const summary = readFileSync(report, 'utf8').trimEnd().split('\n').at(-1) ?? '';
      // a site space moving to another section is a replace: one create and one delete
      expect(summary).toBe(
        'Drift: 1 to create, 0 to update, 0 to move, 1 to delete to match the YAML.',
      );
      expect(drift.stderr).toBe(`${summary} Report written to ${report}\n`);
    }));

  it("docs/config.md gives a fingerprint the plans' length", () => {
    const shown = JSON.stringify(serializePlan(samplePlan()));
    const planDigits = /fingerprint sha256:([0-9a-f]+)/.exec(shown)?.[1] ?? '';
    expect(planDigits).not.toBe('');
    const docs = readFileSync(join(ROOT, 'docs/config.md'), 'utf8');
    const example = /fingerprint sha256:([0-9a-f]+)/.exec(docs)?.[1] ?? '';
    expect(example.length).toBe(planDigits.length);
    expect(docs).toContain(`the first ${planDigits.length} hex digits`);
  });

  it('with no config found, the message names the ./docform/ fallback', async () => {
    const dir = scratch();
    for (const args of [['plan', '--emulator'], ['validate']]) {
      const run = await docform(args, { cwd: dir });
      expect(run.status).toBe(1);
      const out = run.stdout + run.stderr;
      expect(out).toContain('neither ./docform.yaml nor ./docform/ exists');
      expect(out).toContain('docform init');
    }
  });

  it('--emulator in a directory that does not exist is refused, none made', async () => {
    const dir = scratch();
    const state = join(dir, 'no/such/dir/x.json');
    const run = await docform([
      'plan',
      '--emulator',
      state,
      join(ROOT, 'examples/minimal/docform.yaml'),
    ]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`the directory ${join(dir, 'no/such/dir')} does not exist`);
    expect(existsSync(join(dir, 'no'))).toBe(false);
  });
});
