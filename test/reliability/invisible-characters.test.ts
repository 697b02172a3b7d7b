import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/server.js';
import { HandApi } from '../e2e/support/drift-api.js';
import { docform } from '../e2e/support/examples-cli.js';
import { scratchDirs } from '../support/scratch-dirs.js';

/**
 * A pull request changes `ssoURL` to a host with a Cyrillic `е` and appends a zero-width
 * space to a team title: each plans as a change whose two sides read the same. Plan,
 * drift and apply show the invisible character escaped (`\u200b`) and the host in its
 * punycode form, with a warning at the config line (docs/security.md, "Characters and
 * hosts"); a live value with an invisible character is shown escaped too.
 */
type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let emulator: Emulator;
const scratch = scratchDirs('docform-invisible-');

const ZWSP = '\u200b';
const CYRILLIC_E = '\u0435';
const PUNYCODE = 'xn--acm-tdd.okta.example';
const CERT = { OKTA_CERT: 'MIIC-invisible-characters' };

const config = (title: string, host: string, org = 'Acme'): string => `version: 1
organization: org_acme
teams:
  eng:
    title: "${title}"
    previously: [Engineering]
saml:
  okta:
    label: Okta
    ssoURL: https://${host}/sso/saml
    entityID: http://www.okta.example/acme
    certificate: \${env:OKTA_CERT}
settings:
  title: "${org}"
`;

let dir = '';
const run = (...args: string[]) => docform(args, { apiUrl: emulator.url, cwd: dir, env: CERT });

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  dir = scratch();
  writeFileSync(join(dir, 'docform.yaml'), config('Engineering', 'acme.okta.example'));
  const applied = await run('apply', '--auto-approve');
  expect(applied.status, applied.stderr).toBe(0);
  // a live team whose title ends in a word joiner, left unmanaged
  await new HandApi(emulator.url).call('PUT', '/orgs/org_acme/teams', {
    title: 'Support\u2060',
    members: [],
  });
  // the pull request's config: a raw zero-width space, a look-alike host
  writeFileSync(
    join(dir, 'docform.yaml'),
    config(`Engineering${ZWSP}`, `acm${CYRILLIC_E}.okta.example`, `Acm${CYRILLIC_E}`),
  );
});
afterAll(async () => {
  await emulator?.close();
});

/** The warnings at their lines: the title (line 5) and the ssoURL (line 10). */
function expectWarnings(out: string): void {
  expect(out).toMatch(/docform\.yaml:5:\d+\s+warning\s+invisible-character\b.*U\+200B/);
  expect(out).toMatch(/docform\.yaml:10:\d+\s+warning\s+non-ascii-host\b.*xn--acm-tdd/);
}

describe('plan shows what it changes', () => {
  it('text: the character escaped, the punycode host, warnings at their lines', async () => {
    const plan = await run('plan');
    expect(plan.status, plan.stderr).toBe(0);
    expect(plan.stdout).toContain('title: "Engineering" -> "Engineering\\u200b"');
    expect(plan.stdout).toContain(`(non-ASCII host: ${PUNYCODE})`);
    // a title that reads the same says where it differs
    expect(plan.stdout).toMatch(
      /title: "Acme" -> "Acm." \(may read the same: they differ at character 4, U\+0065 -> U\+0435\)/,
    );
    expect(plan.stdout).toContain('Support\\u2060');
    expect(plan.stdout).not.toMatch(/[\u200b\u2060]/);
    expectWarnings(plan.stdout);
  });

  it('markdown: the same, in the comment', async () => {
    const plan = await run('plan', '--format', 'markdown');
    expect(plan.status, plan.stderr).toBe(0);
    expect(plan.stdout).toContain('"Engineering\\u200b"');
    expect(plan.stdout).toContain(PUNYCODE);
    // running text escapes the backslash of the escape: it reads `Support\u2060`
    expect(plan.stdout).toContain('Support\\\\u2060');
    expect(plan.stdout).toMatch(/docform\.yaml:5:\d+`.*invisible-character/);
    expect(plan.stdout).toMatch(/docform\.yaml:10:\d+`.*non-ascii-host/);
    // the only invisible characters are the joiners that break mentions
    expect(plan.stdout.replace(/\u200d/g, '')).not.toMatch(/[\u200b\u2060]/);
  });

  it('json: the same values, the characters as JSON escapes, the warnings', async () => {
    const plan = await run('plan', '--format', 'json');
    expect(plan.status, plan.stderr).toBe(0);
    expect(plan.stdout).not.toMatch(/[\u200b\u2060]/);
    expect(plan.stdout).toContain('Engineering\\u200b');
    const doc = JSON.parse(plan.stdout) as {
      changes: { address: string; fields?: { path: string; after?: unknown }[] }[];
      diagnostics: { code: string; location?: { line: number } }[];
    };
    const team = doc.changes.find((c) => c.address === 'team.eng');
    expect(team?.fields?.find((f) => f.path === 'title')?.after).toBe(`Engineering${ZWSP}`);
    const codes = doc.diagnostics.map((d) => `${d.code}:${d.location?.line}`);
    expect(codes).toEqual(expect.arrayContaining(['invisible-character:5', 'non-ascii-host:10']));
  });
});

describe('drift and apply show it too', () => {
  it('drift: escaped, punycode, warnings', async () => {
    const drift = await run('drift');
    expect(drift.status, drift.stderr).toBe(2);
    expect(drift.stdout).toContain('"Engineering\\u200b"');
    expect(drift.stdout).toContain(PUNYCODE);
    expectWarnings(drift.stdout);
  });

  it('apply: the plan it applies says so', async () => {
    const apply = await run('apply', '--auto-approve');
    expect(apply.status, apply.stderr).toBe(0);
    const out = apply.stdout + apply.stderr;
    expect(out).toContain('"Engineering\\u200b"');
    expect(out).toContain(PUNYCODE);
    expectWarnings(out);
    expect(out).not.toMatch(/[\u200b\u2060]/);
  });
});

describe('export', () => {
  it('writes a live invisible character as an escape, which validates without a warning', async () => {
    const exported = await run('export', '--organization', 'org_acme');
    expect(exported.status, exported.stderr).toBe(0);
    expect(exported.stdout).toContain('"Support\\u2060"');
    expect(exported.stdout).not.toMatch(/[\u200b\u2060]/);
    writeFileSync(join(dir, 'exported.yaml'), exported.stdout);
    const result = await docform(['validate', 'exported.yaml'], {
      cwd: dir,
      env: { DOCFORM_SAML_OKTA_CERTIFICATE: 'MIIC-exported' },
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout + result.stderr).not.toContain('invisible-character');
  });
});

describe('fmt', () => {
  it('writes a raw invisible character as an escape', async () => {
    const fresh = scratch();
    writeFileSync(
      join(fresh, 'docform.yaml'),
      `version: 1\norganization: org_acme\nteams:\n  eng:\n    title: Eng${ZWSP}\n`,
    );
    const result = await docform(['fmt'], { cwd: fresh });
    expect(result.status, result.stderr).toBe(0);
    const text = readFileSync(join(fresh, 'docform.yaml'), 'utf8');
    expect(text).toContain('title: "Eng\\u200B"');
    expect(text).not.toContain(ZWSP);
  });
});

describe('validate', () => {
  it('warns at the line, and the config stays valid', async () => {
    const result = await run('validate');
    expect(result.status, result.stderr).toBe(0);
    expectWarnings(result.stdout + result.stderr);
  });
});
