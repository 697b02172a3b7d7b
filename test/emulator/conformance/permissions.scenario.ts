import { expect, it } from 'vitest';
import { MemberRole } from '../../support/official-client.js';
import { ORG, SPACES, TOKENS } from '../../support/tokens.js';
import { adminClient, userIdOf } from './conformance-context.js';
import type { ConformanceContext } from './conformance-context.js';

/**
 * Site and space permissions: invite a team and a user, list the grants and the
 * aggregate, change and remove each, through the official client.
 */
export function permissionsScenario(ctx: ConformanceContext): void {
  let site = '';
  let team = '';
  let carol = '';

  it('invites a team and a user to a site (204) and lists them', async () => {
    const api = adminClient(ctx);
    carol = await userIdOf(ctx, 'carol@acme.example');
    const bob = await userIdOf(ctx, 'bob@acme.example');
    team = (await api.orgs.createOrganizationTeam(ORG, { title: 'Writers', members: [bob] })).data
      .id;
    site = (await api.orgs.createSite(ORG, { title: 'Permission Site' })).data.id;
    const teams = await api.orgs.inviteToSite(ORG, site, {
      role: MemberRole.Create,
      teams: [team],
    });
    ctx.recorder.check('inviteToSite', teams, 204);
    const users = await api.orgs.inviteToSite(ORG, site, {
      role: MemberRole.Admin,
      users: [carol],
    });
    ctx.recorder.check('inviteToSite', users, 204);
    const teamList = await api.orgs.listTeamPermissionsInSite(ORG, site);
    ctx.recorder.check('listTeamPermissionsInSite', teamList, 200);
    expect(teamList.data.items.map((i) => [i.team.id, i.permission])).toEqual([[team, 'create']]);
    const userList = await api.orgs.listUserPermissionsInSite(ORG, site);
    ctx.recorder.check('listUserPermissionsInSite', userList, 200);
    expect(userList.data.items.map((i) => [i.user.id, i.permission])).toEqual([[carol, 'admin']]);
  });

  it('lists the effective roles of a site with their origin', async () => {
    const res = await adminClient(ctx).orgs.listPermissionsAggregateInSite(ORG, site, {
      role: MemberRole.Admin,
    });
    ctx.recorder.check('listPermissionsAggregateInSite', res, 200);
    const carolRow = res.data.items.find((i) => i.user.id === carol);
    const all = await adminClient(ctx).orgs.listPermissionsAggregateInSite(ORG, site);
    ctx.recorder.check('listPermissionsAggregateInSite', all, 200);
    const bobRow = all.data.items.find((i) => i.user.email === 'bob@acme.example');
    expect(bobRow).toMatchObject({ permission: 'create', origin: { reason: 'team', team } });
    expect(carolRow).toMatchObject({
      permission: 'admin',
      origin: { type: 'site', reason: 'member' },
    });
  });

  it('changes and removes the grants of a site (204, then 205, then 204)', async () => {
    const api = adminClient(ctx);
    const team1 = await api.orgs.updateTeamPermissionInSite(ORG, site, team, {
      role: MemberRole.Read,
    });
    ctx.recorder.check('updateTeamPermissionInSite', team1, 204);
    const user1 = await api.orgs.updateUserPermissionInSite(ORG, site, carol, {
      role: MemberRole.Comment,
    });
    ctx.recorder.check('updateUserPermissionInSite', user1, 204);
    const listed = await api.orgs.listUserPermissionsInSite(ORG, site);
    expect(listed.data.items.map((i) => i.permission)).toEqual(['comment']);
    ctx.recorder.check(
      'removeTeamFromSite',
      await api.orgs.removeTeamFromSite(ORG, site, team),
      205,
    );
    ctx.recorder.check(
      'removeTeamFromSite',
      await api.orgs.removeTeamFromSite(ORG, site, team),
      204,
    );
    ctx.recorder.check(
      'removeUserFromSite',
      await api.orgs.removeUserFromSite(ORG, site, carol),
      205,
    );
    ctx.recorder.check(
      'removeUserFromSite',
      await api.orgs.removeUserFromSite(ORG, site, carol),
      204,
    );
    expect((await api.orgs.listTeamPermissionsInSite(ORG, site)).data.items).toEqual([]);
  });

  it('invites, lists, changes and removes grants of a space', async () => {
    const api = adminClient(ctx);
    const invited = await api.spaces.inviteToSpace(SPACES.api, {
      role: MemberRole.Edit,
      teams: [team],
      users: [carol],
    });
    ctx.recorder.check('inviteToSpace', invited, 204);
    const teams = await api.spaces.listTeamPermissionsInSpace(SPACES.api);
    ctx.recorder.check('listTeamPermissionsInSpace', teams, 200);
    expect(teams.data.items.map((i) => [i.team.id, i.permission, i.team.spaces])).toEqual([
      [team, 'edit', 1],
    ]);
    const users = await api.spaces.listUserPermissionsInSpace(SPACES.api);
    ctx.recorder.check('listUserPermissionsInSpace', users, 200);
    expect(users.data.items.map((i) => [i.user.id, i.permission])).toEqual([[carol, 'edit']]);
    const aggregate = await api.spaces.listPermissionsAggregateInSpace(SPACES.api);
    ctx.recorder.check('listPermissionsAggregateInSpace', aggregate, 200);
    expect(aggregate.data.items.find((i) => i.user.id === carol)?.permission).toBe('edit');
    const team1 = await api.spaces.updateTeamPermissionInSpace(SPACES.api, team, {
      role: MemberRole.Review,
    });
    ctx.recorder.check('updateTeamPermissionInSpace', team1, 204);
    const user1 = await api.spaces.updateUserPermissionInSpace(SPACES.api, carol, {
      role: MemberRole.Admin,
    });
    ctx.recorder.check('updateUserPermissionInSpace', user1, 204);
    const after = await api.spaces.listTeamPermissionsInSpace(SPACES.api);
    expect(after.data.items.map((i) => i.permission)).toEqual(['review']);
    ctx.recorder.check(
      'removeTeamFromSpace',
      await api.spaces.removeTeamFromSpace(SPACES.api, team),
      205,
    );
    ctx.recorder.check(
      'removeUserFromSpace',
      await api.spaces.removeUserFromSpace(SPACES.api, carol),
      205,
    );
    ctx.recorder.check(
      'removeUserFromSpace',
      await api.spaces.removeUserFromSpace(SPACES.api, carol),
      204,
    );
    expect((await api.spaces.listUserPermissionsInSpace(SPACES.api)).data.items).toEqual([]);
  });

  it('answers 404 with the official body for a team that is not in the organization', async () => {
    const res = await ctx.emulator().v1(TOKENS.admin, 'POST', `/spaces/${SPACES.api}/permissions`, {
      json: { role: 'read', teams: ['team_nobody'] },
    });
    expect(res.status).toBe(404);
    ctx.recorder.checkBody('inviteToSpace', 404, res.body);
  });
}
