import { expect, it } from 'vitest';
import { MemberRole } from '../../support/official-client.js';
import { ORG } from '../../support/tokens.js';
import { adminClient, fields, userIdOf } from './conformance-context.js';
import type { ConformanceContext } from './conformance-context.js';

/** Organizations and members' roles, through the official client. */
export function organizationsScenario(ctx: ConformanceContext): void {
  it('lists the organizations of the caller', async () => {
    const res = await adminClient(ctx).orgs.listOrganizationsForAuthenticatedUser({ limit: 10 });
    ctx.recorder.check('listOrganizationsForAuthenticatedUser', res, 200);
    expect(res.data.items.map((o) => o.id)).toContain(ORG);
  });

  it('gets an organization', async () => {
    const res = await adminClient(ctx).orgs.getOrganizationById(ORG);
    ctx.recorder.check('getOrganizationById', res, 200);
    expect(res.data.id).toBe(ORG);
  });

  it('answers 404 with the official body for an unknown organization', async () => {
    const res = await ctx.emulator().v1('dev-token', 'GET', '/orgs/org_nope');
    expect(res.status).toBe(404);
    ctx.recorder.checkBody('getOrganizationById', 404, res.body);
  });

  it('patches organization settings', async () => {
    const res = await adminClient(ctx).orgs.updateOrganizationById(ORG, {
      title: 'Acme Docs',
      emailDomains: ['acme.example', 'acme.test'],
      defaultRole: MemberRole.Read,
      inviteLinks: false,
      ai: true,
    });
    ctx.recorder.check('updateOrganizationById', res, 200);
    expect(res.data).toMatchObject({
      title: 'Acme Docs',
      emailDomains: ['acme.example', 'acme.test'],
      defaultRole: MemberRole.Read,
      inviteLinks: false,
    });
  });

  it('lists members with the role, search, sort and order filters', async () => {
    const api = adminClient(ctx);
    const all = await api.orgs.listMembersInOrganizationById(ORG, { sort: 'name', order: 'asc' });
    ctx.recorder.check('listMembersInOrganizationById', all, 200);
    expect(all.data.items.map((m) => m.user.email)).toEqual(
      expect.arrayContaining(['alice@acme.example', 'bob@acme.example', 'carol@acme.example']),
    );
    const editors = await api.orgs.listMembersInOrganizationById(ORG, { role: MemberRole.Edit });
    expect(editors.data.items.length).toBeGreaterThan(0);
    expect(editors.data.items.every((m) => m.role === 'edit')).toBe(true);
    const carol = await api.orgs.listMembersInOrganizationById(ORG, { search: 'carol' });
    expect(carol.data.items.map((m) => m.user.email)).toEqual(['carol@acme.example']);
  });

  it('orders members by name, and lists only active members when sorted by lastSeenAt', async () => {
    const api = adminClient(ctx);
    const byName = await api.orgs.listMembersInOrganizationById(ORG, {
      sort: 'name',
      order: 'desc',
    });
    const names = byName.data.items.map((m) => m.user.displayName);
    expect(names).toEqual([...names].sort().reverse());
    // The seed: "with `lastSeenAt` only active members are listed". Mark bob as seen.
    const world = await ctx.emulator().state();
    for (const m of world.members)
      if (m.user === 'usr_bob') m.lastSeenAt = '2026-01-02T03:04:05.000Z';
    await ctx.emulator().setState(world);
    const active = await api.orgs.listMembersInOrganizationById(ORG, { sort: 'lastSeenAt' });
    ctx.recorder.check('listMembersInOrganizationById', active, 200);
    expect(active.data.items.map((m) => m.user.email)).toEqual(['bob@acme.example']);
  });

  it('pages through members with opaque next.page tokens', async () => {
    const api = adminClient(ctx);
    const first = await api.orgs.listMembersInOrganizationById(ORG, { limit: 1 });
    ctx.recorder.check('listMembersInOrganizationById', first, 200);
    expect(first.data.items).toHaveLength(1);
    const page = first.data.next?.page;
    expect(page).toEqual(expect.any(String));
    const second = await api.orgs.listMembersInOrganizationById(ORG, { limit: 1, page });
    expect(second.data.items).toHaveLength(1);
    expect(second.data.items[0]?.id).not.toBe(first.data.items[0]?.id);
  });

  it('gets and patches a member role', async () => {
    const api = adminClient(ctx);
    const bob = await userIdOf(ctx, 'bob@acme.example');
    const got = await api.orgs.getMemberInOrganizationById(ORG, bob);
    ctx.recorder.check('getMemberInOrganizationById', got, 200);
    expect(fields(got.data).role).toBe('edit');
    const patched = await api.orgs.updateMemberInOrganizationById(ORG, bob, {
      role: MemberRole.Review,
    });
    ctx.recorder.check('updateMemberInOrganizationById', patched, 200);
    expect(patched.data.role).toBe('review');
    await api.orgs.updateMemberInOrganizationById(ORG, bob, { role: MemberRole.Edit });
  });

  it('lists the teams of a member', async () => {
    const alice = await userIdOf(ctx, 'alice@acme.example');
    const res = await adminClient(ctx).orgs.listTeamsForOrganizationMember(ORG, alice);
    ctx.recorder.check('listTeamsForOrganizationMember', res, 200);
  });

  it("lists a member's spaces with the member's permission on each", async () => {
    const api = adminClient(ctx);
    const alice = await userIdOf(ctx, 'alice@acme.example');
    const res = await api.orgs.listSpacesForOrganizationMember(ORG, alice, { order: 'asc' });
    ctx.recorder.check('listSpacesForOrganizationMember', res, 200);
    expect(res.data.items.map((i) => `${i.space.id} ${i.permission}`).sort()).toEqual(
      ['spc_api', 'spc_changelog', 'spc_guides', 'spc_internal', 'spc_sdk'].map(
        (id) => `${id} admin`,
      ),
    );
    const carol = await userIdOf(ctx, 'carol@acme.example');
    const read = await api.orgs.listSpacesForOrganizationMember(ORG, carol, { limit: 2 });
    ctx.recorder.check('listSpacesForOrganizationMember', read, 200);
    expect(read.data.items.map((i) => i.permission)).toEqual(['read', 'read']);
    expect(read.data.next).toBeDefined();
  });

  it('removes a member: 205 when removed, 204 when not a member', async () => {
    const api = adminClient(ctx);
    const dave = await userIdOf(ctx, 'dave@acme.example');
    const removed = await api.orgs.removeMemberFromOrganizationById(ORG, dave);
    ctx.recorder.check('removeMemberFromOrganizationById', removed, 205);
    const again = await api.orgs.removeMemberFromOrganizationById(ORG, dave);
    ctx.recorder.check('removeMemberFromOrganizationById', again, 204);
  });
}
