import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/server.js';
import { HandApi } from '../e2e/support/drift-api.js';
import type { CliRun } from '../e2e/support/examples-cli.js';
import { docform } from '../e2e/support/examples-cli.js';

/**
 * A SAML certificate is a secret however it is
 * written. One written inline, not read with `${env:...}`, is masked in every output
 * like one from the environment: the plan in each format and the drift report.
 */
const INLINE = 'MIIC-inline-certificate-3f9a71';
const HAND = 'MIIC-hand-rotated-certificate-8b20c4';

const CONFIG = `version: 1
organization: org_acme
saml:
  okta:
    label: Okta
    ssoURL: https://acme.okta.example/sso/saml
    entityID: http://www.okta.example/acme
    certificate: |
      -----BEGIN CERTIFICATE-----
      ${INLINE}
      -----END CERTIFICATE-----
    defaultRole: read
`;

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
const running: Emulator[] = [];
let scratch = '';

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'docform-inline-cert-'));
  writeFileSync(join(scratch, 'docform.yaml'), CONFIG);
});
afterAll(async () => {
  await Promise.all(running.map((e) => e.close()));
  rmSync(scratch, { recursive: true, force: true });
});

async function emulator(): Promise<Emulator> {
  const started = await startEmulator({ port: 0 });
  running.push(started);
  return started;
}

const runAt =
  (url: string) =>
  (...args: string[]): Promise<CliRun> =>
    docform(args, { apiUrl: url, cwd: scratch });
const shown = (r: CliRun): string => `exit ${r.status}\n${r.stdout}\n${r.stderr}`;

function expectMasked(r: CliRun): void {
  expect(shown(r)).not.toContain(INLINE);
  expect(shown(r)).not.toContain(HAND);
  expect(shown(r)).not.toContain('BEGIN CERTIFICATE');
}

describe('a certificate written inline is never shown', () => {
  it('plan and apply of the create mask it', async () => {
    const run = runAt((await emulator()).url);
    const plan = await run('plan', '--detailed-exitcode');
    expect(plan.status, shown(plan)).toBe(2);
    expect(plan.stdout).toContain('+ saml.okta');
    expect(plan.stdout).toContain('certificate: (sensitive');
    expectMasked(plan);
    const apply = await run('apply', '--auto-approve');
    expect(apply.status, shown(apply)).toBe(0);
    expectMasked(apply);
  });

  it('a live provider with another certificate: plan and drift in every format mask both', async () => {
    const live = await emulator();
    const run = runAt(live.url);
    await new HandApi(live.url).call('POST', '/orgs/org_acme/saml', {
      label: 'Okta',
      ssoURL: 'https://acme.okta.example/sso/saml',
      entityID: 'http://www.okta.example/acme',
      certificate: HAND,
      defaultRole: 'read',
    });

    for (const format of ['text', 'markdown', 'json']) {
      const plan = await run('plan', '--format', format, '--detailed-exitcode');
      expect(plan.status, `${format}: ${shown(plan)}`).toBe(2);
      expect(plan.stdout).toContain('saml.okta');
      expectMasked(plan);
    }

    for (const format of ['text', 'markdown', 'json']) {
      const drift = await run('drift', '--format', format);
      expect(drift.status, `${format}: ${shown(drift)}`).toBe(2);
      expect(drift.stdout).toContain('saml.okta');
      expectMasked(drift);
    }

    const report = join(scratch, 'drift.md');
    const written = await run('drift', '--format', 'markdown', '--output', report);
    expect(written.status, shown(written)).toBe(2);
    const markdown = readFileSync(report, 'utf8');
    expect(markdown).toContain('certificate');
    expect(markdown).not.toContain(INLINE);
    expect(markdown).not.toContain(HAND);
  });
});
