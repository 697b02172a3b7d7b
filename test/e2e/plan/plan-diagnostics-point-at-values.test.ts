import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { HandApi } from '../support/drift-api.js';
import { docform } from '../support/examples-cli.js';

const scratch = scratchDirs('docform-where-');

/** Each wrong value on a line of its own, the line numbers below counting from 1. */
const CONFIG = `version: 1
organization: org_acme
settings:
  title: Acme
  defaultContent: { site: nowhere }
teams:
  eng:
    title: Engineering
    members:
      - alice@acme.example
      - nobody@acme.example
  ops:
    id: team_missing
    title: Ops
saml:
  okta:
    label: Okta
    defaultTeam: team_zzz
sites:
  portal:
    id: site_missing
    title: Nowhere
`;

/**
 * A plan problem with one value of the config points at that value (file:line:col),
 * not at the object holding it, nor at `settings:`: the list item naming a member that
 * does not exist, the `defaultContent` and `defaultTeam` that name nothing, a pinned id
 * that is not live (a warning: the object was deleted by hand, and is created again), a
 * site `type` the API cannot change.
 */
describe('plan diagnostics point at the value that is wrong', () => {
  let emulator: Awaited<ReturnType<typeof startEmulator>>;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
  });
  afterAll(() => emulator.close());

  function configFile(text: string): string {
    const path = join(scratch(), 'docform.yaml');
    writeFileSync(path, text);
    return path;
  }

  it('a member list item, defaultContent, defaultTeam and pinned ids', async () => {
    const run = await docform(['plan', configFile(CONFIG)], { apiUrl: emulator.url });
    expect(run.status, run.stdout + run.stderr).toBe(1);
    const at = (code: string, text: string, severity = 'error'): string | undefined =>
      (run.stdout + run.stderr)
        .split('\n')
        .find((l) => l.includes(`${severity}  ${code}`) && l.includes(text))
        ?.split('  ')[0]
        ?.replace(/^.*\//, '');
    expect(at('dangling-reference', 'defaultContent names nowhere')).toBe('docform.yaml:5:27');
    expect(at('unknown-member', 'nobody@acme.example')).toBe('docform.yaml:11:9');
    expect(at('pinned-id-deleted', 'team_missing', 'warning')).toBe('docform.yaml:13:9');
    expect(at('dangling-reference', 'defaultTeam team_zzz')).toBe('docform.yaml:18:18');
    expect(at('pinned-id-deleted', 'site_missing', 'warning')).toBe('docform.yaml:21:9');
  });

  it("a site's type the API cannot change", async () => {
    await new HandApi(emulator.url).call('POST', '/orgs/org_acme/sites', {
      title: 'Portal',
      type: 'basic',
    });
    const config = configFile(
      'version: 1\norganization: org_acme\nsites:\n  portal:\n    title: Portal\n    type: premium\n',
    );
    const run = await docform(['plan', config], { apiUrl: emulator.url });
    expect(run.status).toBe(1);
    expect(run.stdout + run.stderr).toContain('docform.yaml:6:11  error  site-type-change');
  });
});

describe('a protected delete of an object the YAML does not declare', () => {
  let emulator: Awaited<ReturnType<typeof startEmulator>>;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
  });
  afterAll(() => emulator.close());

  it('points at the policy.protect entry that keeps it', async () => {
    await new HandApi(emulator.url).call('PUT', '/orgs/org_acme/teams', { title: 'Side' });
    const path = join(scratch(), 'docform.yaml');
    writeFileSync(
      path,
      'version: 1\norganization: org_acme\npolicy:\n  prune: [teams]\n  protect:\n    - team.other\n    - team.side\n',
    );
    const run = await docform(['plan', path], { apiUrl: emulator.url });
    expect(run.stdout + run.stderr).toMatch(/docform\.yaml:7:7 +warning +delete-protected/);
  });
});
