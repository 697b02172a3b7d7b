import {
  chmodSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/server.js';
import { docform } from '../e2e/support/examples-cli.js';
import { journalAt } from '../support/emulator-journal.js';
import { scratchDirs } from '../support/scratch-dirs.js';

/**
 * A config repository is untrusted (docs/security.md): it may commit `plan.json`,
 * `drift.md` or `.docform/` as symbolic links to any file the CI runner can write. No
 * file docform writes is written through a link: the command refuses, naming the path,
 * exits 1, and the file the link points to is left as it was. Writes are atomic: a
 * temporary file renamed over the target, so a second name of the old file (a hard
 * link) keeps the old text.
 */
type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let emulator: Emulator;
const scratch = scratchDirs('docform-links-');

const CONFIG = 'version: 1\norganization: org_acme\nteams:\n  docs: { title: Docs }\n';
const VICTIM_TEXT = 'the runner would lose this\n';

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator?.close();
});

/** A repository with docform.yaml, and a file outside it that a link may point to. */
function repository(): { repo: string; victim: string; outside: string } {
  const root = scratch();
  const repo = join(root, 'repo');
  const outside = join(root, 'outside');
  mkdirSync(repo);
  mkdirSync(outside);
  writeFileSync(join(repo, 'docform.yaml'), CONFIG);
  const victim = join(outside, 'victim.txt');
  writeFileSync(victim, VICTIM_TEXT);
  return { repo, victim, outside };
}

const run = (cwd: string, ...args: string[]) => docform(args, { apiUrl: emulator.url, cwd });
const journal = async () => (await journalAt(emulator.url)).filter((e) => e.path.startsWith('/v1'));

function expectRefused(result: { status: number | null; stderr: string }, path: string): void {
  expect(result.status, result.stderr).toBe(1);
  expect(result.stderr).toContain(path);
  expect(result.stderr).toMatch(/symbolic link/);
}

describe('plan --out, drift --output, export --output: never through a link', () => {
  it('plan --out plan.json, a link to a file outside: refused, the file unchanged', async () => {
    const { repo, victim } = repository();
    symlinkSync(victim, join(repo, 'plan.json'));
    const result = await run(repo, 'plan', '--out', 'plan.json');
    expectRefused(result, 'plan.json');
    expect(readFileSync(victim, 'utf8')).toBe(VICTIM_TEXT);
    expect(lstatSync(join(repo, 'plan.json')).isSymbolicLink()).toBe(true);
  });

  it('plan --out into a directory that does not exist: that directory named, no temporary name', async () => {
    const { repo } = repository();
    const result = await run(repo, 'plan', '--out', join('nodir', 'p.json'));
    expect(result.status, result.stderr).toBe(1);
    expect(result.stderr).toMatch(
      /p\.json cannot be written: its directory \S*nodir does not exist/,
    );
    expect(result.stderr).not.toMatch(/\.tmp|ENOENT/);
    expect(existsSync(join(repo, 'nodir'))).toBe(false);
  });

  it('plan --out to a dangling link: refused, nothing created where it points', async () => {
    const { repo, outside } = repository();
    symlinkSync(join(outside, 'created.json'), join(repo, 'plan.json'));
    expectRefused(await run(repo, 'plan', '--out', 'plan.json'), 'plan.json');
    expect(existsSync(join(outside, 'created.json'))).toBe(false);
  });

  it('drift --output report.md, a link: refused, the file unchanged', async () => {
    const { repo, victim } = repository();
    symlinkSync(victim, join(repo, 'report.md'));
    const result = await run(repo, 'drift', '--format', 'markdown', '--output', 'report.md');
    expectRefused(result, 'report.md');
    expect(readFileSync(victim, 'utf8')).toBe(VICTIM_TEXT);
  });

  it('export --output FILE --force, a link: refused, the file unchanged', async () => {
    const { repo, victim } = repository();
    symlinkSync(victim, join(repo, 'exported.yaml'));
    const result = await run(repo, 'export', '--output', 'exported.yaml', '--force');
    expectRefused(result, 'exported.yaml');
    expect(readFileSync(victim, 'utf8')).toBe(VICTIM_TEXT);
  });

  it('export --output FILE, the .gitignore beside it a link: refused before any request', async () => {
    const { repo, victim } = repository();
    symlinkSync(victim, join(repo, '.gitignore'));
    const before = (await journal()).length;
    const result = await run(repo, 'export', '--output', 'exported.yaml');
    expectRefused(result, '.gitignore');
    expect(readFileSync(victim, 'utf8')).toBe(VICTIM_TEXT);
    expect(existsSync(join(repo, 'exported.yaml'))).toBe(false);
    expect((await journal()).length).toBe(before);
  });

  it('export --output DIR/, a link to a directory outside: refused, nothing written there', async () => {
    const { repo, outside } = repository();
    symlinkSync(outside, join(repo, 'exported'));
    const result = await run(repo, 'export', '--output', 'exported/', '--force');
    expectRefused(result, 'exported');
    expect(readdirSync(outside)).toEqual(['victim.txt']);
  });
});

describe('the emulator state: never through a link', () => {
  it('.docform/ a link to a directory outside: plan --emulator refuses, nothing written there', async () => {
    const { repo, outside } = repository();
    symlinkSync(outside, join(repo, '.docform'));
    const result = await docform(['plan', '--emulator'], { cwd: repo });
    expectRefused(result, '.docform');
    expect(readdirSync(outside)).toEqual(['victim.txt']);
  });

  it('.docform/emulator.json a link to a file outside: refused, the file unchanged', async () => {
    const { repo, victim } = repository();
    mkdirSync(join(repo, '.docform'));
    symlinkSync(victim, join(repo, '.docform', 'emulator.json'));
    const result = await docform(['plan', '--emulator'], { cwd: repo });
    expectRefused(result, 'emulator.json');
    expect(readFileSync(victim, 'utf8')).toBe(VICTIM_TEXT);
  });

  it('the emulator server refuses a --state file that is a link', async () => {
    const { repo, victim } = repository();
    const state = join(repo, 'state.json');
    symlinkSync(victim, state);
    await expect(startEmulator({ port: 0, statePath: state })).rejects.toThrow(/symbolic link/);
    expect(readFileSync(victim, 'utf8')).toBe(VICTIM_TEXT);
  });
});

describe('init and fmt: never through a link', () => {
  it('init: docform.yaml a dangling link: refused, nothing created', async () => {
    const root = scratch();
    mkdirSync(join(root, 'repo'));
    symlinkSync(join(root, 'elsewhere.yaml'), join(root, 'repo', 'docform.yaml'));
    const result = await docform(['init', 'repo'], { cwd: root });
    expectRefused(result, 'docform.yaml');
    expect(existsSync(join(root, 'elsewhere.yaml'))).toBe(false);
  });

  it('init: .gitignore a link: refused before docform.yaml is written', async () => {
    const { repo, victim } = repository();
    const fresh = join(repo, 'fresh');
    mkdirSync(fresh);
    symlinkSync(victim, join(fresh, '.gitignore'));
    const result = await docform(['init', 'fresh'], { cwd: repo });
    expectRefused(result, '.gitignore');
    expect(readFileSync(victim, 'utf8')).toBe(VICTIM_TEXT);
    expect(existsSync(join(fresh, 'docform.yaml'))).toBe(false);
  });

  it('fmt: a config file that is a link to a file outside: refused, the file unchanged', async () => {
    const { repo, outside } = repository();
    const shared = join(outside, 'teams.yaml');
    const unformatted = 'teams:\n    docs:   { title: Docs }\n';
    writeFileSync(shared, unformatted);
    mkdirSync(join(repo, 'docform'));
    writeFileSync(join(repo, 'docform', 'org.yaml'), 'version: 1\norganization: org_acme\n');
    symlinkSync(shared, join(repo, 'docform', 'teams.yaml'));
    const result = await docform(['fmt', 'docform'], { cwd: repo });
    expectRefused(result, 'teams.yaml');
    expect(readFileSync(shared, 'utf8')).toBe(unformatted);
  });
});

describe('pin: never through a link', () => {
  it('pin: a config file that is a link within the repository: refused, every file unchanged', async () => {
    const { repo } = repository();
    mkdirSync(join(repo, '.git'));
    mkdirSync(join(repo, 'shared'));
    const shared = join(repo, 'shared', 'teams.yaml');
    const teams = 'teams:\n  docs: { title: Docs } # kept as written\n';
    writeFileSync(shared, teams);
    mkdirSync(join(repo, 'docform'));
    writeFileSync(join(repo, 'docform', 'org.yaml'), 'version: 1\norganization: org_acme\n');
    symlinkSync(join('..', 'shared', 'teams.yaml'), join(repo, 'docform', 'teams.yaml'));
    const applied = await run(repo, 'apply', 'docform', '--auto-approve');
    expect(applied.status, applied.stderr).toBe(0);
    const result = await run(repo, 'pin', 'docform');
    expectRefused(result, 'teams.yaml');
    expect(result.stderr).toContain('nothing was written');
    expect(readFileSync(shared, 'utf8')).toBe(teams);
  });
});

describe('writes are atomic', () => {
  it('plan --out replaces the file by rename: a hard link to the old file keeps the old text', async () => {
    const { repo, outside } = repository();
    const plan = join(repo, 'plan.json');
    writeFileSync(plan, '{}\n');
    chmodSync(plan, 0o640);
    const second = join(outside, 'second-name.json');
    linkSync(plan, second);
    const result = await run(repo, 'plan', '--out', 'plan.json');
    expect(result.status, result.stderr).toBe(0);
    expect(readFileSync(second, 'utf8')).toBe('{}\n');
    expect(JSON.parse(readFileSync(plan, 'utf8'))).toHaveProperty('formatVersion');
    // the new file keeps the permissions of the one it replaced
    expect(statSync(plan).mode & 0o777).toBe(0o640);
    // and no temporary file is left beside it
    expect(readdirSync(repo).sort()).toEqual(['docform.yaml', 'plan.json']);
  });
});
