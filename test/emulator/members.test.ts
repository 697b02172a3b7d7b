import { describe, expect, it } from 'vitest';
import { useTestEmulator } from '../support/start-test-emulator.js';
import { ORG, TOKENS } from '../support/tokens.js';

interface Member {
  id: string;
  role: string | null;
  user: { email: string; displayName: string };
  teams: number;
}

const MEMBERS = `/orgs/${ORG}/members`;

describe('members', () => {
  const emulator = useTestEmulator();
  const list = async (query = ''): Promise<Member[]> =>
    ((await emulator().v1(TOKENS.admin, 'GET', `${MEMBERS}${query}`)).body as { items: Member[] })
      .items;

  it('lists every member with its user', async () => {
    const members = await list();
    expect(members.map((m) => m.user.email).sort()).toEqual([
      'alice@acme.example',
      'bob@acme.example',
      'carol@acme.example',
      'dave@acme.example',
    ]);
  });

  it('filters by role, search, and sorts by name both ways', async () => {
    expect((await list('?role=edit')).map((m) => m.user.displayName).sort()).toEqual([
      'Bob',
      'Dave',
    ]);
    expect((await list('?search=CAROL')).map((m) => m.role)).toEqual(['read']);
    expect((await list('?sort=name&order=asc')).map((m) => m.user.displayName)).toEqual([
      'Alice',
      'Bob',
      'Carol',
      'Dave',
    ]);
    expect((await list('?sort=name')).map((m) => m.user.displayName)[0]).toBe('Dave');
    expect(await list('?role=guest')).toEqual([]);
  });

  it('lists only members seen at least once when sorted by lastSeenAt (seed)', async () => {
    expect(await list('?sort=lastSeenAt')).toEqual([]);
  });

  it('gets one member and 404s an unknown one', async () => {
    const bob = (await list('?search=bob'))[0];
    const got = await emulator().v1(TOKENS.read, 'GET', `${MEMBERS}/${bob?.id ?? ''}`);
    expect(got.body).toMatchObject({ object: 'member', role: 'edit' });
    const missing = await emulator().v1(TOKENS.admin, 'GET', `${MEMBERS}/usr_nope`);
    expect(missing.status).toBe(404);
  });

  it('changes a role, and to guest with null', async () => {
    const dave = (await list('?search=dave'))[0]?.id ?? '';
    const res = await emulator().v1(TOKENS.admin, 'PATCH', `${MEMBERS}/${dave}`, {
      json: { role: 'review' },
    });
    expect(res.body).toMatchObject({ role: 'review' });
    const guest = await emulator().v1(TOKENS.admin, 'PATCH', `${MEMBERS}/${dave}`, {
      json: { role: null },
    });
    expect(guest.body).toMatchObject({ role: null });
    expect((await list('?role=guest')).map((m) => m.id)).toEqual([dave]);
  });

  it('keeps the last admin (decision in docs/emulator.md)', async () => {
    const alice = (await list('?role=admin'))[0]?.id ?? '';
    const demote = await emulator().v1(TOKENS.admin, 'PATCH', `${MEMBERS}/${alice}`, {
      json: { role: 'read' },
    });
    expect(demote.status).toBe(400);
    const remove = await emulator().v1(TOKENS.admin, 'DELETE', `${MEMBERS}/${alice}`);
    expect(remove.status).toBe(400);
  });

  it('refuses role changes from non-admins', async () => {
    const dave = (await list('?search=dave'))[0]?.id ?? '';
    const res = await emulator().v1(TOKENS.edit, 'PATCH', `${MEMBERS}/${dave}`, {
      json: { role: 'admin' },
    });
    expect(res.status).toBe(403);
  });

  it('removes a member with 205, then 204, and drops it from its teams', async () => {
    const dave = (await list('?search=dave'))[0]?.id ?? '';
    const team = await emulator().v1(TOKENS.admin, 'PUT', `/orgs/${ORG}/teams`, {
      json: { title: 'Dave team', members: [dave] },
    });
    expect(team.body).toMatchObject({ members: 1 });
    const first = await emulator().v1(TOKENS.admin, 'DELETE', `${MEMBERS}/${dave}`);
    expect(first.status).toBe(205);
    expect(first.text).toBe('');
    const second = await emulator().v1(TOKENS.admin, 'DELETE', `${MEMBERS}/${dave}`);
    expect(second.status).toBe(204);
    const after = await emulator().v1(
      TOKENS.admin,
      'GET',
      `/orgs/${ORG}/teams/${(team.body as { id: string }).id}`,
    );
    expect(after.body).toMatchObject({ members: 0 });
  });
});
