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
  const dir = mkdtempSync(join(tmpdir(), 'docform-wrong-api-url-'));
  dirs.push(dir);
  if (config !== undefined) writeFileSync(join(dir, 'docform.yaml'), config);
  return dir;
};
const shown = (r: CliRun): string => `exit ${r.status}\n${r.stdout}\n${r.stderr}`;
const CONFIG = 'version: 1\norganization: org_acme\nteams:\n  docs: { title: Docs }\n';

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * An API address with a path the API does not have (`https://host/api`, the web app's
 * host) answers 404 to every request: the error names the setting to fix, rather than
 * a bare `HTTP 404` of some object, or an organization "the token does not see".
 */
describe('an API address that is not the API', () => {
  it('plan --api-url: names --api-url, and no organization is blamed', async () => {
    const run = await docform(['plan', '--api-url', `${emulator.url}/api`], {
      cwd: scratch(CONFIG),
    });
    expect(run.status, shown(run)).toBe(1);
    expect(run.stderr).toMatch(
      /^error: GET \S+\/api\/v1\/orgs\S*: HTTP 404\b.*not the API's address; check --api-url \(docform adds \/v1\/ to it itself/m,
    );
    expect(run.stderr).not.toContain('not one this token sees');
    expect(run.stderr).not.toContain('dev-token');
    expect(run.stdout).toBe('');
  });

  it('drift with DOCFORM_API_URL: names DOCFORM_API_URL', async () => {
    const run = await docform(['drift'], { apiUrl: `${emulator.url}/api`, cwd: scratch(CONFIG) });
    expect(run.status, shown(run)).toBe(1);
    expect(run.stderr).toContain("not the API's address; check DOCFORM_API_URL");
  });

  it('export, with and without --organization: the same message', async () => {
    for (const args of [['export'], ['export', '--organization', 'org_acme']]) {
      const run = await docform(args, { apiUrl: `${emulator.url}/api`, cwd: scratch() });
      expect(run.status, shown(run)).toBe(1);
      expect(run.stderr).toContain("not the API's address; check DOCFORM_API_URL");
      expect(run.stdout).toBe('');
    }
  });

  it('the right address with a wrong organization is still the organization', async () => {
    const run = await docform(['plan'], {
      apiUrl: emulator.url,
      cwd: scratch('version: 1\norganization: org_acm\n'),
    });
    expect(run.status, shown(run)).toBe(1);
    expect(run.stderr).toContain('unknown-organization');
    expect(run.stderr).not.toContain("not the API's address");
  });
});

/** A host that does not resolve, or a port nothing listens on, is the address's fault too. */
describe('an API address nothing answers at', () => {
  it('a port that refuses: names the host and --api-url', async () => {
    // nothing listens on port 9 of loopback
    const run = await docform(['plan', '--api-url', 'http://127.0.0.1:9'], {
      cwd: scratch(CONFIG),
    });
    expect(run.status, shown(run)).toBe(1);
    expect(run.stderr).toMatch(
      /^error: GET \S+: network error \(ECONNREFUSED\).*: 127\.0\.0\.1:9 refused the connection; check --api-url$/m,
    );
    expect(run.stderr).not.toContain('dev-token');
  }, 30_000);
});
