import { expect, it } from 'vitest';
import { MemberRole } from '../../support/official-client.js';
import { ORG, SPACES, TOKENS } from '../../support/tokens.js';
import { adminClient, userIdOf } from './conformance-context.js';
import type { ConformanceContext } from './conformance-context.js';

/**
 * Collections through the official client: create (nested), list, get, update, move,
 * list their spaces, move spaces in and out, grants on a collection, and delete; each
 * answer validated against the operation's schema, errors included where the spec
 * defines them.
 */
export function collectionsScenario(ctx: ConformanceContext): void {
  let outer = '';
  let inner = '';
  let inside = '';

  it('creates a collection and one inside it (201 with Location), lists and gets them', async () => {
    const api = adminClient(ctx);
    const made = await api.orgs.createCollection(ORG, { title: 'Guides' });
    ctx.recorder.check('createCollection', made, 201);
    outer = made.data.id;
    expect(made.headers.get('location')).toBe(`${ctx.emulator().url}/v1/collections/${outer}`);
    const nested = await api.orgs.createCollection(ORG, { title: 'Advanced', parent: outer });
    ctx.recorder.check('createCollection', nested, 201);
    inner = nested.data.id;
    expect(nested.data).toMatchObject({ parent: outer, defaultLevel: 'inherit' });
    const all = await api.orgs.listCollectionsInOrganizationById(ORG);
    ctx.recorder.check('listCollectionsInOrganizationById', all, 200);
    expect(all.data.items.map((c) => c.id)).toEqual([outer, inner]);
    const roots = await api.orgs.listCollectionsInOrganizationById(ORG, { nested: false });
    expect(roots.data.items.map((c) => c.id)).toEqual([outer]);
    const got = await api.collections.getCollectionById(inner);
    ctx.recorder.check('getCollectionById', got, 200);
    expect(got.data).toMatchObject({ object: 'collection', title: 'Advanced', organization: ORG });
  });

  it('updates a collection (200)', async () => {
    const res = await adminClient(ctx).collections.updateCollectionById(outer, {
      title: 'All guides',
      description: 'Everything about guides',
      defaultLevel: MemberRole.Read,
    });
    ctx.recorder.check('updateCollectionById', res, 200);
    expect(res.data).toMatchObject({ title: 'All guides', defaultLevel: 'read' });
  });

  it('creates a space in a collection and moves spaces in and out (200)', async () => {
    const api = adminClient(ctx);
    const space = await api.orgs.createSpace(ORG, { title: 'Inside', parent: inner });
    ctx.recorder.check('createSpace', space, 201);
    expect(space.data.parent).toBe(inner);
    inside = space.data.id;
    const moved = await api.spaces.moveSpace(SPACES.api, { parent: outer });
    ctx.recorder.check('moveSpace', moved, 200);
    expect(moved.data.parent).toBe(outer);
    const listed = await api.collections.listSpacesInCollectionById(outer);
    ctx.recorder.check('listSpacesInCollectionById', listed, 200);
    expect(listed.data.items.map((s) => s.id)).toEqual([SPACES.api]);
    const back = await api.spaces.moveSpace(SPACES.api, { parent: null });
    ctx.recorder.check('moveSpace', back, 200);
    expect(back.data.parent).toBeUndefined();
  });

  it('moves a collection to the root (200) and refuses a cycle (400) and a no-op (409)', async () => {
    const api = adminClient(ctx);
    const cycle = await ctx.emulator().v1(TOKENS.admin, 'POST', `/collections/${outer}/move`, {
      json: { parent: inner },
    });
    expect(cycle.status).toBe(400);
    ctx.recorder.checkBody('moveCollection', 400, cycle.body);
    const moved = await api.collections.moveCollection(inner, { parent: null });
    ctx.recorder.check('moveCollection', moved, 200);
    expect(moved.data.parent).toBeUndefined();
    const again = await ctx.emulator().v1(TOKENS.admin, 'POST', `/collections/${inner}/move`, {
      json: { parent: null },
    });
    expect(again.status).toBe(409);
    ctx.recorder.checkBody('moveCollection', 409, again.body);
    const unknown = await ctx.emulator().v1(TOKENS.admin, 'POST', '/spaces/spc_nope/move', {
      json: { parent: null },
    });
    expect(unknown.status).toBe(404);
    ctx.recorder.checkBody('moveSpace', 404, unknown.body);
  });

  it('invites, lists, changes and removes grants of a collection', async () => {
    const api = adminClient(ctx);
    const carol = await userIdOf(ctx, 'carol@acme.example');
    const team = (await api.orgs.createOrganizationTeam(ORG, { title: 'Editors' })).data.id;
    const invited = await api.collections.inviteToCollection(outer, {
      role: MemberRole.Edit,
      teams: [team],
      users: [carol],
    });
    ctx.recorder.check('inviteToCollection', invited, 204);
    const teams = await api.collections.listTeamPermissionsInCollection(outer);
    ctx.recorder.check('listTeamPermissionsInCollection', teams, 200);
    expect(teams.data.items.map((i) => [i.team.id, i.permission])).toEqual([[team, 'edit']]);
    const users = await api.collections.listUserPermissionsInCollection(outer);
    ctx.recorder.check('listUserPermissionsInCollection', users, 200);
    expect(users.data.items.map((i) => [i.user.id, i.permission])).toEqual([[carol, 'edit']]);
    const aggregate = await api.collections.listPermissionsAggregateInCollection(outer);
    ctx.recorder.check('listPermissionsAggregateInCollection', aggregate, 200);
    expect(aggregate.data.items.find((i) => i.user.id === carol)?.permission).toBe('edit');
    const team1 = await api.collections.updateTeamPermissionInCollection(outer, team, {
      role: MemberRole.Review,
    });
    ctx.recorder.check('updateTeamPermissionInCollection', team1, 204);
    const user1 = await api.collections.updateUserPermissionInCollection(outer, carol, {
      role: MemberRole.Admin,
    });
    ctx.recorder.check('updateUserPermissionInCollection', user1, 204);
    ctx.recorder.check(
      'removeTeamFromCollection',
      await api.collections.removeTeamFromCollection(outer, team),
      205,
    );
    ctx.recorder.check(
      'removeUserFromCollection',
      await api.collections.removeUserFromCollection(outer, carol),
      205,
    );
    ctx.recorder.check(
      'removeUserFromCollection',
      await api.collections.removeUserFromCollection(outer, carol),
      204,
    );
    const nobody = await ctx
      .emulator()
      .v1(TOKENS.admin, 'POST', `/collections/${outer}/permissions`, {
        json: { role: 'read', teams: ['team_nobody'] },
      });
    expect(nobody.status).toBe(404);
    ctx.recorder.checkBody('inviteToCollection', 404, nobody.body);
  });

  it('refuses to delete a collection holding a space (400), deletes it once empty (205, 204)', async () => {
    const api = adminClient(ctx);
    const full = await ctx.emulator().v1(TOKENS.admin, 'DELETE', `/collections/${inner}`);
    expect(full.status).toBe(400);
    ctx.recorder.check('moveSpace', await api.spaces.moveSpace(inside, { parent: null }), 200);
    ctx.recorder.check(
      'deleteCollectionById',
      await api.collections.deleteCollectionById(inner),
      205,
    );
    ctx.recorder.check(
      'deleteCollectionById',
      await api.collections.deleteCollectionById(inner),
      204,
    );
  });
}
