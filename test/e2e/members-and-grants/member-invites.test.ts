import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { API_TARGETS, startApiTarget } from '../support/api-targets.js';
import type { TargetApi } from '../support/api-targets.js';
import { shown } from '../support/apply-harness.js';
import { clearJournal, docform } from '../support/examples-cli.js';
import { journalAt } from '../../support/emulator-journal.js';

const tempDir = scratchDirs('docform-member-invites-');

const CONFIG = `version: 1
organization: org_acme
members:
  bob@acme.example: edit
  erin@acme.example: edit
  gus@acme.example: null
`;

/**
 * A member the organization does not hold is invited with its role (the official
 * `inviteUsersToOrganization`, which adds them at once): the plan shows an invite, never
 * a create or an update, in text and JSON, counted in the summary; apply invites each
 * once, and the next plan is empty, on the emulator and through the official gateway.
 */
describe.each(API_TARGETS)('member invites against the %s', (target) => {
  let api: TargetApi;
  let file = '';
  const run = (args: string[]) => docform([args[0]!, file, ...args.slice(1)], { apiUrl: api.url });
  const memberOf = (email: string) => {
    const user = api.world().users.find((u) => u.email === email);
    return api.world().members.filter((m) => m.organization === 'org_acme' && m.user === user?.id);
  };
  const invitesSent = async () => {
    const entries = await journalAt(api.emulatorUrl);
    return entries.filter((e) => e.method === 'POST' && e.path === '/v1/orgs/org_acme/invites');
  };

  beforeAll(async () => {
    api = await startApiTarget(target);
    file = join(tempDir(), 'docform.yaml');
    writeFileSync(file, CONFIG);
  });
  afterAll(async () => {
    await api.close();
  });

  it('plans each new email as an invite with its role, in text and JSON', async () => {
    const plan = await run(['plan']);
    expect(plan.status, shown(plan)).toBe(0);
    expect(plan.stdout).toContain(
      '  + member.erin@acme.example (member invite)\n      role: "edit"',
    );
    expect(plan.stdout).toContain(
      // a guest, as the official MemberRoleOrGuest's null is one
      '  + member.gus@acme.example (member invite)\n      role: guest',
    );
    expect(plan.stdout).toContain(
      'Plan: 0 to create, 0 to update, 0 to move, 0 to delete, 2 to invite.',
    );
    expect(plan.stdout).not.toMatch(/member\.bob/);
    const json = await run(['plan', '--format', 'json']);
    const doc = JSON.parse(json.stdout) as {
      summary: Record<string, number>;
      changes: { address: string; action: string; fields: unknown[] }[];
    };
    expect(doc.summary).toEqual({ create: 0, update: 0, move: 0, delete: 0, invite: 2 });
    expect(doc.changes).toEqual([
      expect.objectContaining({
        address: 'member.erin@acme.example',
        kind: 'member',
        action: 'invite',
        fields: [{ path: 'role', after: 'edit' }],
      }),
      expect.objectContaining({
        address: 'member.gus@acme.example',
        action: 'invite',
        fields: [{ path: 'role', after: null }],
      }),
    ]);
    const markdown = await run(['plan', '--format', 'markdown']);
    expect(markdown.stdout).toContain('invite member');
  });

  it('drift reports a member the organization lacks as an invite to do', async () => {
    const drift = await run(['drift']);
    expect(drift.status, shown(drift)).toBe(2);
    expect(drift.stdout).toContain('+ member.erin@acme.example (member invite)');
  });

  it('apply invites each once with its role, and the next plan is empty', async () => {
    await clearJournal(api.emulatorUrl);
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
    expect(apply.stdout).toContain(
      'Apply: 0 created, 0 updated, 0 moved, 0 deleted, 2 invited; 0 failed',
    );
    expect(apply.stdout).toMatch(/Invited:\n {2}\+ member\.erin@acme\.example {2}usr_/);
    expect(apply.stdout).toContain('converged');
    expect(memberOf('erin@acme.example').map((m) => m.role)).toEqual(['edit']);
    expect(memberOf('gus@acme.example').map((m) => m.role)).toEqual([null]);
    // one call per person, each with its own role
    expect(await invitesSent()).toHaveLength(2);
    const again = await run(['plan', '--detailed-exitcode']);
    expect(again.status, shown(again)).toBe(0);
  });

  it('an invited member is then a member like any other: a role change is an update', async () => {
    writeFileSync(file, CONFIG.replace('erin@acme.example: edit', 'erin@acme.example: read'));
    const plan = await run(['plan']);
    expect(plan.stdout).toContain('~ member.erin@acme.example (member update)');
    expect(plan.stdout).not.toContain('invite');
    writeFileSync(file, CONFIG);
  });

  it('a team naming a member the same plan invites waits for the invite, then plans empty', async () => {
    const withTeam = `${CONFIG.replace('gus@acme.example: null', 'hana@acme.example: read')}teams:
  writers:
    title: Writers
    members: [bob@acme.example, hana@acme.example]
`;
    writeFileSync(file, withTeam);
    const json = await run(['plan', '--format', 'json']);
    const doc = JSON.parse(json.stdout) as {
      changes: { address: string; action: string; dependsOn: string[] }[];
    };
    expect(doc.changes.map((c) => `${c.action} ${c.address}`)).toEqual([
      'invite member.hana@acme.example',
      'create team.writers',
    ]);
    expect(doc.changes[1]?.dependsOn).toEqual(['member.hana@acme.example']);
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
    const hana = api.world().users.find((u) => u.email === 'hana@acme.example');
    const team = api.world().teams.find((t) => t.title === 'Writers');
    expect(team?.members.map((m) => m.user)).toContain(hana?.id);
    const again = await run(['plan', '--detailed-exitcode']);
    expect(again.status, shown(again)).toBe(0);
    writeFileSync(file, CONFIG);
  });

  it('points out an invite outside the organization email domains, and still plans it', async () => {
    writeFileSync(file, `${CONFIG}  zed@acme-example.com: read\n`);
    const plan = await run(['plan']);
    expect(plan.status, shown(plan)).toBe(0);
    expect(plan.stdout + plan.stderr).toMatch(
      /docform\.yaml:7:3 {2}warning {2}invite-outside-email-domains {2}invites zed@acme-example\.com, whose domain is not one of the organization's email domains \(acme\.example\)/,
    );
    expect(plan.stdout).toContain('+ member.zed@acme-example.com (member invite)');
    writeFileSync(file, CONFIG);
  });
});
