import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { clearJournalAt, journalAt } from '../../support/emulator-journal.js';
import { API_TARGETS, startApiTarget, type TargetApi } from '../support/api-targets.js';
import { docform } from '../support/examples-cli.js';
import { shown } from '../support/apply-harness.js';

const tempDir = scratchDirs('docform-team-owners-');

const config = (owners: readonly string[]) => `version: 1
organization: org_acme
teams:
  writers:
    title: Writers
    members: [bob@acme.example, dave@acme.example]
    owners: [${owners.join(', ')}]
`;

interface PlanJson {
  attention: { category: string; message: string }[];
  changes: { address: string; action: string; fields?: { path: string }[] }[];
}

/**
 * A team's `owners` (the official team role `owner`), on the emulator and through the
 * official gateway: applied with the members, read back from each member's team role,
 * changed with one bulk membership call, shown to a reviewer when raised, and exported.
 */
describe.each(API_TARGETS)('team owners against the %s', (target) => {
  let api: TargetApi;
  let dir = '';
  let file = '';
  const at = () => ({ apiUrl: api.url });
  const roles = () =>
    Object.fromEntries(
      (api.world().teams.find((t) => t.title === 'Writers')?.members ?? []).map((m) => [
        m.user,
        m.role,
      ]),
    );
  const planJson = async (): Promise<PlanJson> => {
    const plan = await docform(['plan', file, '--format', 'json'], at());
    expect(plan.status, shown(plan)).toBe(0);
    return JSON.parse(plan.stdout) as PlanJson;
  };

  beforeAll(async () => {
    api = await startApiTarget(target);
    dir = tempDir();
    file = join(dir, 'docform.yaml');
    writeFileSync(file, config(['bob@acme.example']));
  });
  afterAll(async () => {
    await api.close();
  });

  it('a new owner needs attention, applies, and the next plan is empty', async () => {
    const planned = await planJson();
    expect(planned.attention.map((a) => `${a.category} ${a.message}`)).toEqual([
      'privilege member bob@acme.example on team.writers: none -> owner',
    ]);
    const apply = await docform(['apply', file, '--auto-approve'], at());
    expect(apply.status, shown(apply)).toBe(0);
    expect(roles()).toEqual({ usr_bob: 'owner', usr_dave: 'member' });
    const plan = await docform(['plan', file, '--detailed-exitcode'], at());
    expect(plan.status, shown(plan)).toBe(0);
  });

  it('a demoted owner is one change sent in one call, and converges', async () => {
    writeFileSync(file, config([]));
    const planned = await planJson();
    expect(planned.attention).toEqual([]);
    expect(planned.changes.map((c) => [c.address, c.action, c.fields?.map((f) => f.path)])).toEqual(
      [['team.writers', 'update', ['owners']]],
    );
    await clearJournalAt(api.emulatorUrl);
    const apply = await docform(['apply', file, '--auto-approve'], at());
    expect(apply.status, shown(apply)).toBe(0);
    const writes = (await journalAt(api.emulatorUrl)).filter((e) => e.method !== 'GET');
    expect(writes.map((e) => `${e.method} ${e.path.replace(/team_\w+/, 'T')}`)).toEqual([
      'PUT /v1/orgs/org_acme/teams/T/members',
    ]);
    expect(roles()).toEqual({ usr_bob: 'member', usr_dave: 'member' });
    const plan = await docform(['plan', file, '--detailed-exitcode'], at());
    expect(plan.status, shown(plan)).toBe(0);
  });

  it('an owner promoted in place is privilege raised from member', async () => {
    writeFileSync(file, config(['dave@acme.example']));
    const planned = await planJson();
    expect(planned.attention.map((a) => a.message)).toEqual([
      'member dave@acme.example on team.writers: member -> owner',
    ]);
    const apply = await docform(['apply', file, '--auto-approve'], at());
    expect(apply.status, shown(apply)).toBe(0);
    expect(roles()).toEqual({ usr_bob: 'member', usr_dave: 'owner' });
  });

  it('an export writes the owners, validates, and plans nothing', async () => {
    const out = join(dir, 'exported/');
    const exported = await docform(['export', '--organization', 'org_acme', '--output', out], at());
    expect(exported.status, shown(exported)).toBe(0);
    const written = join(out, 'docform.yaml');
    const teams = (parse(readFileSync(written, 'utf8')) as { teams: Record<string, unknown> })
      .teams;
    expect(teams.writers).toMatchObject({
      members: ['bob@acme.example', 'dave@acme.example'],
      owners: ['dave@acme.example'],
    });
    const validate = await docform(['validate', written]);
    expect(validate.status, shown(validate)).toBe(0);
    const plan = await docform(['plan', written, '--detailed-exitcode'], at());
    expect(plan.status, shown(plan)).toBe(0);
  });
});
