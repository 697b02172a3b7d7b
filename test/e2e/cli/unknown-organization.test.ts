import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { docform, type CliRun } from '../support/examples-cli.js';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let emulator: Emulator;
const dirs: string[] = [];
const scratch = (config?: string): string => {
  const dir = mkdtempSync(join(tmpdir(), 'docform-unknown-org-'));
  dirs.push(dir);
  if (config !== undefined) writeFileSync(join(dir, 'docform.yaml'), config);
  return dir;
};
const shown = (r: CliRun): string => `exit ${r.status}\n${r.stdout}\n${r.stderr}`;

/** The one line (and hint) of an organization the token does not see, at `where`. */
const line = (where: string): RegExp =>
  new RegExp(
    `^${where}error {2}unknown-organization {2}organization org_acm is not one this token sees: it sees org_acme \\(Acme\\)[^\\n]*\\n {4}did you mean "org_acme"\\?`,
    'm',
  );

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * A wrong organization id says the same thing in every command (a new user's finding):
 * export printed the raw `GET http://127.0.0.1:PORT/v1/orgs/org_acm/members…: HTTP 404`
 * of the in-process emulator, and plan's message named no place in the config.
 */
describe('an organization the token does not see', () => {
  it('plan: at the `organization:` key, in the one diagnostic format', async () => {
    const cwd = scratch('version: 1\norganization: org_acm\n');
    const run = await docform(['plan'], { apiUrl: emulator.url, cwd });
    expect(run.status, shown(run)).toBe(1);
    expect(run.stderr).toMatch(line('\\S*/docform\\.yaml:2:1 {2}'));
    expect(run.stderr).not.toContain('http');
  });

  it("plan --env: at the environment's `organization:`", async () => {
    const config = ['version: 1', 'environments:', '  prod:', '    organization: org_acm', ''].join(
      '\n',
    );
    const run = await docform(['plan', '--env', 'prod'], {
      apiUrl: emulator.url,
      cwd: scratch(config),
    });
    expect(run.status, shown(run)).toBe(1);
    expect(run.stderr).toMatch(line('\\S*/docform\\.yaml:4:5 {2}'));
  });

  it('export --emulator --organization: the same message, and no URL of the emulator', async () => {
    const run = await docform(['export', '--emulator', '--organization', 'org_acm'], {
      cwd: scratch(),
    });
    expect(run.status, shown(run)).toBe(1);
    expect(run.stderr).toMatch(line(''));
    expect(run.stderr).toContain('check --organization');
    expect(run.stderr).not.toMatch(/http|127\.0\.0\.1|HTTP 404/);
  });

  it('export --organization against an API URL: the same message', async () => {
    const run = await docform(['export', '--organization', 'org_acm'], {
      apiUrl: emulator.url,
      cwd: scratch(),
    });
    expect(run.status, shown(run)).toBe(1);
    expect(run.stderr).toMatch(line(''));
    expect(run.stderr).not.toContain('HTTP 404');
  });
});
