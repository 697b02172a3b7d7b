import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { docform, ROOT } from '../support/examples-cli.js';

const scratch = scratchDirs('docform-examples-ci-');

type Tree = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const CI = join(ROOT, 'examples/ci');
const FILES = [
  'github/docform-plan.yml',
  'github/docform-apply.yml',
  'github/docform-drift.yml',
  'gitlab/.gitlab-ci.yml',
  'github/docform-environments.yml',
  'gitlab/environments.gitlab-ci.yml',
];
const read = (file: string): string => readFileSync(join(CI, file), 'utf8');
const load = (file: string): Tree => parse(read(file)) as Tree;

/** Every `.../node_modules/.bin/docform <command> <args>` in a recipe, cut at shell operators. */
function invocations(text: string): string[][] {
  return [...text.matchAll(/node_modules\/\.bin\/docform"? ([^\n;|&>]*)/g)].map((m) =>
    (m[1] ?? '').trim().split(/\s+/),
  );
}

/** Every step that runs docform's action (action.yml), as the command line it runs. */
function actionInvocations(workflow: Tree): string[][] {
  const steps = Object.values(workflow.jobs as Tree).flatMap((job: Tree) => job.steps as Tree[]);
  return steps
    .filter((step) => /^[\w.-]+\/docform@/.test(String(step.uses ?? '')))
    .map((step) => {
      const input = step.with as Tree;
      const format = input.format ? ['--format', String(input.format)] : [];
      const env = input.env ? ['--env', String(input.env)] : [];
      const args = input.args ? String(input.args).trim().split(/\s+/) : [];
      return [String(input.command), ...env, ...format, ...args];
    });
}

/**
 * Files a config reads besides its own: Markdown for `${file:AGENTS.md}`, an OpenAPI
 * spec for `source: { file: ... }`, anywhere in the repository (README, "A tour of the
 * config"). A change to any of them changes the plan.
 */
const READ_BY_CONFIG = [
  'docform.yaml',
  'docform/teams.yaml',
  'AGENTS.md',
  'specs/petstore.yaml',
  'docs/agents/instructions.md',
];

/** A GitHub `paths` pattern as a regular expression: `**` crosses folders, `*` does not. */
function globToRegExp(glob: string): RegExp {
  const body = glob
    .split(/(\*\*\/?|\*|\?)/)
    .map((part) => {
      if (part === '**') return '.*';
      if (part === '**/') return '(?:.*/)?';
      if (part === '*') return '[^/]*';
      if (part === '?') return '[^/]';
      return part.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${body}$`);
}

/** Whether a `push` or `pull_request` that changes only `file` starts the workflow. */
function triggeredBy(on: Tree, event: string, file: string): boolean {
  if (!(event in on)) return false;
  const filter = (on[event] ?? {}) as Tree;
  let matched = true;
  if (Array.isArray(filter.paths)) {
    // GitHub: the last matching pattern decides; `!pattern` excludes
    matched = false;
    for (const pattern of filter.paths as string[]) {
      const negated = pattern.startsWith('!');
      if (globToRegExp(negated ? pattern.slice(1) : pattern).test(file)) matched = !negated;
    }
  }
  const ignored = ((filter['paths-ignore'] ?? []) as string[]).some((p) =>
    globToRegExp(p).test(file),
  );
  return matched && !ignored;
}

describe('CI recipes', () => {
  it('plan runs on pull requests and keeps one comment, found again by its marker', () => {
    const plan = load('github/docform-plan.yml');
    expect(plan.on).toHaveProperty('pull_request_target');
    expect(plan.permissions['pull-requests']).toBe('write');
    const script = read('github/docform-plan.yml');
    expect(script).toContain('updateComment');
    expect(script).toContain('createComment');
    expect(script).toMatch(/startsWith\(marker\)/);
  });

  it('apply runs on push to main, one at a time, never cancelled', () => {
    const apply = load('github/docform-apply.yml');
    expect(apply.on.push.branches).toEqual(['main']);
    expect(apply.concurrency).toEqual({ group: 'docform-apply', 'cancel-in-progress': false });
    const gitlab = load('gitlab/.gitlab-ci.yml');
    expect(gitlab['docform-apply'].resource_group).toBe('docform-apply');
  });

  it('drift runs nightly, fails the job on drift and writes the step summary', () => {
    const drift = load('github/docform-drift.yml');
    expect(drift.on.schedule[0].cron).toMatch(/^\d+ \d+ \* \* \*$/);
    // docform's action fails the step on a non-zero drift exit code and writes a markdown
    // report to the job summary (test/packaging/action-run.test.ts runs it).
    const step = (drift.jobs.drift.steps as Tree[]).find((s) => s.name === 'Drift');
    expect(step?.uses).toMatch(/^[\w.-]+\/docform@/);
    expect(step?.with).toMatchObject({ command: 'drift', format: 'markdown' });
    expect(step?.with.summary ?? 'true').toBe('true');
    expect(load('gitlab/.gitlab-ci.yml')['docform-drift'].rules[0].if).toContain('schedule');
  });

  it('environments: one plan comment for all, staging applied before production, drift of all', () => {
    const flow = load('github/docform-environments.yml');
    const plan = (flow.jobs.plan.steps as Tree[]).find((s) => s.id === 'plan');
    expect(plan?.with).toMatchObject({ command: 'plan', env: 'all', format: 'markdown' });
    expect(read('github/docform-environments.yml')).toContain('updateComment');
    expect(flow.jobs['apply-production'].needs).toBe('apply-staging');
    const envOf = (job: string) =>
      (flow.jobs[job].steps as Tree[]).filter((s) => s.with?.command === 'apply')[0]?.with.env;
    expect([envOf('apply-staging'), envOf('apply-production')]).toEqual(['staging', 'production']);
    const drift = (flow.jobs.drift.steps as Tree[]).find((s) => s.id === 'drift');
    expect(drift?.with).toMatchObject({ command: 'drift', env: 'all' });
    const gitlab = load('gitlab/environments.gitlab-ci.yml');
    expect(gitlab.stages).toEqual(['plan', 'apply-staging', 'apply-production', 'pin', 'drift']);
    expect(read('gitlab/environments.gitlab-ci.yml')).toContain('plan --env all');
  });

  it('uses only commands and flags that docform has', async () => {
    const used = FILES.flatMap((file) => [
      ...invocations(read(file)),
      ...(file.startsWith('github/') ? actionInvocations(load(file)) : []),
    ]);
    expect(used.length).toBeGreaterThanOrEqual(8);
    const help = new Map<string, string>();
    for (const [command, ...args] of used) {
      if (!command) continue;
      if (!help.has(command)) {
        const run = await docform([command, '--help']);
        expect(run.status, `docform ${command} --help`).toBe(0);
        help.set(command, run.stdout);
      }
      for (const flag of args.filter((a) => a.startsWith('--'))) {
        expect(help.get(command), `docform ${command} ${flag}`).toContain(flag);
      }
    }
  });

  it('plan and apply run for a change to any file the config reads, not only docform.yaml', () => {
    const events: [string, string][] = [
      ['github/docform-plan.yml', 'pull_request_target'],
      ['github/docform-apply.yml', 'push'],
      ['github/docform-environments.yml', 'pull_request_target'],
      ['github/docform-environments.yml', 'push'],
    ];
    for (const [file, event] of events) {
      const on = load(file).on as Tree;
      for (const read of READ_BY_CONFIG) {
        expect(triggeredBy(on, event, read), `${file} on ${event} changing ${read}`).toBe(true);
      }
    }
    // GitLab: no job of a pipeline is limited to changes of some files
    for (const file of ['gitlab/.gitlab-ci.yml', 'gitlab/environments.gitlab-ci.yml']) {
      const rules = Object.values(load(file)).flatMap((job) =>
        typeof job === 'object' && job !== null && 'rules' in job ? (job.rules as Tree[]) : [],
      );
      expect(rules.length, file).toBeGreaterThan(0);
      expect(rules.filter((rule) => 'changes' in rule)).toEqual([]);
    }
  });

  it('the trigger check finds a filter that leaves out files the config reads', () => {
    const on = { pull_request: { paths: ['docform.yaml', 'docform/**'] } };
    expect(READ_BY_CONFIG.filter((f) => !triggeredBy(on, 'pull_request', f))).toEqual([
      'AGENTS.md',
      'specs/petstore.yaml',
      'docs/agents/instructions.md',
    ]);
    const ignoring = { push: { 'paths-ignore': ['**/*.md'] } };
    expect(READ_BY_CONFIG.filter((f) => !triggeredBy(ignoring, 'push', f))).toEqual([
      'AGENTS.md',
      'docs/agents/instructions.md',
    ]);
    const negated = { push: { paths: ['**', '!specs/**'] } };
    expect(READ_BY_CONFIG.filter((f) => !triggeredBy(negated, 'push', f))).toEqual([
      'specs/petstore.yaml',
    ]);
  });

  it("docs/ci.md's local commands run as written, the variables they need given", async () => {
    const docs = readFileSync(join(ROOT, 'docs/ci.md'), 'utf8');
    const section = docs.slice(docs.indexOf('## Trying the recipes locally'));
    const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    const dir = scratch();
    cpSync(join(ROOT, 'examples'), join(dir, 'examples'), { recursive: true });
    for (const line of lines) {
      const parsed = /^((?:\w+=\S+\s+)*)node dist\/bin\/docform\.js (.+)$/.exec(line);
      expect(parsed, line).not.toBeNull();
      const env = Object.fromEntries(
        (parsed?.[1] ?? '')
          .trim()
          .split(/\s+/)
          .filter(Boolean)
          .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
      );
      const run = await docform((parsed?.[2] ?? '').split(/\s+/), {
        cwd: dir,
        env,
        cleanEnv: true,
      });
      // 0 or 2 (changes, drift): the commands work; 1 would be an error
      expect([0, 2], `${line}\n${run.stderr}`).toContain(run.status);
    }
  });
});
