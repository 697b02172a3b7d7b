import { expect, it } from 'vitest';
import { MemberRole, SpaceEditMode } from '../../support/official-client.js';
import { ORG } from '../../support/tokens.js';
import { adminClient } from './conformance-context.js';
import type { ConformanceContext } from './conformance-context.js';

/** createSpace and its delete; inviteUsersToOrganization read back as members. */
export function ownedSpacesAndInvitesScenario(ctx: ConformanceContext): void {
  it('creates a space (201 with Location) and deletes it (205)', async () => {
    const api = adminClient(ctx);
    const res = await api.orgs.createSpace(ORG, {
      title: 'Team Handbook',
      emoji: '1f4d8',
      editMode: SpaceEditMode.Locked,
    });
    ctx.recorder.check('createSpace', res, 201);
    expect(res.data).toMatchObject({
      title: 'Team Handbook',
      editMode: 'locked',
      organization: ORG,
    });
    expect(res.headers.get('location')).toBe(`${ctx.emulator().url}/v1/spaces/${res.data.id}`);
    const listed = await api.orgs.listSpacesInOrganizationById(ORG);
    expect(listed.data.items.map((s) => s.id)).toContain(res.data.id);
    ctx.recorder.check('deleteSpaceById', await api.spaces.deleteSpaceById(res.data.id), 205);
  });

  it('invites emails: they become members with their role at once', async () => {
    const api = adminClient(ctx);
    const res = await api.orgs.inviteUsersToOrganization(ORG, {
      emails: ['erin@acme.example', { email: 'frank@acme.example', role: MemberRole.Admin }],
      role: MemberRole.Edit,
    });
    ctx.recorder.check('inviteUsersToOrganization', res, 200);
    expect(res.data.invited).toBe(2);
    const members = await api.orgs.listMembersInOrganizationById(ORG, { search: 'acme.example' });
    const roles = Object.fromEntries(members.data.items.map((m) => [m.user.email, m.role]));
    expect(roles).toMatchObject({ 'erin@acme.example': 'edit', 'frank@acme.example': 'admin' });
    const again = await api.orgs.inviteUsersToOrganization(ORG, { emails: ['erin@acme.example'] });
    ctx.recorder.check('inviteUsersToOrganization', again, 200);
    expect(again.data).toEqual({ users: [], invited: 0 });
  });
}
