import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CliRun } from '../e2e/support/examples-cli.js';
import { docform } from '../e2e/support/examples-cli.js';
import { scratchDirs } from '../support/scratch-dirs.js';
import { useTestEmulator } from '../support/start-test-emulator.js';

/**
 * docform repeats `--api-url` in the commands it suggests (`run: docform apply --api-url
 * ... plan.json`), and a CI log keeps them: a URL holding a user name and password
 * (`https://user:pw@host`) would print them. docform sends no credentials from the URL
 * anyway, so such a URL is refused, from the flag or from DOCFORM_API_URL, before any
 * request, with the ways out (DOCFORM_TOKEN, HTTPS_PROXY), and no output holds them.
 */
const scratch = scratchDirs('docform-api-url-credentials-');
const emulator = useTestEmulator();

const SECRET = 'pw-4b9e1d';
const USER = 'ci-user-73c0';
const CONFIG = 'version: 1\norganization: org_acme\nteams:\n  docs: { title: Docs }\n';

/** The emulator's address with a user name and password before its host. */
const withCredentials = (): string => emulator().url.replace('//', `//${USER}:${SECRET}@`);

function repo(): string {
  const dir = scratch();
  writeFileSync(join(dir, 'docform.yaml'), CONFIG);
  return dir;
}

const text = (run: CliRun): string => `exit ${run.status}\n${run.stdout}\n${run.stderr}`;

/** Refused before any request: exit 1, the way out named, neither credential printed. */
async function expectRefused(run: CliRun, from: string): Promise<void> {
  expect(run.status, text(run)).toBe(1);
  expect(run.stderr).toContain(`error: ${from} holds credentials before its host`);
  expect(run.stderr).toContain('DOCFORM_TOKEN');
  expect(run.stdout + run.stderr).not.toContain(SECRET);
  expect(run.stdout + run.stderr).not.toContain(USER);
  expect(await emulator().journal()).toEqual([]);
}

const COMMANDS: readonly (readonly [string, ...string[]])[] = [
  ['plan', '--out', 'plan.json'],
  ['apply', '--auto-approve'],
  ['drift'],
  ['pin'],
  ['export', '--organization', 'org_acme', '--output', 'exported.yaml'],
];

describe('an API address holding credentials', () => {
  it.each(COMMANDS)(
    '%s --api-url https://user:pw@host: refused, nothing printed of them',
    async (...args) => {
      const dir = repo();
      await emulator().clearJournal();
      const run = await docform([...args, '--api-url', withCredentials()], { cwd: dir });
      await expectRefused(run, '--api-url');
      expect(run.stderr).toContain(`Give the address alone (${emulator().url})`);
      expect(existsSync(join(dir, 'plan.json'))).toBe(false);
    },
  );

  it.each(COMMANDS)(
    '%s with DOCFORM_API_URL holding them: refused the same way',
    async (...args) => {
      const dir = repo();
      await emulator().clearJournal();
      const run = await docform(args, { cwd: dir, apiUrl: withCredentials() });
      await expectRefused(run, 'DOCFORM_API_URL');
    },
  );

  it('text that is not a URL is quoted without what may be credentials', async () => {
    const run = await docform(['plan', '--api-url', `https://${USER}:${SECRET}@bad host`], {
      cwd: repo(),
    });
    expect(run.status, text(run)).toBe(1);
    expect(run.stderr).toContain('error: --api-url "https://…@bad host" is not a URL');
    expect(run.stdout + run.stderr).not.toContain(SECRET);
  });

  it('a suggested command repeats the address as used: no query, no credentials', async () => {
    const dir = repo();
    const url = `${emulator().url}/v1?access_token=${SECRET}`;
    const run = await docform(['plan', '--out', 'plan.json', '--api-url', url], { cwd: dir });
    expect(run.status, text(run)).toBe(0);
    expect(run.stderr).toContain(`run: docform apply --api-url ${emulator().url} plan.json`);
    expect(run.stdout + run.stderr).not.toContain(SECRET);
    // --emulator ignores the URL: said once, never repeated, credentials or not
    const tryOut = await docform(['plan', '--emulator', join(dir, 'state.json')], {
      cwd: dir,
      apiUrl: withCredentials(),
    });
    expect(tryOut.status, text(tryOut)).toBe(0);
    expect(tryOut.stderr).toContain('warning: DOCFORM_API_URL is ignored');
    expect(tryOut.stdout + tryOut.stderr).not.toContain(SECRET);
  });
});
