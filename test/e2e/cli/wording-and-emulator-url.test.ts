import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { HandApi } from '../support/drift-api.js';
import type { CliRun } from '../support/examples-cli.js';
import { docform } from '../support/examples-cli.js';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let emulator: Emulator;
const dirs: string[] = [];
const scratch = (config: string): string => {
  const dir = mkdtempSync(join(tmpdir(), 'docform-wording-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'docform.yaml'), config);
  return dir;
};
const shown = (r: CliRun): string => `exit ${r.status}\n${r.stdout}\n${r.stderr}`;
const TEAM =
  'version: 1\norganization: org_acme\nteams:\n  docs:\n    title: Docs\n    members: [alice@acme.example]\n';

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('messages count and article as English does', () => {
  it('a stale plan says the object "now needs an update"', async () => {
    const cwd = scratch(TEAM);
    const at = { apiUrl: emulator.url, cwd };
    const plan = await docform(['plan', '--out', 'tfplan'], at);
    expect(plan.status, shown(plan)).toBe(0);
    // someone creates the team by hand, without its member: the saved create is now an update
    await new HandApi(emulator.url).call('PUT', '/orgs/org_acme/teams', { title: 'Docs' });
    const apply = await docform(['apply', 'tfplan'], at);
    expect(apply.status, shown(apply)).toBe(1);
    expect(apply.stderr).toContain(
      'team.docs: the saved plan would create it; it now needs an update',
    );
    expect(apply.stderr).not.toContain('needs a update');
  });

  it('fmt --check counts one file as "1 file"', async () => {
    const cwd = scratch('version: 1\norganization:   org_acme\n');
    const check = await docform(['fmt', '--check'], { cwd });
    expect(check.status, shown(check)).toBe(1);
    expect(check.stderr).toContain('1 file not formatted; run docform fmt to fix.');
    expect(check.stderr).not.toContain('(s)');
  });
});

describe('--emulator says that it ignores the API URL', () => {
  const WARNING = (source: string): string =>
    `warning: ${source} is ignored: --emulator runs an in-process emulator and sends nothing to that URL\n`;
  const lines = (r: CliRun, source: string): number =>
    r.stderr.split('\n').filter((l) => `${l}\n` === WARNING(source)).length;

  it('with --api-url: one warning line, and the emulator is used', async () => {
    const cwd = scratch(TEAM);
    const run = await docform(['plan', '--emulator', '--api-url', 'http://127.0.0.1:9'], { cwd });
    expect(run.status, shown(run)).toBe(0);
    expect(lines(run, '--api-url')).toBe(1);
    expect(run.stdout).toContain('+ team.docs');
  });

  it('with DOCFORM_API_URL set: one warning line naming it; without either: none', async () => {
    const cwd = scratch(TEAM);
    const run = await docform(['plan', '--emulator'], { cwd, apiUrl: 'http://127.0.0.1:9' });
    expect(run.status, shown(run)).toBe(0);
    expect(lines(run, 'DOCFORM_API_URL')).toBe(1);
    const plain = await docform(['plan', '--emulator'], { cwd });
    expect(plain.status, shown(plain)).toBe(0);
    expect(plain.stderr).not.toContain('ignored');
  });
});
