/**
 * What the CI recipes (examples/ci) say about trust, read from their YAML (docs/ci.md,
 * "Trust: what a pull request controls"): the plan job runs no code the pull request
 * controls (no install script, docform and the comment script from the base branch, the
 * pull request's files checked out only as data) and holds a read-only token of its
 * own; only apply jobs hold the admin token, from a protected place; the comment step
 * edits only its own bot's comment. test/reliability/ci-plan-job-runs-no-pull-request-code
 * and ci-comment-author run the jobs against hostile pull requests.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../support/examples-cli.js';

type Tree = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const CI = join(ROOT, 'examples/ci');
const read = (file: string): string => readFileSync(join(CI, file), 'utf8');
const load = (file: string): Tree => parse(read(file)) as Tree;

const PLAN_TOKEN = '${{ secrets.DOCFORM_PLAN_TOKEN }}';
const APPLY_TOKEN = '${{ secrets.DOCFORM_APPLY_TOKEN }}';
const GITHUB = ['github/docform-plan.yml', 'github/docform-environments.yml'];
const GITLAB = ['gitlab/.gitlab-ci.yml', 'gitlab/environments.gitlab-ci.yml'];
const isDocform = (step: Tree): boolean => /^[\w.-]+\/docform@/.test(String(step.uses ?? ''));

/** The jobs of a GitHub workflow with the docform commands their steps run. */
function githubJobs(file: string): { name: string; job: Tree; commands: string[] }[] {
  return Object.entries(load(file).jobs as Tree).map(([name, job]) => ({
    name,
    job: job as Tree,
    commands: ((job as Tree).steps as Tree[]).filter(isDocform).map((s) => String(s.with.command)),
  }));
}

describe.each(GITHUB)('GitHub: %s', (file) => {
  const plan = (load(file).jobs as Tree).plan as Tree;
  const steps = plan.steps as Tree[];

  it("runs the plan job from the base branch's workflow, for pull requests of this repository", () => {
    expect(Object.keys(load(file).on as Tree)).toContain('pull_request_target');
    expect(Object.keys(load(file).on as Tree)).not.toContain('pull_request');
    expect(String(plan.if)).toContain(
      'github.event.pull_request.head.repo.full_name == github.repository',
    );
  });

  it('checks the pull request out only as data, with no credentials, and runs no script', () => {
    const checkouts = steps.filter((s) => /^actions\/checkout@/.test(String(s.uses)));
    expect(checkouts.map((s) => s.with as Tree)).toEqual([
      {
        ref: '${{ github.event.pull_request.head.sha }}',
        path: 'pull-request',
        'persist-credentials': false,
      },
    ]);
    // docform (the action, at a pinned ref) reads the config there; no `run:` step
    expect(steps.filter(isDocform).map((s) => s.with['working-directory'])).toEqual([
      'pull-request',
    ]);
    expect(steps.filter((s) => s.run !== undefined)).toEqual([]);
  });

  it('plans with the read-only plan token; only apply jobs, in an environment, get the admin one', () => {
    expect(plan.env.DOCFORM_TOKEN).toBe(PLAN_TOKEN);
    for (const { name, job, commands } of githubJobs(file)) {
      const token = (job.env as Tree | undefined)?.DOCFORM_TOKEN;
      if (commands.includes('apply')) {
        expect(token, name).toBe(APPLY_TOKEN);
        expect(job.environment, name).toBeTruthy();
      } else expect(token, name).not.toBe(APPLY_TOKEN);
    }
    expect(read(file)).not.toContain('secrets.DOCFORM_TOKEN');
  });

  it('updates only a comment its own bot wrote, not any that starts with the marker', () => {
    const script = String(steps.find((s) => /github-script/.test(String(s.uses)))?.with.script);
    expect(script).toContain("const bot = 'github-actions[bot]';");
    expect(script).toMatch(
      /c\.user && c\.user\.login === bot && c\.body && c\.body\.startsWith\(marker\)/,
    );
  });
});

describe('GitHub: apply and drift', () => {
  it('apply holds the admin token in an environment; drift and pin read with the plan token', () => {
    const apply = load('github/docform-apply.yml').jobs as Tree;
    expect(apply.apply.environment).toBe('production');
    expect(apply.apply.env.DOCFORM_TOKEN).toBe(APPLY_TOKEN);
    expect(apply.pin.env.DOCFORM_TOKEN).toBe(PLAN_TOKEN);
    const drift = load('github/docform-drift.yml').jobs as Tree;
    expect(drift.drift.env.DOCFORM_TOKEN).toBe(PLAN_TOKEN);
  });
});

describe.each(GITLAB)('GitLab: %s', (file) => {
  const pipeline = load(file);
  const plan = pipeline['docform-plan'] as Tree;
  const lines = (job: Tree): string[] =>
    [...(job.before_script ?? []), ...(job.script ?? [])].map(String);

  it('installs every package without running its scripts', () => {
    // the jobs and `default:`, whose before_script the jobs without one run
    const jobs = Object.values(pipeline).filter(
      (job): job is Tree => typeof job === 'object' && job !== null && !Array.isArray(job),
    );
    const installs = jobs.flatMap(lines).filter((line) => /\bnpm (ci|install|i)\b/.test(line));
    expect(installs.length).toBeGreaterThanOrEqual(2);
    for (const install of installs) expect(install).toContain('--ignore-scripts');
  });

  it('plans with docform and the note script of the target branch, outside the checkout', () => {
    expect(plan.before_script).toEqual([
      'export DOCFORM_BASE="$(mktemp -d)"',
      'git fetch --quiet --depth 1 origin "$CI_MERGE_REQUEST_TARGET_BRANCH_NAME"',
      'git archive FETCH_HEAD | tar -x -C "$DOCFORM_BASE"',
      '(cd "$DOCFORM_BASE" && npm ci --ignore-scripts --cache "$CI_PROJECT_DIR/.npm" --prefer-offline)',
    ]);
    const script = (plan.script as string[]).join('\n');
    expect(script).toContain('"$DOCFORM_BASE/node_modules/.bin/docform" plan');
    expect(script).toContain('node "$DOCFORM_BASE/ci/gitlab-note.mjs" plan.md');
    // nothing of the checkout runs: no docform, script or package of it
    expect(script).not.toMatch(
      /(^|[\s;])(\.\/)?node_modules\/\.bin|node ci\/|npm (ci|install|run)/,
    );
  });

  it('plans with the read-only plan token; only apply jobs get the admin one', () => {
    expect(lines(plan)).toContain('export DOCFORM_TOKEN="$DOCFORM_PLAN_TOKEN"');
    for (const [name, job] of Object.entries(pipeline)) {
      if (!name.startsWith('docform-')) continue;
      const text = lines(job as Tree).join('\n');
      if (name.startsWith('docform-apply'))
        expect(text, name).toContain('export DOCFORM_TOKEN="$DOCFORM_APPLY_TOKEN"');
      else expect(text, name).not.toContain('DOCFORM_APPLY_TOKEN');
    }
  });
});

describe('GitLab: gitlab-note.mjs', () => {
  it("updates only a note of the token's own user, not any that starts with the marker", () => {
    const script = read('gitlab/gitlab-note.mjs');
    expect(script).toContain('const me = await call(`${CI_API_V4_URL}/user`);');
    expect(script).toMatch(/note\.author\?\.id === me\.id && .*note\.body\.startsWith\(MARKER\)/s);
  });
});
