import { describe, expect, it } from 'vitest';
import { useTestEmulator } from '../support/start-test-emulator.js';
import { ORG, SPACES, TOKENS } from '../support/tokens.js';

type Json = Record<string, unknown>;
const items = (body: unknown): Json[] => (body as { items: Json[] }).items;

/**
 * Grants on sites and spaces: invite, update, remove, the lists, the effective role of
 * the aggregate lists, and what goes with a deleted team, member or site.
 */
describe('site and space permissions', () => {
  const emulator = useTestEmulator();
  const call = (method: string, path: string, json?: unknown, token: string = TOKENS.admin) =>
    emulator().v1(token, method, path, json === undefined ? {} : { json });
  const ok = async (method: string, path: string, json?: unknown): Promise<unknown> => {
    const res = await call(method, path, json);
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
    return res.body;
  };
  const newTeam = async (title: string, members: string[]): Promise<string> =>
    ((await ok('PUT', `/orgs/${ORG}/teams`, { title, members })) as Json).id as string;
  const newSite = async (body: Json = {}): Promise<string> =>
    ((await ok('POST', `/orgs/${ORG}/sites`, { title: 'Perm site', ...body })) as Json)
      .id as string;

  it('grants a team, changes its role, removes it (205 then 204)', async () => {
    const site = await newSite();
    const team = await newTeam('Editors', ['usr_dave']);
    const base = `/orgs/${ORG}/sites/${site}/permissions`;
    expect((await call('POST', base, { role: 'edit', teams: [team] })).status).toBe(204);
    expect((await call('PATCH', `${base}/teams/${team}`, { role: 'admin' })).status).toBe(204);
    const listed = items(await ok('GET', `${base}/teams`));
    expect(listed.map((i) => [(i.team as Json).id, i.permission])).toEqual([[team, 'admin']]);
    expect((await call('DELETE', `${base}/teams/${team}`)).status).toBe(205);
    expect((await call('DELETE', `${base}/teams/${team}`)).status).toBe(204);
    expect(items(await ok('GET', `${base}/teams`))).toEqual([]);
  });

  it('re-inviting a granted user changes the role and keeps one grant', async () => {
    const site = await newSite();
    const base = `/orgs/${ORG}/sites/${site}/permissions`;
    await ok('POST', base, { role: 'read', users: ['usr_carol'] });
    await ok('POST', base, { role: null, users: ['usr_carol'] });
    const listed = items(await ok('GET', `${base}/users`));
    expect(listed.map((i) => [(i.user as Json).id, i.permission])).toEqual([['usr_carol', null]]);
  });

  it('refuses what the operations do not take', async () => {
    const site = await newSite();
    const siteBase = `/orgs/${ORG}/sites/${site}/permissions`;
    const spaceBase = `/spaces/${SPACES.sdk}/permissions`;
    const cases: [string, string, unknown, number][] = [
      ['POST', siteBase, { role: 'read' }, 400],
      ['POST', siteBase, { role: 'read', teams: [] }, 400],
      ['POST', siteBase, { teams: ['x'] }, 400],
      ['POST', siteBase, { role: 'read', users: ['usr_nobody'] }, 404],
      ['POST', spaceBase, { role: null, users: ['usr_carol'] }, 400],
      ['PATCH', `${siteBase}/users/usr_carol`, { role: 'edit' }, 404],
      ['PATCH', `${siteBase}/users/usr_carol`, { role: null }, 400],
    ];
    for (const [method, path, body, status] of cases) {
      const res = await call(method, path, body);
      expect([method, path, JSON.stringify(body), res.status]).toEqual([
        method,
        path,
        JSON.stringify(body),
        status,
      ]);
    }
    const reader = await call('POST', spaceBase, { role: 'read', users: ['usr_bob'] }, TOKENS.read);
    expect(reader.status).toBe(403);
    const readerSite = await call(
      'POST',
      siteBase,
      { role: 'read', users: ['usr_bob'] },
      TOKENS.edit,
    );
    expect(readerSite.status).toBe(403);
    expect(items(await ok('GET', `${spaceBase}/users`))).toEqual([]);
  });

  it('lists effective roles: organization, default level, member and team grants', async () => {
    const site = await newSite();
    await ok('PATCH', `/orgs/${ORG}/sites/${site}`, { defaultLevel: 'comment' });
    const team = await newTeam('Reviewers', ['usr_carol']);
    const base = `/orgs/${ORG}/sites/${site}/permissions`;
    await ok('POST', base, { role: 'edit', teams: [team] });
    await ok('POST', base, { role: 'create', users: ['usr_bob'] });
    const rows = items(await ok('GET', `${base}/aggregate?sort=name&order=asc`));
    const view = rows.map((r) => [(r.user as Json).id, r.permission, r.origin]);
    expect(view).toEqual([
      ['usr_alice', 'admin', { type: 'organization', organization: ORG }],
      ['usr_bob', 'create', { type: 'site', site, reason: 'member' }],
      ['usr_carol', 'edit', { type: 'site', site, reason: 'team', team }],
      ['usr_dave', 'comment', { type: 'site', site, reason: 'default' }],
    ]);
    const teamOnly = items(await ok('GET', `${base}/aggregate?team=${team}`));
    expect(teamOnly.map((r) => (r.user as Json).id)).toEqual(['usr_carol']);
    expect((await call('GET', `${base}/aggregate?role=owner`)).status).toBe(400);
  });

  it('lists who can access a space: its default level inherits the organization roles', async () => {
    await ok('PATCH', `/spaces/${SPACES.internal}`, { defaultLevel: null });
    await ok('POST', `/spaces/${SPACES.internal}/permissions`, {
      role: 'edit',
      users: ['usr_carol'],
    });
    const rows = items(await ok('GET', `/spaces/${SPACES.internal}/permissions/aggregate`));
    expect(rows.map((r) => [(r.user as Json).id, r.permission])).toEqual([
      ['usr_alice', 'admin'],
      ['usr_carol', 'edit'],
    ]);
    const guides = items(
      await ok('GET', `/spaces/${SPACES.guides}/permissions/aggregate?role=edit`),
    );
    expect(guides.map((r) => (r.user as Json).id)).toEqual(['usr_bob', 'usr_dave']);
  });

  it('drops the grants of a deleted team, a removed member and a deleted site', async () => {
    const site = await newSite();
    const team = await newTeam('Short-lived', ['usr_dave']);
    await ok('POST', `/orgs/${ORG}/sites/${site}/permissions`, { role: 'read', teams: [team] });
    await ok('POST', `/spaces/${SPACES.api}/permissions`, {
      role: 'read',
      teams: [team],
      users: ['usr_dave'],
    });
    const granted = emulator().world().permissions.length;
    await ok('DELETE', `/orgs/${ORG}/teams/${team}`);
    expect(emulator().world().permissions).toHaveLength(granted - 2);
    await ok('DELETE', `/orgs/${ORG}/members/usr_dave`);
    expect(
      emulator()
        .world()
        .permissions.some((g) => g.subjectId === 'usr_dave'),
    ).toBe(false);
    await ok('POST', `/orgs/${ORG}/sites/${site}/permissions`, {
      role: 'read',
      users: ['usr_bob'],
    });
    await ok('DELETE', `/orgs/${ORG}/sites/${site}`);
    expect(
      emulator()
        .world()
        .permissions.some((g) => g.target === site),
    ).toBe(false);
  });

  it("counts a team's space grants in the team object", async () => {
    const team = await newTeam('Counted', []);
    await ok('POST', `/spaces/${SPACES.guides}/permissions`, { role: 'read', teams: [team] });
    await ok('POST', `/spaces/${SPACES.sdk}/permissions`, { role: 'read', teams: [team] });
    const body = (await ok('GET', `/orgs/${ORG}/teams/${team}`)) as Json;
    expect(body.spaces).toBe(2);
  });
});
