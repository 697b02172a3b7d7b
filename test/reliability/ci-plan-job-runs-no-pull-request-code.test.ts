/**
 * The plan jobs of the CI recipes (examples/ci) run no code a pull request controls and
 * hold only the read-only plan token (docs/ci.md, "Trust: what a pull request
 * controls"). A hostile pull request commits every way in: install scripts in
 * package.json (preinstall, postinstall, prepare), a docform tarball of its own (with
 * package-lock.json to match), a `node_modules/.bin/docform`, and its own
 * ci/gitlab-note.mjs, each leaving a `pwned-*` file with the environment if it runs.
 * The jobs run as their runner would (test/e2e/ci-recipes/ci-job-runner.ts), against an emulator:
 * nothing of the pull request runs, the plan is posted by the base's script, and
 * docform planned with the plan token (the token's user is named in the plan's
 * insufficient-role warning), never with the apply token.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { scratchDirs } from '../support/scratch-dirs.js';
import { startTestEmulator, type TestEmulator } from '../support/start-test-emulator.js';
import { fakeGithub, noteBody, notesServer } from '../e2e/ci-recipes/ci-fakes.js';
import { runGithubJob, runGitlabJob } from '../e2e/ci-recipes/ci-job-runner.js';
import {
  cleanEnv,
  configRepository,
  jobCheckout,
  packDocform,
  pushBranch,
  run,
  type Files,
} from '../e2e/ci-recipes/ci-repositories.js';
import { ROOT } from '../e2e/support/examples-cli.js';

const scratch = scratchDirs('docform-ci-trust-');
const CI = join(ROOT, 'examples/ci');
const SINGLE = 'version: 1\norganization: org_acme\nteams:\n  docs: { title: Docs }\n';
const ENVIRONMENTS = `version: 1
environments:
  production: { organization: org_acme }
  staging: { organization: org_acme_staging }
teams:
  docs: { title: Docs }
`;
/** The plan token: bob edits in both organizations, so the plan warns it cannot apply. */
const TOKENS = { DOCFORM_PLAN_TOKEN: 'bob-token', DOCFORM_APPLY_TOKEN: 'dev-token' };
const PLANNED_WITH_PLAN_TOKEN = 'the token belongs to bob@acme.example';

let emulator: TestEmulator;
let tarball = '';

beforeAll(async () => {
  emulator = await startTestEmulator();
  tarball = packDocform(scratch());
}, 240_000);
afterAll(async () => {
  await emulator?.close();
});

/** A script for `node -e` that leaves `<root>/pwned-<what>` holding the environment. */
function leave(root: string, what: string): string {
  const file = JSON.stringify(join(root, `pwned-${what}`));
  return `require('node:fs').writeFileSync(${file}, JSON.stringify(process.env))`;
}

/** What a hostile pull request commits beside its config. */
function hostileFiles(root: string, config: string): Files {
  const node = (what: string) => `node -e ${JSON.stringify(leave(root, what))}`;
  const scripts = { preinstall: node('preinstall'), postinstall: node('postinstall') };
  return {
    'docform.yaml': config,
    'package.json': `${JSON.stringify(
      {
        name: 'docs-config',
        private: true,
        scripts: { ...scripts, prepare: node('prepare') },
        devDependencies: { docform: 'file:docform-0.1.0.tgz' },
      },
      null,
      2,
    )}\n`,
    'node_modules/.bin/docform': `#!/bin/sh\n${node('bin')}\necho hostile plan\n`,
    'ci/gitlab-note.mjs': `import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\n${leave(root, 'note')};\n`,
  };
}

/** Replaces the committed tarball by a hostile `docform` and locks it, as a PR can. */
function hostileTarball(root: string): (work: string) => void {
  return (work) => {
    const evil = join(root, 'evil');
    mkdirSync(evil);
    writeFileSync(
      join(evil, 'package.json'),
      JSON.stringify({ name: 'docform', version: '0.1.0', bin: { docform: 'evil.js' } }),
    );
    writeFileSync(join(evil, 'evil.js'), `#!/usr/bin/env node\n${leave(root, 'tarball')};\n`);
    run('npm', ['pack', '--ignore-scripts', '--pack-destination', work], evil);
    // locked afresh: npm would keep the old integrity from the lock or node_modules
    rmSync(join(work, 'package-lock.json'));
    rmSync(join(work, 'node_modules'), { recursive: true, force: true });
    run('npm', ['install', '--package-lock-only', '--ignore-scripts'], work);
  };
}

const load = (file: string): Record<string, unknown> =>
  parse(readFileSync(join(CI, 'github', file), 'utf8')) as Record<string, unknown>;

const pwned = (root: string): string[] => readdirSync(root).filter((f) => f.startsWith('pwned-'));

describe.concurrent.each([
  ['.gitlab-ci.yml', SINGLE],
  ['environments.gitlab-ci.yml', ENVIRONMENTS],
])('GitLab: the plan job of %s, on a hostile merge request', (file, config) => {
  it('runs nothing of it, posts with the base note script, plans with the plan token', async () => {
    const root = scratch();
    const repo = configRepository(root, tarball, {});
    pushBranch(repo, 'hostile', hostileFiles(root, config), hostileTarball(root));
    const dir = jobCheckout(repo, 'hostile', join(root, 'job'));
    const notes = await notesServer([]);
    try {
      const job = await runGitlabJob(join(CI, 'gitlab', file), 'docform-plan', dir, {
        ...cleanEnv(),
        ...TOKENS,
        DOCFORM_API_URL: emulator.url,
        CI_PROJECT_DIR: dir,
        CI_API_V4_URL: notes.url,
        CI_PROJECT_ID: '12',
        CI_MERGE_REQUEST_IID: '3',
        CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
        GITLAB_API_TOKEN: 'glpat-test',
      });
      expect(pwned(root), job.log).toEqual([]);
      expect(job.status, job.log).toBe(0);
      expect(notes.writes.map((w) => w.method)).toEqual(['POST']);
      const body = noteBody(notes.writes[0]);
      expect(body).toContain('team.docs');
      expect(body).toContain(PLANNED_WITH_PLAN_TOKEN);
      expect(job.log + body).not.toContain(TOKENS.DOCFORM_APPLY_TOKEN);
      expect(job.log).not.toContain('hostile');
    } finally {
      await notes.close();
    }
  }, 180_000);
});

const HEAD = 'feedc0de99';

/**
 * The github context of a pull request of `from` (a branch of the repository, or a
 * fork), by the event the workflow `file` listens to for pull requests.
 */
const pullRequest = (file: string, from: string) => ({
  event_name:
    'pull_request_target' in (load(file).on as object) ? 'pull_request_target' : 'pull_request',
  repository: 'acme/docs-config',
  event: { pull_request: { number: 7, head: { sha: HEAD, repo: { full_name: from } } } },
});

describe.concurrent.each([
  ['docform-plan.yml', SINGLE],
  ['docform-environments.yml', ENVIRONMENTS],
])('GitHub: the plan job of %s, on a hostile pull request', (file, config) => {
  /** The job on an empty workspace, the pull request's files at its head, every token set. */
  async function planJob(from: string) {
    const root = scratch();
    const workspace = join(root, 'workspace');
    const head = join(root, 'head');
    mkdirSync(workspace);
    mkdirSync(head);
    for (const [path, text] of Object.entries(hostileFiles(root, config))) {
      mkdirSync(join(head, path, '..'), { recursive: true });
      writeFileSync(join(head, path), text ?? '', { mode: 0o755 });
    }
    const { github, context, writes } = fakeGithub([]);
    const job = await runGithubJob(join(CI, 'github', file), 'plan', {
      workspace,
      actionPath: ROOT,
      env: { ...cleanEnv(), DOCFORM_API_URL: emulator.url },
      github,
      context,
      event: pullRequest(file, from),
      // an admin token under the old name too: the plan job must not take it
      secrets: { ...TOKENS, DOCFORM_TOKEN: TOKENS.DOCFORM_APPLY_TOKEN },
      refs: { [HEAD]: head },
    });
    return { root, job, writes };
  }

  it('runs nothing of it and plans its config with the plan token', async () => {
    const { root, job, writes } = await planJob('acme/docs-config');
    expect(pwned(root), job.log).toEqual([]);
    expect(job.steps.plan?.outcome, job.log).toBe('success');
    expect(writes.map((w) => w.call)).toEqual(['create']);
    const body = writes[0]?.body ?? '';
    expect(body).toContain('team.docs');
    expect(body).toContain(PLANNED_WITH_PLAN_TOKEN);
    expect(job.log + body).not.toContain(TOKENS.DOCFORM_APPLY_TOKEN);
  }, 120_000);

  it('does not run for a pull request from a fork', async () => {
    const { job, writes } = await planJob('mallory/docs-config');
    expect(job.skipped).toBe(true);
    expect(writes).toEqual([]);
  }, 120_000);
});
