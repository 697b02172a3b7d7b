import { expect, it } from 'vitest';
import { TeamMemberRole } from '../../support/official-client.js';
import { ORG } from '../../support/tokens.js';
import { adminClient, userIdOf } from './conformance-context.js';
import type { ConformanceContext } from './conformance-context.js';

/** Teams and the official team-membership operations (absent from the seed). */
export function teamsScenario(ctx: ConformanceContext): void {
  let teamId = '';

  it('creates a team with PUT on the collection (201)', async () => {
    const alice = await userIdOf(ctx, 'alice@acme.example');
    const res = await adminClient(ctx).orgs.createOrganizationTeam(ORG, {
      title: 'Engineering',
      members: [alice],
    });
    ctx.recorder.check('createOrganizationTeam', res, 201);
    expect(res.data).toMatchObject({ object: 'team', title: 'Engineering', members: 1 });
    teamId = res.data.id;
  });

  it('lists teams with the title filter', async () => {
    const api = adminClient(ctx);
    const res = await api.orgs.listTeamsInOrganizationById(ORG, { title: 'engin' });
    ctx.recorder.check('listTeamsInOrganizationById', res, 200);
    expect(res.data.items.map((t) => t.id)).toEqual([teamId]);
    const none = await api.orgs.listTeamsInOrganizationById(ORG, { title: 'marketing' });
    expect(none.data.items).toEqual([]);
  });

  it('gets and renames a team', async () => {
    const api = adminClient(ctx);
    const got = await api.orgs.getTeamInOrganizationById(ORG, teamId);
    ctx.recorder.check('getTeamInOrganizationById', got, 200);
    const res = await api.orgs.updateTeamInOrganizationById(ORG, teamId, { title: 'Eng' });
    ctx.recorder.check('updateTeamInOrganizationById', res, 200);
    expect(res.data.title).toBe('Eng');
  });

  it('adds and removes members in bulk, by id or email (204)', async () => {
    const api = adminClient(ctx);
    const res = await api.orgs.updateMembersInOrganizationTeam(ORG, teamId, {
      add: ['bob@acme.example', 'carol@acme.example'],
      remove: ['carol@acme.example'],
    });
    ctx.recorder.check('updateMembersInOrganizationTeam', res, 204);
    const members = await api.orgs.listTeamMembersInOrganizationById(ORG, teamId);
    ctx.recorder.check('listTeamMembersInOrganizationById', members, 200);
    // "If the same user is included as both an add and a remove, they will be removed."
    expect(members.data.items.map((m) => m.organization.user.email).sort()).toEqual([
      'alice@acme.example',
      'bob@acme.example',
    ]);
  });

  it('adds one member with a role, then deletes it (205, then 204)', async () => {
    const api = adminClient(ctx);
    const carol = await userIdOf(ctx, 'carol@acme.example');
    const added = await api.orgs.addMemberToOrganizationTeamById(ORG, teamId, carol, {
      role: TeamMemberRole.Owner,
    });
    ctx.recorder.check('addMemberToOrganizationTeamById', added, 204);
    const members = await api.orgs.listTeamMembersInOrganizationById(ORG, teamId);
    const entry = members.data.items.find((m) => m.organization.user.id === carol);
    expect(entry?.team.role).toBe('owner');
    const removed = await api.orgs.deleteMemberFromOrganizationTeamById(ORG, teamId, carol);
    ctx.recorder.check('deleteMemberFromOrganizationTeamById', removed, 205);
    const again = await api.orgs.deleteMemberFromOrganizationTeamById(ORG, teamId, carol);
    ctx.recorder.check('deleteMemberFromOrganizationTeamById', again, 204);
  });

  it('counts members on the team object', async () => {
    const got = await adminClient(ctx).orgs.getTeamInOrganizationById(ORG, teamId);
    expect(got.data.members).toBe(2);
  });

  it('deletes a team: 205, then 204', async () => {
    const api = adminClient(ctx);
    const res = await api.orgs.removeTeamFromOrganizationById(ORG, teamId);
    ctx.recorder.check('removeTeamFromOrganizationById', res, 205);
    const again = await api.orgs.removeTeamFromOrganizationById(ORG, teamId);
    ctx.recorder.check('removeTeamFromOrganizationById', again, 204);
  });
}
