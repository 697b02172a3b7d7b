/**
 * A pull request that breaks the config: the plan recipes (examples/ci) still post their
 * "Planning failed" report, in place of the last good plan, and fail the job. The jobs
 * run as their runner would (./ci-job-runner.ts): GitHub's steps with their `if:`,
 * docform's action on the pull request's checkout and the comment script with a
 * recording `github` client; GitLab's before_script and script lines in a clone of a
 * config repository, docform and gitlab-note.mjs from its target branch, the note
 * written to a recording notes server.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../packaging/built-dist.js';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { fakeGithub, noteBody, notesServer } from './ci-fakes.js';
import { runGithubJob, runGitlabJob } from './ci-job-runner.js';
import {
  cleanEnv,
  configRepository,
  jobCheckout,
  packDocform,
  pushBranch,
} from './ci-repositories.js';
import { ROOT } from '../support/examples-cli.js';

const scratch = scratchDirs('docform-ci-broken-');
const CI = join(ROOT, 'examples/ci');

/** Two mistakes at known places: an unknown key and a title of the wrong type. */
const BROKEN = 'version: 1\norganization: org_acme\nteamz: {}\nsettings:\n  title: [1]\n';
const BROKEN_ENVIRONMENTS =
  'version: 1\nenvironments:\n  staging: { organization: org_acme }\nteamz: {}\n';
const LAST_GOOD = '<!-- MARKER -->\n### docform plan\n\nPlan: 1 to create';
const HEAD = 'c0ffee1234';

let tarball = '';

beforeAll(() => {
  ensureBuilt(ROOT);
  tarball = packDocform(scratch());
}, 240_000);

/** The event of a pull request from a branch of the repository itself. */
const pullRequest = {
  event_name: 'pull_request_target',
  repository: 'acme/docs-config',
  event: {
    pull_request: { number: 7, head: { sha: HEAD, repo: { full_name: 'acme/docs-config' } } },
  },
};

describe.concurrent.each([
  ['docform-plan.yml', 'plan', '<!-- docform-plan -->', BROKEN],
  ['docform-environments.yml', 'plan', '<!-- docform-plan-environments -->', BROKEN_ENVIRONMENTS],
])('GitHub: %s with a broken config', (file, job, marker, config) => {
  it('replaces the last plan comment with the failed report and fails the job', async () => {
    const root = scratch();
    const workspace = join(root, 'workspace');
    const pr = join(root, 'pull-request-head');
    mkdirSync(workspace);
    mkdirSync(pr);
    writeFileSync(join(pr, 'docform.yaml'), config);
    const { github, context, writes } = fakeGithub([
      { id: 41, body: LAST_GOOD.replace('<!-- MARKER -->', marker) },
    ]);
    const run = await runGithubJob(join(CI, 'github', file), job, {
      workspace,
      actionPath: ROOT,
      env: cleanEnv(),
      github,
      context,
      event: pullRequest,
      secrets: { DOCFORM_PLAN_TOKEN: 'carol-token' },
      refs: { [HEAD]: pr },
    });
    expect(run.steps.plan?.outcome, run.log).toBe('failure');
    expect(run.steps.plan?.outputs['exit-code']).toBe('1');
    expect(writes.map((w) => [w.call, w.comment_id])).toEqual([['update', 41]]);
    const body = writes[0]?.body ?? '';
    expect(body.startsWith(`${marker}\n`)).toBe(true);
    expect(body).toMatch(/Planning failed: \d+ errors?/);
    expect(body).toContain('`docform.yaml:');
    expect(body).toContain('unknown key \\`teamz\\`');
    expect(body).not.toContain('Plan: 1 to create');
    // the errors are in the job log too
    expect(run.log).toMatch(/docform\.yaml:\d+:1 +error +unknown-key/);
  }, 120_000);
});

describe.concurrent.each([
  ['.gitlab-ci.yml', BROKEN],
  ['environments.gitlab-ci.yml', BROKEN_ENVIRONMENTS],
])('GitLab: %s with a broken config', (file, config) => {
  it('replaces the last plan note with the failed report and fails the job', async () => {
    const root = scratch();
    const repo = configRepository(root, tarball, {});
    pushBranch(repo, 'broken', { 'docform.yaml': config });
    const dir = jobCheckout(repo, 'broken', join(root, 'job'));
    const notes = await notesServer([
      { id: 5, body: LAST_GOOD.replace('<!-- MARKER -->', '<!-- docform-plan -->') },
    ]);
    try {
      const run = await runGitlabJob(join(CI, 'gitlab', file), 'docform-plan', dir, {
        ...cleanEnv(),
        CI_PROJECT_DIR: dir,
        CI_API_V4_URL: notes.url,
        CI_PROJECT_ID: '12',
        CI_MERGE_REQUEST_IID: '3',
        CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
        GITLAB_API_TOKEN: 'glpat-test',
        DOCFORM_PLAN_TOKEN: 'carol-token',
      });
      expect(run.status, run.log).toBe(1);
      expect(notes.writes.map((w) => [w.method, w.url])).toEqual([
        ['PUT', '/api/v4/projects/12/merge_requests/3/notes/5'],
      ]);
      const body = noteBody(notes.writes[0]);
      expect(body.startsWith('<!-- docform-plan -->\n')).toBe(true);
      expect(body).toMatch(/Planning failed: \d+ errors?/);
      expect(body).toContain('unknown key \\`teamz\\`');
      expect(run.log).toMatch(/docform\.yaml:\d+:1 +error +unknown-key/);
    } finally {
      await notes.close();
    }
  }, 120_000);
});
