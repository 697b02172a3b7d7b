import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load.js';
import { startEmulator } from '../../../src/emulator/server.js';
import { clearJournal, docform, journalMethods, ROOT } from '../support/examples-cli.js';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let emulator: Emulator;
const dirs: string[] = [];
const scratch = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'docform-new-commands-'));
  dirs.push(dir);
  return dir;
};
const VERSION = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('docform version', () => {
  it('prints the version, as --version does; exit 0', async () => {
    expect(await docform(['version'])).toEqual({ status: 0, stdout: `${VERSION}\n`, stderr: '' });
    expect((await docform(['--version'])).stdout).toBe(`${VERSION}\n`);
  });
});

describe('docform init', () => {
  it('writes a starter config that validates and plans, and ignores .docform/', async () => {
    const dir = scratch();
    const init = await docform(['init'], { cwd: dir });
    expect(init.status, init.stderr).toBe(0);
    expect(init.stdout).toContain('wrote docform.yaml');
    const yaml = readFileSync(join(dir, 'docform.yaml'), 'utf8');
    expect(yaml.split('\n')[0]).toMatch(
      /^# yaml-language-server: \$schema=\S*schemas\/docform\.schema\.json$/,
    );
    expect(readFileSync(join(dir, '.gitignore'), 'utf8')).toContain('.docform/\n');
    expect((await docform(['validate'], { cwd: dir })).status).toBe(0);
    const plan = await docform(['plan', '--emulator', '--detailed-exitcode'], { cwd: dir });
    expect(plan.status, plan.stderr).toBe(0);
  });

  it('refuses to replace a config; adds .docform/ to a .gitignore once', async () => {
    const dir = scratch();
    writeFileSync(join(dir, '.gitignore'), 'node_modules');
    const first = await docform(['init', 'cfg', '--organization', 'org_beta'], { cwd: dir });
    expect(first.status, first.stderr).toBe(0);
    expect(readFileSync(join(dir, 'cfg/docform.yaml'), 'utf8')).toContain('organization: org_beta');
    const again = await docform(['init', 'cfg'], { cwd: dir });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('cfg/docform.yaml exists: init never replaces a config');
    mkdirSync(join(dir, 'docform'));
    writeFileSync(join(dir, 'docform/org.yaml'), 'version: 1\norganization: org_acme\n');
    const beside = await docform(['init'], { cwd: dir });
    expect(beside.status).toBe(1);
    expect(beside.stderr).toContain('docform exists');
    const ignore = readFileSync(join(dir, 'cfg/.gitignore'), 'utf8');
    expect(ignore.match(/\.docform\//g)).toHaveLength(1);
  });
});

describe('docform show', () => {
  it('shows a saved plan in each format without any API call', async () => {
    const dir = scratch();
    const config = join(ROOT, 'examples/minimal/docform.yaml');
    const plan = await docform(['plan', config, '--out', 'tfplan'], {
      apiUrl: emulator.url,
      cwd: dir,
    });
    expect(plan.status, plan.stderr).toBe(0);
    const planText = await docform(['plan', config], { apiUrl: emulator.url });
    await clearJournal(emulator.url);
    // no token and no API: show reads the file only
    const show = await docform(['show', 'tfplan'], {
      cwd: dir,
      apiUrl: 'http://127.0.0.1:9',
      token: '',
    });
    expect(show.status, show.stderr).toBe(0);
    expect(show.stdout).toBe(planText.stdout);
    expect(show.stderr).toContain('docform apply tfplan applies it');
    const markdown = await docform(['show', 'tfplan', '--format', 'markdown'], { cwd: dir });
    expect(markdown.stdout).toContain('### docform plan for `org_acme`');
    const json = await docform(['show', 'tfplan', '--format', 'json'], { cwd: dir });
    const doc = JSON.parse(json.stdout) as Record<string, unknown>;
    expect(doc.formatVersion).toBe(1);
    expect(doc).not.toHaveProperty('sources');
    expect(await journalMethods(emulator.url)).toEqual([]);
  });

  it('refuses what is not a plan, with exit 1', async () => {
    const dir = scratch();
    const config = await docform(['show', join(ROOT, 'examples/minimal/docform.yaml')], {
      cwd: dir,
    });
    expect(config.status).toBe(1);
    expect(config.stderr).toContain('is not a docform plan');
    const missing = await docform(['show', 'nope'], { cwd: dir });
    expect(missing).toMatchObject({ status: 1, stderr: 'error: nope: no such file\n' });
  });
});

describe('docform fmt', () => {
  const MESSY = `# yaml-language-server: $schema=./schema.json
organization: "org_acme"
version: 1
teams: # the teams
  docs:
    members: ['alice@acme.example'] # who
    title: 'Docs'
`;
  const TIDY = `# yaml-language-server: $schema=./schema.json
version: 1
organization: org_acme
teams: # the teams
  docs:
    title: Docs
    members: [alice@acme.example] # who
`;

  it('--check exits 1 and writes nothing; fmt writes the canonical form, comments kept', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'docform.yaml'), MESSY);
    const check = await docform(['fmt', '--check'], { cwd: dir });
    expect(check.status).toBe(1);
    expect(check.stdout).toBe('not formatted: docform.yaml\n');
    expect(readFileSync(join(dir, 'docform.yaml'), 'utf8')).toBe(MESSY);
    const fmt = await docform(['fmt'], { cwd: dir });
    expect(fmt).toMatchObject({ status: 0, stdout: 'formatted: docform.yaml\n' });
    expect(readFileSync(join(dir, 'docform.yaml'), 'utf8')).toBe(TIDY);
    expect(await docform(['fmt', '--check'], { cwd: dir })).toMatchObject({
      status: 0,
      stdout: '',
    });
  });

  it('formats each file of a directory config; the examples are formatted already', async () => {
    const dir = scratch();
    cpSync(join(ROOT, 'examples/multi-file/docform'), join(dir, 'docform'), { recursive: true });
    expect((await docform(['fmt', '--check'], { cwd: dir })).status).toBe(0);
    writeFileSync(join(dir, 'docform/teams.yaml'), MESSY.replace(/^.*\n.*\n.*\n/, ''));
    const check = await docform(['fmt', '--check', 'docform'], { cwd: dir });
    expect(check).toMatchObject({ status: 1, stdout: 'not formatted: docform/teams.yaml\n' });
  });

  it('keeps every value: a formatted config loads to the same desired state', async () => {
    const dir = scratch();
    cpSync(join(ROOT, 'test/fixtures/valid/every-field.yaml'), join(dir, 'docform.yaml'));
    const env = { OKTA_SAML_CERT: 'x' };
    const before = await loadConfig(join(dir, 'docform.yaml'), { env });
    expect((await docform(['fmt'], { cwd: dir })).status).toBe(0);
    const after = await loadConfig(join(dir, 'docform.yaml'), { env });
    expect(after.diagnostics).toEqual(before.diagnostics);
    expect(JSON.stringify([...(after.desired?.locations.keys() ?? [])].sort())).toBe(
      JSON.stringify([...(before.desired?.locations.keys() ?? [])].sort()),
    );
    const strip = (d: typeof before.desired) => JSON.stringify({ ...d, locations: undefined });
    expect(strip(after.desired)).toBe(strip(before.desired));
  });

  it('a file that is not YAML: its place, exit 1, left alone', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'docform.yaml'), 'version: 1\nteams: [a\n');
    const run = await docform(['fmt'], { cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^docform\.yaml:\d+:\d+ {2}error {2}yaml-syntax {2}/);
    expect(readFileSync(join(dir, 'docform.yaml'), 'utf8')).toBe('version: 1\nteams: [a\n');
  });
});
