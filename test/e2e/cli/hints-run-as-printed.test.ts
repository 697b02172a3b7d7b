/**
 * The commands docform's hints print run as printed, pasted into a POSIX shell: the
 * built bin is installed the two ways a user has it (a `node_modules/.bin/docform` of
 * the config repository, as the README installs it, named by its path; and a `docform`
 * on the PATH), each hint is taken from the output as printed and given to `sh -c`,
 * against the emulator this test started: a hint that lost `--api-url` would go to the
 * public API, one that named `docform` where only the local bin runs would not be found,
 * one that named `npx docform` would ask the registry for a package of that name, and a
 * path with a space unquoted would be two words.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../packaging/built-dist.js';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { useTestEmulator } from '../../support/start-test-emulator.js';
import { docform, ROOT } from '../support/examples-cli.js';

const BIN = join(ROOT, 'dist/bin/docform.js');
const scratch = scratchDirs('docform-hints-as-printed-');
const emulator = useTestEmulator();

const CONFIG = 'version: 1\norganization: org_acme\nteams:\n  docs: { title: Docs }\n';

interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

const shown = (run: Run): string => `exit ${run.status}\n${run.stdout}\n${run.stderr}`;

/**
 * A user's shell: PATH (with `extraPath` first) and HOME, the token, no colour; none of
 * what an enclosing `npm test` exports to npm, and no API URL unless `env` sets one.
 */
function userEnv(extraPath: string | undefined, env: Record<string, string> = {}) {
  const path = [extraPath, process.env.PATH].filter((p) => p !== undefined).join(':');
  return {
    PATH: path,
    HOME: process.env.HOME ?? '/tmp',
    DOCFORM_TOKEN: 'dev-token',
    NO_COLOR: '1',
    npm_config_update_notifier: 'false',
    npm_config_offline: 'true',
    ...env,
  };
}

/** `line` as a POSIX shell runs it, in `cwd`; async, so the emulator keeps answering. */
function sh(line: string, cwd: string, env: Record<string, string>): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn('sh', ['-c', line], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

/** The command a line of `text` prints between `before` and `after`, as printed. */
function printed(text: string, before: string, after: string): string {
  const start = text.indexOf(before);
  expect(start, text).toBeGreaterThanOrEqual(0);
  const rest = text.slice(start + before.length);
  const end = rest.indexOf(after);
  expect(end, text).toBeGreaterThan(0);
  return rest.slice(0, end);
}

beforeAll(() => {
  ensureBuilt(ROOT);
}, 300_000);

describe('hints run as printed', () => {
  it('a local install: its bin by path, --api-url kept, quoted paths; apply and pin run', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'acme docs.yaml'), CONFIG);
    mkdirSync(join(dir, 'node_modules', '.bin'), { recursive: true });
    symlinkSync(BIN, join(dir, 'node_modules', '.bin', 'docform'));
    const env = userEnv(undefined);
    const url = emulator().url;
    const plan = await sh(
      `node_modules/.bin/docform plan 'acme docs.yaml' --api-url ${url} --out 'my plan.json'`,
      dir,
      env,
    );
    expect(plan.status, shown(plan)).toBe(0);
    const apply = printed(plan.stderr, 'Saved the plan to my plan.json; run: ', '\n');
    expect(apply).toBe(`./node_modules/.bin/docform apply --api-url ${url} 'my plan.json'`);

    const applied = await sh(apply, dir, env);
    expect(applied.status, shown(applied)).toBe(0);
    expect(applied.stdout).toContain('team.docs');
    expect(
      emulator()
        .world()
        .teams.some((t) => t.title === 'Docs'),
    ).toBe(true);

    const pin = printed(applied.stdout, 'until their ids are pinned: run ', ' and commit');
    expect(pin).toBe(`./node_modules/.bin/docform pin --api-url ${url} 'acme docs.yaml'`);
    const pinned = await sh(pin, dir, env);
    expect(pinned.status, shown(pinned)).toBe(0);
    expect(readFileSync(join(dir, 'acme docs.yaml'), 'utf8')).not.toBe(CONFIG);
  }, 120_000);

  it('a local install run from a folder below it: the bin by its path from there', async () => {
    const dir = scratch();
    mkdirSync(join(dir, 'config'));
    writeFileSync(
      join(dir, 'config', 'docform.yaml'),
      CONFIG.replace('docs: { title: Docs }', 'readers: { title: Readers }'),
    );
    mkdirSync(join(dir, 'node_modules', '.bin'), { recursive: true });
    symlinkSync(BIN, join(dir, 'node_modules', '.bin', 'docform'));
    const env = userEnv(undefined, { DOCFORM_API_URL: emulator().url });
    const cwd = join(dir, 'config');
    const plan = await sh('../node_modules/.bin/docform plan --out p.json', cwd, env);
    expect(plan.status, shown(plan)).toBe(0);
    const apply = printed(plan.stderr, 'Saved the plan to p.json; run: ', '\n');
    expect(apply).toBe('../node_modules/.bin/docform apply p.json');
    const applied = await sh(apply, cwd, env);
    expect(applied.status, shown(applied)).toBe(0);
    expect(applied.stdout).toContain('team.readers');
  }, 120_000);

  it('docform on the PATH: docform, and no --api-url when DOCFORM_API_URL gave it', async () => {
    const dir = scratch();
    writeFileSync(
      join(dir, 'docform.yaml'),
      CONFIG.replace('docs: { title: Docs }', 'writers: { title: Writers }'),
    );
    const bin = join(dir, 'bin');
    mkdirSync(bin);
    symlinkSync(BIN, join(bin, 'docform'));
    // the next command reads DOCFORM_API_URL too: the hint does not repeat it
    const env = userEnv(bin, { DOCFORM_API_URL: emulator().url });
    const plan = await sh('docform plan --out p.json', dir, env);
    expect(plan.status, shown(plan)).toBe(0);
    const apply = printed(plan.stderr, 'Saved the plan to p.json; run: ', '\n');
    expect(apply).toBe('docform apply p.json');
    const applied = await sh(apply, dir, env);
    expect(applied.status, shown(applied)).toBe(0);
    expect(applied.stdout).toContain('team.writers');
  }, 120_000);

  it('the other hints name the program, flags and config the same way', async () => {
    const dir = scratch();
    // a team no other test creates, so that apply has a change to approve
    const config = CONFIG.replace('docs: { title: Docs }', 'editors: { title: Editors }');
    writeFileSync(join(dir, 'acme docs.yaml'), `${config}# not formatted\n\n\n`);
    const bin = join(dir, 'node_modules', '.bin', 'docform');
    const url = emulator().url;
    const args = ['apply', 'acme docs.yaml', '--api-url', url];
    const apply = await docform(args, { cwd: dir, bin });
    expect(apply.status, shown(apply)).toBe(1);
    expect(apply.stderr).toContain(
      `apply a saved plan (./node_modules/.bin/docform plan --api-url ${url} --out FILE 'acme docs.yaml')`,
    );
    const fmt = await docform(['fmt', '--check', 'acme docs.yaml'], { cwd: dir, bin });
    expect(fmt.stderr).toContain("run ./node_modules/.bin/docform fmt 'acme docs.yaml' to fix.");
  });
});
