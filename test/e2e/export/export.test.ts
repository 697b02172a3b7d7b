import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { builtinFixture } from '../../../src/emulator/fixture.js';
import { generateWorld } from '../../../src/emulator/generate.js';
import { API_TARGETS, startApiTarget } from '../support/api-targets.js';
import type { TargetApi } from '../support/api-targets.js';
import { HandApi } from '../support/drift-api.js';
import { setStateAt, stateAt } from '../../support/emulator-state.js';
import { docform, EXAMPLES, ROOT } from '../support/examples-cli.js';
import { exportThenPlan } from '../support/export-round-trip.js';

let scratch = '';
let emulator: TargetApi | undefined;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'docform-export-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

/**
 * The live certificate behind each `${env:NAME}` an export will write, read through the
 * API: the same value a user would put in their CI secrets.
 */
async function certificatesByVariable(url: string): Promise<Record<string, string>> {
  const exported = await docform(['export', '--organization', 'org_acme'], { apiUrl: url });
  const config = parse(exported.stdout) as {
    saml?: Record<string, { id: string; certificate?: string }>;
  };
  const live = await new HandApi(url).items<{ id: string; certificate?: string }>(
    '/orgs/org_acme/saml',
  );
  const env: Record<string, string> = {};
  for (const provider of Object.values(config.saml ?? {})) {
    const name = /^\$\{env:(\w+)\}$/.exec(provider.certificate ?? '')?.[1];
    const value = live.find((p) => p.id === provider.id)?.certificate;
    if (name && value) env[name] = value;
  }
  return env;
}

/** Once against the emulator, once through the official gateway (../support/api-targets.ts). */
describe.each(API_TARGETS)('docform export against the %s', (target) => {
  it.each(EXAMPLES)('plans no changes after applying examples/$name', async (example) => {
    emulator = await startApiTarget(target);
    const config = join(ROOT, example.path);
    const args = ['apply', config, '--auto-approve', '--allow-delete'];
    const apply = await docform(args, { apiUrl: emulator.url, env: example.env });
    expect(apply.status, apply.stderr).toBe(0);
    const { yaml, plan, exported } = await exportThenPlan(emulator.url, scratch, example.exportEnv);
    expect(yaml.split('\n')[0]).toMatch(
      /^# yaml-language-server: \$schema=.*docform\.schema\.json$/,
    );
    expect(plan.status, plan.stdout).toBe(0);
    for (const [name, secret] of Object.entries(example.exportEnv)) {
      expect(yaml).not.toContain(secret);
      expect(exported.stderr).toContain(name);
    }
    // every value, the platform's defaults too, plans empty as well
    const full = await exportThenPlan(emulator.url, scratch, example.exportEnv, ['--full']);
    expect(full.plan.status, full.plan.stdout).toBe(0);
  });

  it('plans no changes for a generated org of 50 sites', async () => {
    const shape = { sites: 50, teams: 5, saml: 2, openapi: 3, groups: true };
    emulator = await startApiTarget(target, { world: generateWorld(builtinFixture(), shape) });
    const secrets = await certificatesByVariable(emulator.url);
    const { yaml, plan } = await exportThenPlan(emulator.url, scratch, secrets);
    expect(Object.keys(parse(yaml).sites)).toHaveLength(50);
    expect(plan.status, plan.stdout.slice(0, 2000)).toBe(0);
  });

  it('refuses to guess between several organizations and lists them', async () => {
    emulator = await startApiTarget(target);
    const state = (await stateAt(emulator.url)) as {
      organizations: { id: string; title: string }[];
      members: { organization: string }[];
    };
    const [org] = state.organizations;
    const [member] = state.members;
    state.organizations.push({ ...org!, id: 'org_beta', title: 'Beta' });
    state.members.push({ ...member!, organization: 'org_beta' });
    await setStateAt(emulator.url, state);
    const run = await docform(['export'], { apiUrl: emulator.url });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('org_acme');
    expect(run.stderr).toContain('org_beta');
    const chosen = await docform(['export', '--organization', 'org_beta'], {
      apiUrl: emulator.url,
    });
    expect(chosen.status, chosen.stderr).toBe(0);
    expect(chosen.stdout).toContain('organization: org_beta');
  });
});
