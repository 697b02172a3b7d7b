/**
 * Pin in CI: after apply on main, the recipes (examples/ci) run `docform pin` and
 * propose the new ids on the branch docform-pin: GitHub pushes it and opens a pull
 * request with `gh` (a recording stand-in here); GitLab pushes it with the push options
 * that make a merge request. Each recipe's apply job(s) then pin job run as their
 * runner would (./ci-job-runner.ts), in fresh clones of a config repository whose
 * origin is a bare repository here, against an emulator; pin gets the read-only token.
 */
import { appendFileSync, chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { startTestEmulator, type TestEmulator } from '../../support/start-test-emulator.js';
import { runGithubJob, runGitlabJob } from './ci-job-runner.js';
import {
  cleanEnv,
  configRepository,
  git,
  jobCheckout,
  packDocform,
  type ConfigRepository,
} from './ci-repositories.js';
import { ROOT } from '../support/examples-cli.js';

const scratch = scratchDirs('docform-ci-pin-');
const CI = join(ROOT, 'examples/ci');
const TOKENS = { DOCFORM_PLAN_TOKEN: 'bob-token', DOCFORM_APPLY_TOKEN: 'dev-token' };

const SINGLE = 'version: 1\norganization: org_acme\nteams:\n  pinned: { title: Pinned }\n';
const ENVIRONMENTS = `version: 1
environments:
  production: { organization: org_acme }
  staging: { organization: org_acme_staging }
teams:
  pinned: { title: Pinned }
`;

let tarball = '';

beforeAll(() => {
  tarball = packDocform(scratch());
}, 240_000);

/** Runs `test` against an emulator of its own (the built-in fixture), closed after. */
async function withEmulator(test: (emulator: TestEmulator) => Promise<void>): Promise<void> {
  const emulator = await startTestEmulator();
  try {
    await test(emulator);
  } finally {
    await emulator.close();
  }
}

/** The ids of the team `Pinned`, one per organization apply created it in. */
const pinnedIds = (emulator: TestEmulator): string[] =>
  emulator
    .world()
    .teams.filter((t) => t.title === 'Pinned')
    .map((t) => t.id);

/** The config on the branch docform-pin of the origin. */
const pinBranchConfig = (repo: ConfigRepository): string =>
  git(repo.origin, 'show', 'docform-pin:docform.yaml');

/** A `gh` that records its token and arguments, with no pull request open. */
function fakeGh(root: string): { path: string; log: string } {
  const bin = join(root, 'bin');
  mkdirSync(bin);
  const log = join(root, 'gh.log');
  writeFileSync(log, '');
  const gh = join(bin, 'gh');
  writeFileSync(
    gh,
    `#!/bin/sh\nprintf '%s %s\\n' "$GH_TOKEN" "$*" >> '${log}'\n[ "$1 $2" = 'pr list' ] && echo 0\nexit 0\n`,
  );
  chmodSync(gh, 0o755);
  return { path: bin, log };
}

describe.concurrent.each([
  ['docform-apply.yml', ['apply'], SINGLE],
  ['docform-environments.yml', ['apply-staging', 'apply-production'], ENVIRONMENTS],
])('GitHub: %s', (file, applyJobs, config) => {
  it(
    'applies, then pushes the ids to docform-pin and opens its pull request',
    () =>
      withEmulator(async (emulator) => {
        const root = scratch();
        const repo = configRepository(root, tarball, { 'docform.yaml': config });
        const gh = fakeGh(root);
        const options = (dir: string) => ({
          workspace: dir,
          actionPath: ROOT,
          env: {
            ...cleanEnv(),
            DOCFORM_API_URL: emulator.url,
            PATH: `${gh.path}:${process.env.PATH}`,
          },
          github: undefined,
          context: undefined,
          event: { event_name: 'push', ref: 'refs/heads/main', token: 'ghs-job-token' },
          secrets: TOKENS,
        });
        for (const job of applyJobs) {
          const dir = jobCheckout(repo, 'main', join(root, job));
          const run = await runGithubJob(join(CI, 'github', file), job, options(dir));
          expect(
            Object.values(run.steps).map((s) => s.outcome),
            run.log,
          ).not.toContain('failure');
        }
        const ids = pinnedIds(emulator);
        expect(ids).toHaveLength(applyJobs.length);

        const dir = jobCheckout(repo, 'main', join(root, 'pin'));
        const pin = await runGithubJob(join(CI, 'github', file), 'pin', options(dir));
        expect(
          Object.values(pin.steps).map((s) => s.outcome),
          pin.log,
        ).not.toContain('failure');
        const pinned = pinBranchConfig(repo);
        for (const id of ids) expect(pinned).toContain(`id: ${id}`);
        expect(readFileSync(gh.log, 'utf8').trim().split('\n')).toEqual([
          'ghs-job-token pr list --head docform-pin --base main --state open --json number --jq length',
          expect.stringMatching(/^ghs-job-token pr create --head docform-pin --base main --title /),
        ]);
      }),
    240_000,
  );
});

describe.concurrent.each([
  ['.gitlab-ci.yml', ['docform-apply'], SINGLE],
  [
    'environments.gitlab-ci.yml',
    ['docform-apply-staging', 'docform-apply-production'],
    ENVIRONMENTS,
  ],
])('GitLab: %s', (file, applyJobs, config) => {
  it(
    'applies, then pushes the ids to docform-pin with the options that open a merge request',
    () =>
      withEmulator(async (emulator) => {
        const root = scratch();
        const repo = configRepository(root, tarball, { 'docform.yaml': config });
        // the push options the origin receives, as GitLab reads them
        const options = join(root, 'push-options');
        git(repo.origin, 'config', 'receive.advertisePushOptions', 'true');
        const hook = join(repo.origin, 'hooks', 'pre-receive');
        writeFileSync(
          hook,
          `#!/bin/sh\ni=0\nwhile [ "$i" -lt "\${GIT_PUSH_OPTION_COUNT:-0}" ]; do eval "echo \\"\\$GIT_PUSH_OPTION_$i\\"" >> '${options}'; i=$((i + 1)); done\ncat > /dev/null\n`,
        );
        chmodSync(hook, 0o755);
        appendFileSync(options, '');
        const env = (dir: string) => ({
          ...cleanEnv(),
          ...TOKENS,
          DOCFORM_API_URL: emulator.url,
          CI_PROJECT_DIR: dir,
          CI_SERVER_URL: `file://${root}`,
          CI_PROJECT_PATH: 'acme/docs-config',
          CI_DEFAULT_BRANCH: 'main',
          GITLAB_PIN_TOKEN: 'glpat-pin',
        });
        for (const job of applyJobs) {
          const dir = jobCheckout(repo, 'main', join(root, job));
          const run = await runGitlabJob(join(CI, 'gitlab', file), job, dir, env(dir));
          expect(run.status, run.log).toBe(0);
        }
        const ids = pinnedIds(emulator);
        expect(ids).toHaveLength(applyJobs.length);

        const dir = jobCheckout(repo, 'main', join(root, 'pin'));
        const pin = await runGitlabJob(join(CI, 'gitlab', file), 'docform-pin', dir, env(dir));
        expect(pin.status, pin.log).toBe(0);
        expect(pin.log).not.toContain('glpat-pin');
        const pinned = pinBranchConfig(repo);
        for (const id of ids) expect(pinned).toContain(`id: ${id}`);
        expect(readFileSync(options, 'utf8').trim().split('\n')).toEqual([
          'merge_request.create',
          'merge_request.target=main',
          'merge_request.title=docform pin - new ids',
        ]);
      }),
    240_000,
  );
});
