/**
 * The composite action's "Run docform" step, run as the runner runs it against the
 * in-process emulator (`--emulator STATE`): the recipes' flow (plan to a file, apply
 * that file, drift), its outputs and job summary, which exit codes fail the action, and
 * that no input is ever parsed by the shell. Needs dist/ (`npx tsc -p tsconfig.json`).
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAction, runActionStep } from './action-step.js';
import type { StepRun } from './action-step.js';

const ROOT = resolve(import.meta.dirname, '../..');
const action = loadAction(join(ROOT, 'action.yml'));

let scratch = '';
let workspace = '';

function run(inputs: Record<string, string>): Promise<StepRun> {
  return runActionStep(action, 'run', { actionPath: ROOT, cwd: workspace, inputs });
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'docform-action-'));
  workspace = join(scratch, 'workspace');
  mkdirSync(workspace);
  copyFileSync(join(ROOT, 'examples/minimal/docform.yaml'), join(workspace, 'docform.yaml'));
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the action runs docform', () => {
  it('plans to a file, applies that file, then finds no drift', async () => {
    const plan = await run({
      command: 'plan',
      format: 'markdown',
      args: '--detailed-exitcode\n--out plan.json --emulator state.json',
    });
    expect(plan.status, plan.stderr).toBe(0);
    expect(plan.outputs).toMatchObject({
      'exit-code': '2',
      failed: 'false',
      'output-file': join(workspace, 'plan.json'),
    });
    const report = readFileSync(plan.outputs.report ?? '', 'utf8');
    expect(report).toMatch(/^### docform plan for `org_acme`/);
    expect(report).toContain('`site.docs`');
    expect(plan.outputs.report).toMatch(/\.md$/);
    // the Markdown report goes to the job summary and, through tee, to the log
    expect(plan.summary).toBe(report);
    expect(plan.stdout).toBe(report);

    const apply = await run({
      command: 'apply',
      config: plan.outputs['output-file'] ?? '',
      args: '--emulator state.json',
    });
    expect(apply.status, apply.stderr).toBe(0);
    expect(apply.outputs).toMatchObject({ 'exit-code': '0', failed: 'false', 'output-file': '' });
    expect(apply.summary).toBe('');

    const drift = await run({
      command: 'drift',
      format: 'markdown',
      args: '--output=drift.md --emulator state.json',
    });
    expect(drift.outputs).toMatchObject({
      'exit-code': '0',
      failed: 'false',
      'output-file': join(workspace, 'drift.md'),
    });
    // with --output the report is in that file, and the summary shows it
    expect(drift.summary).toBe(readFileSync(join(workspace, 'drift.md'), 'utf8'));
    expect(drift.summary).not.toBe('');
  });

  it('fails the action on exit 1, and on 2 from drift but not from plan', async () => {
    const invalid = await run({ command: 'validate', config: 'missing.yaml' });
    expect(invalid.outputs).toMatchObject({ 'exit-code': '1', failed: 'true' });

    const drifted = await run({
      command: 'drift',
      args: '--emulator fresh-state.json',
    });
    expect(drifted.outputs).toMatchObject({ 'exit-code': '2', failed: 'true' });
    expect(drifted.outputs.report).toMatch(/\.txt$/);
    expect(drifted.summary).toBe('');
  });

  it('hands inputs to docform as data: nothing is expanded, quoted or run', async () => {
    const run1 = await run({
      command: 'plan',
      config: 'docform.yaml',
      args: '--out $USER-$(touch${IFS}pwned-args)*.json --emulator state.json',
    });
    expect(run1.outputs['exit-code'], run1.stderr).toBe('0');
    expect(run1.outputs['output-file']).toBe(
      join(workspace, '$USER-$(touch${IFS}pwned-args)*.json'),
    );
    const run2 = await run({ command: 'validate', config: 'docform.yaml"; touch pwned-config; "' });
    expect(run2.outputs['exit-code']).toBe('1');
    const run3 = await run({ command: 'validate', env: '`touch pwned-env`', format: '*' });
    expect(run3.outputs['exit-code']).toBe('1');
    for (const file of ['pwned-args', 'pwned-config', 'pwned-env']) {
      expect(existsSync(join(workspace, file)), file).toBe(false);
    }
  });
});
