import { beforeAll, describe, expect, it } from 'vitest';
import { useTestEmulator } from '../support/start-test-emulator.js';
import { ORG, TOKENS } from '../support/tokens.js';

type Json = Record<string, unknown>;
const TEAMS = `/orgs/${ORG}/teams`;

describe('teams and team membership', () => {
  const emulator = useTestEmulator();
  const users: Record<string, string> = {};
  let team = '';

  beforeAll(async () => {
    const members = await emulator().v1(TOKENS.admin, 'GET', `/orgs/${ORG}/members`);
    for (const m of (members.body as { items: { id: string; user: { displayName: string } }[] })
      .items) {
      users[m.user.displayName] = m.id;
    }
  });

  it('creates a team with PUT on the collection: 201, no Location', async () => {
    const res = await emulator().v1(TOKENS.admin, 'PUT', TEAMS, {
      json: { title: 'Engineering', members: [users.Bob, 'carol@acme.example'] },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBeNull();
    expect(res.body).toMatchObject({ object: 'team', title: 'Engineering', members: 2, spaces: 0 });
    team = (res.body as { id: string }).id;
  });

  it('refuses a member that is not in the organization', async () => {
    const res = await emulator().v1(TOKENS.admin, 'PUT', TEAMS, {
      json: { title: 'Ghosts', members: ['usr_ghost'] },
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain('members');
  });

  it('lists with the title filter, case-insensitive', async () => {
    await emulator().v1(TOKENS.admin, 'PUT', TEAMS, { json: { title: 'Design' } });
    const res = await emulator().v1(TOKENS.read, 'GET', `${TEAMS}?title=ENGIN`);
    expect((res.body as { items: Json[] }).items.map((t) => t.title)).toEqual(['Engineering']);
  });

  it('renames with PATCH, which requires a title', async () => {
    const res = await emulator().v1(TOKENS.admin, 'PATCH', `${TEAMS}/${team}`, {
      json: { title: 'Platform' },
    });
    expect(res.body).toMatchObject({ id: team, title: 'Platform' });
    const empty = await emulator().v1(TOKENS.admin, 'PATCH', `${TEAMS}/${team}`, { json: {} });
    expect(empty.status).toBe(400);
  });

  it('lists team members with their team role', async () => {
    const res = await emulator().v1(TOKENS.admin, 'GET', `${TEAMS}/${team}/members`);
    const items = (res.body as { items: { organization: Json; team: Json }[] }).items;
    expect(items.map((i) => [i.organization.id, i.team.role])).toEqual([
      [users.Bob, 'member'],
      [users.Carol, 'member'],
    ]);
  });

  it('adds and updates one member with PUT (204)', async () => {
    const add = await emulator().v1(TOKENS.admin, 'PUT', `${TEAMS}/${team}/members/${users.Dave}`);
    expect(add.status).toBe(204);
    const owner = await emulator().v1(
      TOKENS.admin,
      'PUT',
      `${TEAMS}/${team}/members/${users.Bob}`,
      { json: { role: 'owner' } },
    );
    expect(owner.status).toBe(204);
    const mine = await emulator().v1(
      TOKENS.admin,
      'GET',
      `/orgs/${ORG}/members/${users.Bob}/teams`,
    );
    expect((mine.body as { items: { member: Json }[] }).items[0]?.member).toEqual({
      role: 'owner',
    });
    const owned = await emulator().v1(TOKENS.admin, 'GET', `${TEAMS}?owner=${users.Bob}`);
    expect((owned.body as { items: Json[] }).items.map((t) => t.id)).toEqual([team]);
  });

  it('updates in bulk: a user both added and removed ends up removed', async () => {
    const res = await emulator().v1(TOKENS.admin, 'PUT', `${TEAMS}/${team}/members`, {
      json: { add: ['alice@acme.example', users.Carol], remove: [users.Carol, users.Dave] },
    });
    expect(res.status).toBe(204);
    const members = await emulator().v1(TOKENS.admin, 'GET', `${TEAMS}/${team}/members`);
    const ids = (members.body as { items: { organization: { id: string } }[] }).items.map(
      (i) => i.organization.id,
    );
    expect(ids.sort()).toEqual([users.Alice, users.Bob].sort());
  });

  it('removes one member: 205, then 204', async () => {
    const path = `${TEAMS}/${team}/members/${users.Alice}`;
    expect((await emulator().v1(TOKENS.admin, 'DELETE', path)).status).toBe(205);
    expect((await emulator().v1(TOKENS.admin, 'DELETE', path)).status).toBe(204);
  });

  it('refuses writes from non-admins', async () => {
    const res = await emulator().v1(TOKENS.edit, 'PUT', TEAMS, { json: { title: 'Mine' } });
    expect(res.status).toBe(403);
    const member = await emulator().v1(
      TOKENS.read,
      'PUT',
      `${TEAMS}/${team}/members/${users.Carol}`,
    );
    expect(member.status).toBe(403);
  });

  it('deletes: 205, then 204, then 404 on get', async () => {
    expect((await emulator().v1(TOKENS.admin, 'DELETE', `${TEAMS}/${team}`)).status).toBe(205);
    expect((await emulator().v1(TOKENS.admin, 'DELETE', `${TEAMS}/${team}`)).status).toBe(204);
    const gone = await emulator().v1(TOKENS.admin, 'GET', `${TEAMS}/${team}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({
      error: { code: 404, message: 'No matching team found in the organization' },
    });
  });
});
