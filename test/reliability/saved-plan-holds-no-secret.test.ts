import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/server.js';
import type { CliRun } from '../e2e/support/examples-cli.js';
import { docform } from '../e2e/support/examples-cli.js';
import { stateAt } from '../support/emulator-state.js';
import { scratchDirs } from '../support/scratch-dirs.js';
import { clearJournal, journal } from './reliability-cli.js';

/**
 * A saved plan (`plan --out`) is a CI artifact, readable by more people than the
 * secrets: it never holds one, a secret written inline included (a SAML certificate,
 * which docs/config.md calls a secret however it is written). The config file that holds
 * it is kept by its sha256 only: `apply PLANFILE` reads it again and applies only when
 * it is the same file, else refuses the plan as stale and writes nothing.
 */
const scratch = scratchDirs('docform-saved-secret-');

const INLINE = 'MIIC-inline-saved-plan-certificate-61d0b2';
const FROM_ENV = 'MIIC-env-saved-plan-certificate-93a7c5';
const VARIABLE = 'variable-secret-value-5e21f08d';

const config = (certificate: string): string => `version: 1
environments:
  prod:
    organization: org_acme
    vars:
      nested: { deep: ["\${env:VARIABLE_SECRET}"] }
saml:
  okta:
    label: Okta
    ssoURL: https://acme.okta.example/sso/saml
    entityID: http://www.okta.example/acme
    certificate: |
      -----BEGIN CERTIFICATE-----
      ${certificate}
      -----END CERTIFICATE-----
  azure:
    label: Azure
    ssoURL: https://login.azure.example/sso/saml
    entityID: http://azure.example/acme
    certificate: \${env:AZURE_CERT}
teams:
  eng:
    title: "Eng \${var:nested}"
`;

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
const running: Emulator[] = [];
afterAll(async () => {
  await Promise.all(running.map((e) => e.close()));
});

async function setup(): Promise<{
  dir: string;
  url: string;
  run: (...a: string[]) => Promise<CliRun>;
}> {
  const emulator = await startEmulator({ port: 0 });
  running.push(emulator);
  const dir = scratch();
  writeFileSync(join(dir, 'docform.yaml'), config(INLINE));
  const env = { AZURE_CERT: FROM_ENV, VARIABLE_SECRET: VARIABLE };
  const run = (...args: string[]): Promise<CliRun> =>
    docform(args, { apiUrl: emulator.url, cwd: dir, env });
  return { dir, url: emulator.url, run };
}

const shown = (r: CliRun): string => `exit ${r.status}\n${r.stdout}\n${r.stderr}`;

describe('a saved plan holds no secret', () => {
  it('keeps neither an inline certificate, nor one from the environment, nor a secret variable', async () => {
    const { dir, url, run } = await setup();
    const plan = await run('plan', '--env', 'prod', '--out', 'plan.json');
    expect(plan.status, shown(plan)).toBe(0);
    const saved = readFileSync(join(dir, 'plan.json'), 'utf8');
    for (const secret of [INLINE, FROM_ENV, VARIABLE, 'BEGIN CERTIFICATE']) {
      expect(saved).not.toContain(secret);
    }
    const doc = JSON.parse(saved) as { sources: { file: string; withheld?: { sha256: string } }[] };
    expect(doc.sources).toHaveLength(1);
    expect(doc.sources[0]?.withheld?.sha256).toMatch(/^[0-9a-f]{64}$/);

    // the file is read again at apply time, and the certificate reaches the API
    const apply = await run('apply', 'plan.json');
    expect(apply.status, shown(apply)).toBe(0);
    expect(shown(apply)).not.toContain(INLINE);
    const world = await stateAt(url);
    expect(JSON.stringify(world)).toContain(INLINE);
    expect(JSON.stringify(world)).toContain(FROM_ENV);
  });

  it('refuses the plan as stale when the file changed since, applying nothing', async () => {
    const { dir, url, run } = await setup();
    const plan = await run('plan', '--env', 'prod', '--out', 'plan.json');
    expect(plan.status, shown(plan)).toBe(0);
    writeFileSync(join(dir, 'docform.yaml'), config('MIIC-rotated-after-the-plan'));
    await clearJournal(url);
    const apply = await run('apply', 'plan.json');
    expect(apply.status, shown(apply)).toBe(1);
    expect(apply.stderr).toContain('stale plan');
    expect(apply.stderr).toContain('docform.yaml changed since the plan was saved');
    expect((await journal(url)).filter((e) => e.method !== 'GET')).toEqual([]);
  });
});
