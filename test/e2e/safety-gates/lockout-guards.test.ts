import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { World } from '../../../src/emulator/world.js';
import { startTestEmulator, type TestEmulator } from '../../support/start-test-emulator.js';
import { TOKENS } from '../../support/tokens.js';
import { HandApi } from '../support/drift-api.js';
import type { CliRun } from '../support/examples-cli.js';
import { clearJournal, docform } from '../support/examples-cli.js';
import { writesIn } from '../support/apply-harness.js';
import { scratchDirs } from '../../support/scratch-dirs.js';

const scratch = scratchDirs('docform-guard-');

function configFile(text: string): string {
  const path = join(scratch(), 'docform.yaml');
  writeFileSync(path, `version: 1\norganization: org_acme\n${text}`);
  return path;
}

const shown = (run: CliRun): string => `exit ${run.status}\n${run.stdout}\n${run.stderr}`;

/**
 * Lockout guards: a plan that would lock the organization out exits 1 naming
 * the address and the way out, and apply writes nothing. No flag overrides a guard.
 * A token whose user is not an admin plans with one warning naming
 * the role needed, and apply refuses before any write.
 */
describe('plans that would lock the organization out', () => {
  let emulator: TestEmulator;
  let api: HandApi;
  let fixture: World;
  beforeAll(async () => {
    emulator = await startTestEmulator();
    api = new HandApi(emulator.url);
    fixture = await emulator.state();
  });
  beforeEach(async () => {
    await emulator.setState(fixture);
  });
  afterAll(() => emulator.close());

  async function refused(config: string, code: string, address: string, token?: string) {
    const at = { apiUrl: emulator.url, ...(token ? { token } : {}) };
    const plan = await docform(['plan', config], at);
    expect(plan.status, shown(plan)).toBe(1);
    expect(plan.stdout + plan.stderr).toMatch(new RegExp(`${code}.*`));
    expect(plan.stdout + plan.stderr).toContain(address);
    await clearJournal(emulator.url);
    const apply = await docform(
      ['apply', config, '--auto-approve', '--allow-delete', '--force'],
      at,
    );
    expect(apply.status, shown(apply)).toBe(1);
    expect(await writesIn(emulator.url)).toEqual([]);
    return plan.stdout + plan.stderr;
  }

  it('guards the token user own admin role', async () => {
    const out = await refused(
      configFile('members:\n  alice@acme.example: edit\n'),
      'lockout-own-admin',
      'member.alice@acme.example',
    );
    expect(out).toContain('keep `admin` for this member in the config');
  });

  it('guards the last admin, whoever runs docform', async () => {
    const out = await refused(
      configFile('members:\n  alice@acme.example: read\n'),
      'lockout-last-admin',
      'member.alice@acme.example',
      TOKENS.read,
    );
    expect(out).toContain('keep at least one member `admin` under `members:`');
    expect(out).not.toContain('lockout-own-admin');
  });

  it('guards the last SAML provider while single sign-on is on', async () => {
    await api.call('POST', '/orgs/org_acme/saml', { label: 'Okta' });
    const world = await emulator.state();
    for (const org of world.organizations) if (org.id === 'org_acme') org.sso = true;
    await emulator.setState(world);
    const out = await refused(
      configFile('policy:\n  prune: [saml]\n'),
      'lockout-sso-without-saml',
      'saml.okta',
    );
    expect(out).toContain('set `settings.sso: false` first');
  });

  it('guards the site settings.defaultContent names', async () => {
    const site = await api.call<{ id: string }>('POST', '/orgs/org_acme/sites', {
      title: 'Portal',
    });
    await api.call('PATCH', '/orgs/org_acme', { defaultContent: { type: 'site', site: site.id } });
    const out = await refused(
      configFile('policy:\n  prune: [sites]\n'),
      'lockout-default-content',
      'site.portal',
    );
    expect(out).toContain('point `settings.defaultContent` at another site');
  });

  it("refuses a site's type change when planned, not half way through an apply", async () => {
    await api.call('POST', '/orgs/org_acme/sites', { title: 'Portal', type: 'basic' });
    const out = await refused(
      configFile('sites:\n  portal:\n    title: Portal\n    type: premium\n'),
      'site-type-change',
      'site.portal',
    );
    expect(out).toContain('create a new site of the type you want');
  });

  it('a read-only token plans with one warning; apply refuses before any write', async () => {
    const config = configFile('teams:\n  docs:\n    title: Docs\n');
    const at = { apiUrl: emulator.url, token: TOKENS.edit };
    const plan = await docform(['plan', config, '--detailed-exitcode'], at);
    expect(plan.status, shown(plan)).toBe(2);
    const warnings = (plan.stdout + plan.stderr).match(/insufficient-role/g) ?? [];
    expect(warnings).toHaveLength(1);
    expect(plan.stdout + plan.stderr).toContain('bob@acme.example, who has role edit');
    await clearJournal(emulator.url);
    const apply = await docform(['apply', config, '--auto-approve'], at);
    expect(apply.status, shown(apply)).toBe(1);
    expect(apply.stderr).toContain('insufficient-role');
    expect(await writesIn(emulator.url)).toEqual([]);
  });
});
