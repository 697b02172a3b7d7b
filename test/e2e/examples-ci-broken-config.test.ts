/**
 * A pull request that breaks the config: the plan recipes (examples/ci) still post their
 * "Planning failed" report, in place of the last good plan, and fail the job. The jobs
 * run as their runner would (./ci-job-runner.ts): GitHub's steps with their `if:`,
 * docform's action and the comment script with a recording `github` client; GitLab's
 * script lines with gitlab-note.mjs talking to a recording notes server.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../packaging/built-dist.js';
import { scratchDirs } from '../support/scratch-dirs.js';
import { runGithubJob, runGitlabScript } from './ci-job-runner.js';
import { ROOT } from './examples-cli.js';

const scratch = scratchDirs('docform-ci-broken-');
const CI = join(ROOT, 'examples/ci');

/** Two mistakes at known places: an unknown key and a title of the wrong type. */
const BROKEN = 'version: 1\norganization: org_acme\nteamz: {}\nsettings:\n  title: [1]\n';
const BROKEN_ENVIRONMENTS =
  'version: 1\nenvironments:\n  staging: { organization: org_acme }\nteamz: {}\n';
const LAST_GOOD = '<!-- MARKER -->\n### docform plan\n\nPlan: 1 to create';

beforeAll(() => {
  ensureBuilt(ROOT);
}, 240_000);

/** A config repository holding the broken config, and the runner's PATH. */
function workspace(config: string): { dir: string; env: Record<string, string> } {
  const root = scratch();
  const dir = join(root, 'workspace');
  mkdirSync(join(dir, 'ci'), { recursive: true });
  writeFileSync(join(dir, 'docform.yaml'), config);
  // `npx docform`, as a config repository with docform installed runs it
  const bin = join(root, 'bin');
  mkdirSync(bin);
  const cli = join(ROOT, 'dist/bin/docform.js');
  writeFileSync(
    join(bin, 'npx'),
    `#!/bin/sh\n[ "$1" = docform ] || exit 127\nshift\nexec node '${cli}' "$@"\n`,
    { mode: 0o755 },
  );
  const env = {
    PATH: `${bin}:${process.env.PATH ?? ''}`,
    HOME: process.env.HOME ?? root,
    NO_COLOR: '1',
  };
  return { dir, env };
}

/** actions/github-script's `github`, over one pull request's comments, recording writes. */
function fakeGithub(existing: { id: number; body: string }[]) {
  const writes: { call: string; body: string; comment_id?: number }[] = [];
  const issues = {
    listComments: 'listComments',
    createComment: async (p: { body: string }) => void writes.push({ call: 'create', ...p }),
    updateComment: async (p: { body: string; comment_id: number }) =>
      void writes.push({ call: 'update', ...p }),
  };
  const github = { paginate: async () => existing, rest: { issues } };
  const context = { repo: { owner: 'acme', repo: 'docs-config' }, issue: { number: 7 } };
  return { github, context, writes };
}

describe.each([
  ['docform-plan.yml', 'plan', '<!-- docform-plan -->', BROKEN],
  ['docform-environments.yml', 'plan', '<!-- docform-plan-environments -->', BROKEN_ENVIRONMENTS],
])('GitHub: %s with a broken config', (file, job, marker, config) => {
  it('replaces the last plan comment with the failed report and fails the job', async () => {
    const { dir, env } = workspace(config);
    const { github, context, writes } = fakeGithub([
      { id: 41, body: LAST_GOOD.replace('<!-- MARKER -->', marker) },
    ]);
    const run = await runGithubJob(join(CI, 'github', file), job, {
      workspace: dir,
      actionPath: ROOT,
      env,
      github,
      context,
      event: { event_name: 'pull_request' },
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

/** GitLab's notes API of one merge request, recording what is written. */
async function notesServer(existing: { id: number; body: string }[]) {
  const writes: { method: string; url: string; body: string }[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const page = new URL(req.url ?? '/', 'http://x').searchParams.get('page');
      if (req.method !== 'GET')
        writes.push({ method: req.method ?? '', url: req.url ?? '', body: text });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(req.method === 'GET' ? (page === '1' ? existing : []) : {}));
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/v4`, writes, close: () => server.close() };
}

describe.each([
  ['.gitlab-ci.yml', BROKEN],
  ['environments.gitlab-ci.yml', BROKEN_ENVIRONMENTS],
])('GitLab: %s with a broken config', (file, config) => {
  it('replaces the last plan note with the failed report and fails the job', async () => {
    const { dir, env } = workspace(config);
    copyFileSync(join(CI, 'gitlab/gitlab-note.mjs'), join(dir, 'ci/gitlab-note.mjs'));
    const notes = await notesServer([
      { id: 5, body: LAST_GOOD.replace('<!-- MARKER -->', '<!-- docform-plan -->') },
    ]);
    try {
      const run = await runGitlabScript(join(CI, 'gitlab', file), 'docform-plan', dir, {
        ...env,
        CI_API_V4_URL: notes.url,
        CI_PROJECT_ID: '12',
        CI_MERGE_REQUEST_IID: '3',
        GITLAB_API_TOKEN: 'glpat-test',
      });
      expect(run.status, run.log).toBe(1);
      expect(notes.writes.map((w) => [w.method, w.url])).toEqual([
        ['PUT', '/api/v4/projects/12/merge_requests/3/notes/5'],
      ]);
      const body = (JSON.parse(notes.writes[0]?.body ?? '{}') as { body: string }).body;
      expect(body.startsWith('<!-- docform-plan -->\n')).toBe(true);
      expect(body).toMatch(/Planning failed: \d+ errors?/);
      expect(body).toContain('unknown key \\`teamz\\`');
      expect(run.log).toMatch(/docform\.yaml:\d+:1 +error +unknown-key/);
    } finally {
      notes.close();
    }
  }, 120_000);
});
