import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import type { CliRun } from '../support/examples-cli.js';
import { docform } from '../support/examples-cli.js';

/**
 * What a new user met in a later walkthrough, in a scratch directory against an
 * emulator: each defect run through the CLI in-process.
 */
type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let emulator: Emulator;
const dirs: string[] = [];
const scratch = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'docform-walkthrough-'));
  dirs.push(dir);
  return dir;
};
const shown = (run: CliRun): string => `exit ${run.status}\n${run.stdout}\n${run.stderr}`;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** docform as the README installs it: the config repository's own node_modules. */
const local = (dir: string): string => join(dir, 'node_modules', '.bin', 'docform');

describe('init suggests what works for the organization it wrote', () => {
  it('a real organization: plan with its token, not --emulator, which does not know it', async () => {
    const dir = scratch();
    const init = await docform(['init', '--organization', 'org_real'], {
      cwd: dir,
      bin: local(dir),
    });
    expect(init.status, shown(init)).toBe(0);
    expect(init.stdout).toContain(
      'Next: ./node_modules/.bin/docform validate docform.yaml, then ./node_modules/.bin/docform plan docform.yaml, with an API token of org_real in DOCFORM_TOKEN.',
    );
    expect(init.stdout).not.toContain('--emulator');
    // what it would have suggested fails: the emulator has no such organization
    const emulated = await docform(['plan', '--emulator'], { cwd: dir });
    expect(emulated.status).toBe(1);
    expect(emulated.stderr).toContain('organization org_real is not one this token sees');
  });

  it("the emulator's sample, by default or named: --emulator, and the token once changed", async () => {
    const dir = scratch();
    const sample = await docform(['init'], { cwd: dir, bin: local(dir) });
    expect(sample.stdout).toContain(
      'then ./node_modules/.bin/docform plan --emulator docform.yaml to try it',
    );
    expect(sample.stdout).toContain(
      'With its API token in DOCFORM_TOKEN, ./node_modules/.bin/docform plan docform.yaml plans it against the API.',
    );
    const named = await docform(['init', 'staging', '--organization', 'org_acme_staging'], {
      cwd: dir,
    });
    // docform run from outside a node_modules (installed globally) is on the PATH
    expect(named.stdout).toContain(
      'Next: docform validate staging/docform.yaml, then docform plan --emulator staging/docform.yaml',
    );
    const plan = await docform(['plan', '--emulator', 'staging/docform.yaml'], { cwd: dir });
    expect(plan.status, shown(plan)).toBe(0);
  });
});

/** A config without environments, for a DOCFORM_ENV left set in the shell. */
const PLAIN = 'version: 1\norganization: org_acme\nteams:\n  docs: { title: Docs }\n';

describe('an environment set by DOCFORM_ENV is named so, not as an --env never given', () => {
  it('plan, drift and export on a config without environments', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'docform.yaml'), PLAIN);
    const at = { apiUrl: emulator.url, cwd: dir };
    for (const args of [['plan'], ['drift'], ['export', '--output', 'out.yaml']]) {
      const run = await docform(args, { ...at, env: { DOCFORM_ENV: 'production' } });
      expect(run.status, shown(run)).toBe(1);
      expect(run.stderr).toContain(
        'no-environments  DOCFORM_ENV=production: the config declares no environments',
      );
      expect(run.stderr).toContain('unset DOCFORM_ENV, or declare `environments:`');
      expect(run.stderr).not.toContain('--env');
    }
    const all = await docform(['plan'], { ...at, env: { DOCFORM_ENV: 'all' } });
    expect(all.stderr).toContain('DOCFORM_ENV=all: the config declares no environments');
    // export asked for one environment says so, not `--env all`
    const flag = await docform(['export', '--env', 'production'], at);
    expect(flag.stderr).toContain('--env production: the config declares no environments');
  });
});

/** Valid YAML that only the live organization refuses: a site space naming no space. */
const NO_SUCH_SPACE = `version: 1
organization: org_acme
teams:
  docs: { title: Docs }
sites:
  portal:
    title: Portal
    spaces:
      - { space: spc_nope, path: guides, default: true }
`;

/** What a CI consumer could read as a plan to apply. */
const PLAN_KEYS = ['summary', 'changes', 'unmanaged', 'liveFingerprint', 'siteMaps'];

describe('the JSON of a failed plan is its problems, not a plan', () => {
  it('plan-time errors: errored, each problem at its place, no summary and no changes', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'docform.yaml'), NO_SUCH_SPACE);
    const plan = await docform(['plan', '--format', 'json'], { apiUrl: emulator.url, cwd: dir });
    expect(plan.status, shown(plan)).toBe(1);
    const doc = JSON.parse(plan.stdout) as Record<string, unknown>;
    expect(doc).toMatchObject({
      formatVersion: 1,
      errored: true,
      organization: 'org_acme',
      diagnostics: [
        {
          severity: 'error',
          code: 'space-not-found',
          location: { file: expect.stringMatching(/docform\.yaml$/), line: 9, col: 9 },
        },
      ],
    });
    for (const key of PLAN_KEYS) expect(doc).not.toHaveProperty(key);

    // show reads it back as plan printed it; apply refuses it as nothing to apply
    writeFileSync(join(dir, 'failed.json'), plan.stdout);
    const show = await docform(['show', 'failed.json'], { cwd: dir });
    expect(show.status).toBe(1);
    expect(show.stdout).toContain('Planning failed: 1 error.');
    expect(show.stdout).not.toContain('Plan:');
    const apply = await docform(['apply', 'failed.json'], { apiUrl: emulator.url, cwd: dir });
    expect(apply.status).toBe(1);
    expect(apply.stderr).toContain(
      'failed.json is the JSON of a plan that failed (errored): there is nothing to apply',
    );
  });

  it('a config that cannot be read: the same document on stdout, not an empty one', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'docform.yaml'), 'version: 1\norganization: org_acme\nteams: 3\n');
    const plan = await docform(['plan', '--format', 'json'], { apiUrl: emulator.url, cwd: dir });
    expect(plan.status).toBe(1);
    expect(plan.stderr).toContain('invalid configuration: 1 error');
    expect(JSON.parse(plan.stdout)).toEqual({
      formatVersion: 1,
      errored: true,
      diagnostics: [
        {
          severity: 'error',
          code: 'invalid-type',
          message: '`teams` must be a mapping, not a number',
          location: { file: expect.stringMatching(/docform\.yaml$/), line: 3, col: 8 },
        },
      ],
    });
  });

  it('markdown and text of the failed plan say it failed and hold no plan', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'docform.yaml'), NO_SUCH_SPACE);
    const at = { apiUrl: emulator.url, cwd: dir };
    const markdown = await docform(['plan', '--format', 'markdown'], at);
    expect(markdown.stdout).toContain('**Planning failed: 1 error.');
    expect(markdown.stdout).not.toMatch(/\| Address \||Plan: |to create|```mermaid/);
    const text = await docform(['plan'], at);
    expect(text.stdout).toBe('');
    expect(text.stderr).not.toMatch(/Plan: |to create/);
  });
});

/** A site whose API section has two site spaces, in a group. */
const GROUPED = `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    sections:
      - group: Docs
        sections:
          - title: Guides
            default: true
            spaces:
              - { space: spc_guides, path: guides, default: true }
          - title: API
            spaces:
              - { space: spc_api, path: api, default: true }
              - { space: spc_sdk, path: sdk }
`;

/** The SDK site space moved to Guides (a replace), the API section out of the group. */
const REGROUPED = `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    sections:
      - group: Docs
        sections:
          - title: Guides
            default: true
            spaces:
              - { space: spc_guides, path: guides, default: true }
              - { space: spc_sdk, path: sdk }
      - title: API
        spaces:
          - { space: spc_api, path: api, default: true }
`;

describe("apply's counts agree with the plan's summary line", () => {
  it('a replace is one created and one deleted in both; a re-parenting update one moved', async () => {
    const own = await startEmulator({ port: 0 });
    try {
      const dir = scratch();
      writeFileSync(join(dir, 'grouped.yaml'), GROUPED);
      writeFileSync(join(dir, 'regrouped.yaml'), REGROUPED);
      const at = { apiUrl: own.url, cwd: dir };
      const first = await docform(['apply', 'grouped.yaml', '--auto-approve'], at);
      expect(first.status, shown(first)).toBe(0);
      const plan = await docform(['plan', 'regrouped.yaml'], at);
      expect(plan.stdout).toContain('(site-space replace)');
      expect(plan.stdout).toContain('(section update)');
      expect(plan.stdout).toContain('Plan: 1 to create, 0 to update, 1 to move, 1 to delete.');
      const apply = await docform(
        ['apply', 'regrouped.yaml', '--auto-approve', '--allow-delete'],
        at,
      );
      expect(apply.status, shown(apply)).toBe(0);
      expect(apply.stdout).toContain(
        'Apply: 1 created, 0 updated, 1 moved, 1 deleted; 0 failed, 0 not started.',
      );
    } finally {
      await own.close();
    }
  });
});
