import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { API_TARGETS, startApiTarget, type TargetApi } from '../support/api-targets.js';
import { shown } from '../support/apply-harness.js';
import { docform } from '../support/examples-cli.js';

const tempDir = scratchDirs('docform-grants-wait-for-invites-');

/** hana is invited; a space grant, a site grant and a merge-rule reviewer name her. */
const CONFIG = `version: 1
organization: org_acme
members:
  bob@acme.example: edit
  hana@acme.example: read
spaces:
  guides:
    id: spc_guides
    permissions:
      members:
        hana@acme.example: edit
sites:
  portal:
    title: Portal
    permissions:
      members:
        hana@acme.example: review
settings:
  mergeRules:
    type: rules
    rules:
      - rule: require_one_of_specific_reviewers
        users: [bob@acme.example, hana@acme.example]
`;

interface JsonPlan {
  readonly changes: { address: string; action: string; dependsOn: string[] }[];
  readonly diagnostics: { severity: string; code: string }[];
}

/**
 * The official invite adds the person to the organization at once (its answer lists the
 * user ids "added to the organization"): a grant or a merge-rule reviewer naming someone
 * the same plan invites is no unknown subject, it waits for the invite, and one apply
 * makes the member, the grants and the rule; the next plan is empty.
 */
describe.each(API_TARGETS)('grants naming an invited member against the %s', (target) => {
  let api: TargetApi;
  let file = '';
  const run = (args: string[]) => docform([args[0]!, file, ...args.slice(1)], { apiUrl: api.url });

  beforeAll(async () => {
    api = await startApiTarget(target);
    file = join(tempDir(), 'docform.yaml');
    writeFileSync(file, CONFIG);
  });
  afterAll(async () => {
    await api.close();
  });

  it('plans the grants and the reviewer after the invite, without errors', async () => {
    const json = await run(['plan', '--format', 'json']);
    expect(json.status, shown(json)).toBe(0);
    const doc = JSON.parse(json.stdout) as JsonPlan;
    expect(doc.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const change = (address: string) => doc.changes.find((c) => c.address === address);
    expect(change('member.hana@acme.example')?.action).toBe('invite');
    for (const address of ['space.guides', 'site.portal', 'settings']) {
      expect(change(address)?.dependsOn, address).toContain('member.hana@acme.example');
    }
    const order = doc.changes.map((c) => c.address);
    expect(order.indexOf('member.hana@acme.example')).toBeLessThan(order.indexOf('space.guides'));
  });

  it('one apply invites, grants and sets the reviewer; the next plan is empty', async () => {
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
    const world = api.world();
    const hana = world.users.find((u) => u.email === 'hana@acme.example');
    expect(hana).toBeDefined();
    const site = world.sites.find((s) => s.title === 'Portal');
    const grants = world.permissions.filter((p) => p.subjectId === hana?.id);
    expect(grants.map((g) => `${g.on} ${g.target} ${g.role}`).sort()).toEqual(
      [`site ${site?.id} review`, 'space spc_guides edit'].sort(),
    );
    const org = world.organizations.find((o) => o.id === 'org_acme');
    expect(JSON.stringify(org?.mergeRules)).toContain(hana!.id);
    const again = await run(['plan', '--detailed-exitcode']);
    expect(again.status, shown(again)).toBe(0);
  });
});
