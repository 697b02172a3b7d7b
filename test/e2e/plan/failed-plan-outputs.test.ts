import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import type { CliRun } from '../support/examples-cli.js';
import { docform } from '../support/examples-cli.js';

/**
 * A new user's walkthrough: what a plan that fails leaves on stdout and in `--out`, how
 * show reads a failed plan back, and the hints and messages around them. Each run in a
 * scratch directory, in-process, against an emulator over loopback or `--emulator`.
 */
type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let emulator: Emulator;
const dirs: string[] = [];
const shown = (run: CliRun): string => `exit ${run.status}\n${run.stdout}\n${run.stderr}`;

/** A scratch directory holding `files`. */
function scratch(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'docform-failed-plan-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const GOOD = 'version: 1\norganization: org_acme\nteams:\n  docs: { title: Docs }\n';
/** A config that does not load: a typo'd key. */
const TYPO = 'version: 1\norganization: org_acme\nsettings:\n  titel: Acme\n';
/** A config that loads and fails to plan: a space the organization does not hold. */
const PLAN_ERROR = 'version: 1\norganization: org_acme\nspaces:\n  g: { id: spc_nope }\n';
const ENVIRONMENTS =
  'version: 1\nenvironments:\n  production: { organization: org_acme }\n  staging: { organization: org_acme_staging }\n';

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('a config that does not load still gives a failed document or comment', () => {
  it('plan --format markdown: the comment says planning failed, with the problem', async () => {
    const dir = scratch({ 'typo.yaml': TYPO });
    const run = await docform(['plan', '--format', 'markdown', 'typo.yaml'], {
      apiUrl: emulator.url,
      cwd: dir,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^### docform plan\n\n\*\*Planning failed: 1 error\./);
    expect(run.stdout).toContain('typo.yaml:4:3` **error** `unknown-key` unknown key');
    const missing = await docform(['plan', '--format', 'markdown', 'nope.yaml'], {
      apiUrl: emulator.url,
      cwd: dir,
    });
    expect(missing.status).toBe(1);
    expect(missing.stdout).toMatch(/`config-not-found` \S*nope\.yaml does not exist/);
  });

  it('drift --format json and markdown write the failed document, as plan does', async () => {
    const dir = scratch({ 'typo.yaml': TYPO });
    const at = { apiUrl: emulator.url, cwd: dir };
    const json = await docform(['drift', '--format', 'json', 'typo.yaml'], at);
    expect(json.status).toBe(1);
    const doc = JSON.parse(json.stdout) as Record<string, unknown>;
    expect(doc).toMatchObject({ formatVersion: 1, errored: true });
    expect(doc).not.toHaveProperty('organization');
    expect(JSON.stringify(doc.diagnostics)).toContain('unknown key `titel` in `settings`');
    const md = await docform(['drift', '--format', 'markdown', 'typo.yaml'], at);
    expect(md.stdout).toMatch(/^### docform drift\n\n\*\*Drift check failed: 1 error\./);
    const out = await docform(
      ['drift', '--format', 'markdown', '--output', 'drift.md', 'typo.yaml'],
      at,
    );
    expect(out.status).toBe(1);
    expect(readFileSync(join(dir, 'drift.md'), 'utf8')).toBe(md.stdout);
  });

  it('an error of the API or the network is a failed document too, not an empty stdout', async () => {
    const dir = scratch({ 'docform.yaml': GOOD });
    // nothing listens on port 9 of loopback: the first read fails with ECONNREFUSED
    const at = { apiUrl: 'http://127.0.0.1:9', cwd: dir };
    for (const command of ['plan', 'drift']) {
      const json = await docform([command, '--format', 'json', '--timeout', '5s'], at);
      expect(json.status, shown(json)).toBe(1);
      const doc = JSON.parse(json.stdout) as { errored: boolean; diagnostics: unknown[] };
      expect(doc.errored).toBe(true);
      expect(doc.diagnostics).toEqual([
        expect.objectContaining({ severity: 'error', code: 'run-error' }),
      ]);
      expect(JSON.stringify(doc.diagnostics)).toContain('ECONNREFUSED');
      expect(json.stderr).toMatch(/^error: .*ECONNREFUSED/m);
      const md = await docform([command, '--format', 'markdown', '--timeout', '5s'], at);
      expect(md.status).toBe(1);
      expect(md.stdout).toMatch(/failed: 1 error\./);
      expect(md.stdout).toContain('`run-error`');
    }
  });

  it('drift --output never writes over the config, even one that did not load', async () => {
    const dir = scratch({ 'typo.yaml': TYPO });
    const run = await docform(['drift', '--format', 'json', '--output', 'typo.yaml', 'typo.yaml'], {
      apiUrl: emulator.url,
      cwd: dir,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('--output typo.yaml is a file of the config this command reads');
    expect(readFileSync(join(dir, 'typo.yaml'), 'utf8')).toBe(TYPO);
  });
});

describe('show of a failed plan', () => {
  it('exits 1 in every format and adds nothing the plan did not read', async () => {
    const dir = scratch({ 'typo.yaml': TYPO });
    const plan = await docform(['plan', '--format', 'json', 'typo.yaml'], {
      apiUrl: emulator.url,
      cwd: dir,
    });
    writeFileSync(join(dir, 'f.json'), plan.stdout);
    for (const format of ['text', 'json', 'markdown']) {
      const run = await docform(['show', '--format', format, 'f.json'], { cwd: dir });
      expect(run.status, shown(run)).toBe(1);
      expect(run.stdout + run.stderr).not.toContain('not read');
    }
    const json = await docform(['show', '--format', 'json', 'f.json'], { cwd: dir });
    expect(JSON.parse(json.stdout)).toEqual(JSON.parse(plan.stdout));
    const md = await docform(['show', '--format', 'markdown', 'f.json'], { cwd: dir });
    expect(md.stdout).toMatch(/^### docform plan\n\n\*\*Planning failed/);
  });
});

describe('a failed plan --out leaves no earlier plan to apply', () => {
  const plan = (dir: string, config: string, out = 'tfplan') =>
    docform(['plan', '--emulator', '--out', out, config], { cwd: dir });
  const removed =
    'No plan was saved to tfplan: tfplan held an earlier plan; it was removed, so that docform apply tfplan cannot apply it by mistake.';

  it('a plan with errors, then a config that does not load: each removes the earlier plan', async () => {
    const dir = scratch({ 'good.yaml': GOOD, 'bad.yaml': PLAN_ERROR, 'typo.yaml': TYPO });
    expect((await plan(dir, 'good.yaml')).status).toBe(0);
    const failed = await plan(dir, 'bad.yaml');
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain(removed);
    expect(existsSync(join(dir, 'tfplan'))).toBe(false);
    expect((await plan(dir, 'good.yaml')).status).toBe(0);
    const typo = await plan(dir, 'typo.yaml');
    expect(typo.status).toBe(1);
    expect(typo.stderr).toContain(removed);
    expect(existsSync(join(dir, 'tfplan'))).toBe(false);
    const apply = await docform(['apply', '--emulator', 'tfplan'], { cwd: dir });
    expect(apply.status).toBe(1);
    // with nothing there before, the line says only that no plan was saved
    expect((await plan(dir, 'typo.yaml')).stderr).toContain('No plan was saved to tfplan.\n');
  });

  it('a file that is not a docform plan is left as it was, and so is the config', async () => {
    const dir = scratch({ 'typo.yaml': TYPO, notes: 'mine\n' });
    const other = await plan(dir, 'typo.yaml', 'notes');
    expect(other.stderr).toContain(
      'No plan was saved to notes; the file already there is not a docform plan and was left as it was.',
    );
    expect(readFileSync(join(dir, 'notes'), 'utf8')).toBe('mine\n');
    const config = await plan(dir, 'typo.yaml', 'typo.yaml');
    expect(config.status).toBe(1);
    expect(config.stderr).not.toContain('No plan was saved');
    expect(readFileSync(join(dir, 'typo.yaml'), 'utf8')).toBe(TYPO);
  });
});

describe('an unknown environment names how it was chosen', () => {
  it('DOCFORM_ENV=prod, and --env prod', async () => {
    const dir = scratch({ 'docform.yaml': ENVIRONMENTS });
    const byVariable = await docform(['plan', '--emulator'], {
      cwd: dir,
      env: { DOCFORM_ENV: 'prod' },
    });
    expect(byVariable.status).toBe(1);
    expect(byVariable.stderr).toContain(
      'unknown-environment  DOCFORM_ENV=prod: the config has no environment prod\n    did you mean "production"?',
    );
    const byFlag = await docform(['plan', '--emulator', '--env', 'prod'], { cwd: dir });
    expect(byFlag.stderr).toContain(
      'unknown-environment  --env prod: the config has no environment prod',
    );
  });

  it('validate labels only an environment the config declares', async () => {
    const dir = scratch({ 'plain.yaml': GOOD, 'envs.yaml': ENVIRONMENTS });
    const env = { DOCFORM_ENV: 'staging' };
    const plain = await docform(['validate', 'plain.yaml'], { cwd: dir, env });
    expect(plain.stdout).toContain('plain.yaml: invalid, 1 error');
    expect(plain.stdout).not.toContain('(environment staging)');
    const typo = await docform(['validate', 'envs.yaml'], {
      cwd: dir,
      env: { DOCFORM_ENV: 'prod' },
    });
    expect(typo.stdout).toContain('envs.yaml: invalid, 1 error');
    const declared = await docform(['validate', 'envs.yaml'], { cwd: dir, env });
    expect(declared.stdout).toContain('envs.yaml (environment staging): valid');
  });
});

describe('init refuses an organization id that is not one', () => {
  it.each([[''], ['not valid id'], ['org # comment']])('--organization %j', async (id) => {
    const dir = scratch();
    const run = await docform(['init', '--organization', id], { cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^error: --organization (is empty|".*" is not an organization id): /,
    );
    expect(run.stderr).toContain('nothing was written');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('validate refuses such an id in a config too', async () => {
    const dir = scratch({ 'docform.yaml': 'version: 1\norganization: not valid id\n' });
    const run = await docform(['validate'], { cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('invalid-format  `organization` must match');
  });
});

describe('the apply hint after plan --out works as written', () => {
  it('--emulator is kept, with its state file, and the hint runs without a token', async () => {
    const dir = scratch({ 'docform.yaml': GOOD });
    const saved = await docform(['plan', '--emulator', '--out', 'p.json'], { cwd: dir });
    expect(saved.stderr).toContain(
      'Saved the plan to p.json; run: docform apply --emulator p.json\n',
    );
    const state = await docform(
      ['plan', '--emulator', 'st.json', '--out', 'q.json', 'docform.yaml'],
      {
        cwd: dir,
      },
    );
    const hint = /run: docform (apply --emulator st\.json q\.json)\n/.exec(state.stderr);
    expect(hint, shown(state)).not.toBeNull();
    const apply = await docform((hint?.[1] ?? '').split(' '), { cwd: dir, token: '' });
    expect(apply.status, shown(apply)).toBe(0);
  });

  it('against an API: the plain hint', async () => {
    const dir = scratch({ 'docform.yaml': GOOD });
    const saved = await docform(['plan', '--out', 'p.json'], { apiUrl: emulator.url, cwd: dir });
    expect(saved.stderr).toContain('Saved the plan to p.json; run: docform apply p.json\n');
  });
});

describe('an organization the emulator does not hold', () => {
  it('under --emulator, says it holds only its sample organizations', async () => {
    const dir = scratch({ 'docform.yaml': 'version: 1\norganization: org_real\n' });
    const run = await docform(['plan', '--emulator'], { cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      '--emulator holds only its sample organizations (org_acme, org_acme_staging): plan a real organization without --emulator',
    );
    const api = await docform(['plan'], { apiUrl: emulator.url, cwd: dir });
    expect(api.stderr).toContain('organization org_real is not one this token sees');
    expect(api.stderr).not.toContain('--emulator holds');
  });
});
