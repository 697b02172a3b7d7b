/**
 * The plan recipes (examples/ci) keep one comment on a pull request by editing the one
 * they wrote before, found by a marker on its first line. Anyone can write a comment
 * that starts with the marker: one by another author (a comment crafted to look like
 * the plan, and to be "kept up to date" into saying whatever the next plan says beside
 * its own text) is never edited; the recipes edit only a comment of their own bot
 * (GitHub: github-actions[bot]; GitLab: the user of GITLAB_API_TOKEN), else post a new one.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchDirs } from '../support/scratch-dirs.js';
import {
  fakeGithub,
  notesServer,
  type GithubComment,
  type GitlabNote,
} from '../e2e/ci-recipes/ci-fakes.js';
import { runGithubJob } from '../e2e/ci-recipes/ci-job-runner.js';
import { cleanEnv } from '../e2e/ci-recipes/ci-repositories.js';
import { ROOT } from '../e2e/support/examples-cli.js';

const scratch = scratchDirs('docform-ci-author-');
const CI = join(ROOT, 'examples/ci');
/** A config that fails to plan without asking the API: the comment is posted all the same. */
const BROKEN = 'version: 1\norganization: org_acme\nteamz: {}\n';
const HEAD = 'abad1dea00';

describe.each([
  ['docform-plan.yml', '<!-- docform-plan -->'],
  ['docform-environments.yml', '<!-- docform-plan-environments -->'],
])('GitHub: %s', (file, marker) => {
  async function commentWrites(existing: GithubComment[]) {
    const root = scratch();
    mkdirSync(join(root, 'workspace'));
    mkdirSync(join(root, 'head'));
    writeFileSync(join(root, 'head', 'docform.yaml'), BROKEN);
    const { github, context, writes } = fakeGithub(existing);
    const job = await runGithubJob(join(CI, 'github', file), 'plan', {
      workspace: join(root, 'workspace'),
      actionPath: ROOT,
      env: cleanEnv(),
      github,
      context,
      event: {
        event_name: 'pull_request_target',
        repository: 'acme/docs-config',
        event: {
          pull_request: { number: 7, head: { sha: HEAD, repo: { full_name: 'acme/docs-config' } } },
        },
      },
      refs: { [HEAD]: join(root, 'head') },
    });
    expect(job.steps['Post or update the plan comment']?.outcome, job.log).toBe('success');
    return writes.map((w) => [w.call, w.comment_id]);
  }

  it("edits the bot's own comment, never another author's that starts with the marker", async () => {
    const writes = await commentWrites([
      { id: 40, body: `${marker}\nApproved by the security team.`, login: 'mallory' },
      { id: 41, body: `${marker}\nPlan: 1 to create` },
    ]);
    expect(writes).toEqual([['update', 41]]);
  }, 60_000);

  it("posts a new comment when the only one with the marker is another author's", async () => {
    const writes = await commentWrites([
      { id: 40, body: `${marker}\nApproved by the security team.`, login: 'mallory' },
    ]);
    expect(writes).toEqual([['create', undefined]]);
  }, 60_000);
});

describe('GitLab: gitlab-note.mjs', () => {
  async function noteWrites(existing: GitlabNote[]) {
    const dir = scratch();
    writeFileSync(join(dir, 'plan.md'), 'Plan: 1 to create\n');
    const notes = await notesServer(existing);
    try {
      const env = {
        ...cleanEnv(),
        CI_API_V4_URL: notes.url,
        CI_PROJECT_ID: '12',
        CI_MERGE_REQUEST_IID: '3',
        GITLAB_API_TOKEN: 'glpat-test',
      };
      // asynchronous: the notes server answers in this process
      await new Promise<void>((done, fail) => {
        const script = join(CI, 'gitlab/gitlab-note.mjs');
        execFile(process.execPath, [script, 'plan.md'], { cwd: dir, env }, (error) =>
          error ? fail(error) : done(),
        );
      });
      return notes.writes.map((w) => [w.method, w.url.replace(/^.*\/notes/, 'notes')]);
    } finally {
      await notes.close();
    }
  }

  it("edits its own user's note, never another author's that starts with the marker", async () => {
    const writes = await noteWrites([
      { id: 5, body: '<!-- docform-plan -->\nApproved.', author: 7 },
      { id: 6, body: '<!-- docform-plan -->\nPlan: 2 to create' },
    ]);
    expect(writes).toEqual([['PUT', 'notes/6']]);
  });

  it("posts a new note when the only one with the marker is another author's", async () => {
    const writes = await noteWrites([
      { id: 5, body: '<!-- docform-plan -->\nApproved.', author: 7 },
    ]);
    expect(writes).toEqual([['POST', 'notes']]);
  });
});
