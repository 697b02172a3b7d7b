import { describe, expect, it } from 'vitest';
import { builtinFixture } from '../../src/emulator/fixture.js';
import { useTestEmulator } from '../support/start-test-emulator.js';
import { ORG, SPACES, TOKENS } from '../support/tokens.js';

type Json = Record<string, unknown>;

/** Collections: who may create and change them, the tree rules, moves and deletes. */
describe('collections: a tree of spaces in an organization', () => {
  const emulator = useTestEmulator();
  const call = (method: string, path: string, json?: unknown, token: string = TOKENS.admin) =>
    emulator().v1(token, method, path, json === undefined ? {} : { json });
  const ok = async (method: string, path: string, json?: unknown): Promise<Json> => {
    const res = await call(method, path, json);
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
    return (res.body ?? {}) as Json;
  };
  const make = async (title: string, parent?: string): Promise<string> =>
    (await ok('POST', `/orgs/${ORG}/collections`, { title, ...(parent ? { parent } : {}) }))
      .id as string;
  const ids = (list: Json): unknown[] => (list.items as Json[]).map((i) => i.id);
  const message = (res: { body: unknown }): string =>
    (res.body as { error: { message: string } }).error.message;

  it('creates an untitled collection inheriting access; refuses a reader, a bad parent, a stray field', async () => {
    const made = await ok('POST', `/orgs/${ORG}/collections`);
    expect(made).toMatchObject({ title: 'Untitled', defaultLevel: 'inherit', organization: ORG });
    expect(made.parent).toBeUndefined();
    const path = `/orgs/${ORG}/collections`;
    expect((await call('POST', path, { title: 'No' }, TOKENS.read)).status).toBe(403);
    const unknown = await call('POST', path, { title: 'No', parent: 'col_nope' });
    expect([unknown.status, message(unknown)]).toEqual([
      400,
      'Field "parent": no matching collection "col_nope" in the organization',
    ]);
    expect((await call('POST', path, { title: 'No', description: 'x' })).status).toBe(400);
    expect((await call('POST', path, { title: 'x'.repeat(51) })).status).toBe(400);
    expect((await call('GET', `${path}?nested=maybe`)).status).toBe(400);
  });

  it('a collection of another organization is no parent and is not found', async () => {
    const staging = (await ok('POST', '/orgs/org_acme_staging/collections', { title: 'Staging' }))
      .id as string;
    expect((await call('POST', `/orgs/${ORG}/spaces`, { parent: staging })).status).toBe(400);
    expect((await call('POST', `/spaces/${SPACES.sdk}/move`, { parent: staging })).status).toBe(
      400,
    );
    expect((await call('GET', `/collections/${staging}`, undefined, TOKENS.read)).status).toBe(404);
  });

  it('changes title, description and defaultLevel for an admin only', async () => {
    const id = await make('Team');
    const path = `/collections/${id}`;
    expect((await call('PATCH', path, { title: 'Edited' }, TOKENS.edit)).status).toBe(403);
    expect((await call('PATCH', path, { description: 'x'.repeat(101) })).status).toBe(400);
    expect((await call('PATCH', path, { defaultLevel: 'owner' })).status).toBe(400);
    const updated = await ok('PATCH', path, { description: 'Ours', defaultLevel: null });
    expect(updated).toMatchObject({ title: 'Team', description: 'Ours', defaultLevel: null });
    const read = await ok('GET', path);
    expect(read.permissions).toEqual({
      view: true,
      admin: true,
      viewInviteLinks: true,
      create: true,
    });
  });

  it('orders spaces in a collection with before and after; refuses a pointer elsewhere', async () => {
    const id = await make('Ordered');
    for (const space of [SPACES.guides, SPACES.api, SPACES.sdk]) {
      await ok('POST', `/spaces/${space}/move`, { parent: id });
    }
    const listed = () => ok('GET', `/collections/${id}/spaces`).then(ids);
    expect(await listed()).toEqual([SPACES.guides, SPACES.api, SPACES.sdk]);
    await ok('POST', `/spaces/${SPACES.sdk}/move`, {
      position: { before: { type: 'space', space: SPACES.guides } },
    });
    await ok('POST', `/spaces/${SPACES.guides}/move`, {
      position: { after: { type: 'space', space: SPACES.api } },
    });
    expect(await listed()).toEqual([SPACES.sdk, SPACES.api, SPACES.guides]);
    const elsewhere = await call('POST', `/spaces/${SPACES.sdk}/move`, {
      position: { after: { type: 'space', space: SPACES.changelog } },
    });
    expect([elsewhere.status, message(elsewhere)]).toEqual([
      400,
      'Invalid position space or collection provided',
    ]);
    const same = await call('POST', `/spaces/${SPACES.sdk}/move`, {
      position: { before: { type: 'space', space: SPACES.api } },
    });
    expect(same.status).toBe(409);
    expect((await call('POST', `/spaces/${SPACES.sdk}/move`, {})).status).toBe(400);
    const both = {
      before: { type: 'space', space: SPACES.api },
      after: { type: 'space', space: SPACES.guides },
    };
    expect((await call('POST', `/spaces/${SPACES.sdk}/move`, { position: both })).status).toBe(400);
    expect(
      (await call('POST', `/spaces/${SPACES.sdk}/move`, { parent: null }, TOKENS.edit)).status,
    ).toBe(403);
  });

  it('refuses to move a collection into itself or below itself', async () => {
    const top = await make('Top');
    const middle = await make('Middle', top);
    const bottom = await make('Bottom', middle);
    for (const parent of [top, bottom]) {
      const res = await call('POST', `/collections/${top}/move`, { parent });
      expect([res.status, message(res)]).toEqual([
        400,
        'Field "parent": a collection cannot be moved into itself or one of its collections',
      ]);
    }
    expect((await ok('POST', `/collections/${bottom}/move`, { parent: top })).parent).toBe(top);
    const roots = await ok('GET', `/orgs/${ORG}/collections?nested=false`);
    expect(ids(roots)).toContain(top);
    expect(ids(roots)).not.toContain(bottom);
  });

  it('deletes only an empty collection; a space in the trash goes back to the root', async () => {
    const id = await make('Doomed');
    await ok('POST', `/collections/${id}/permissions`, { role: 'edit', users: ['usr_carol'] });
    await ok('POST', `/spaces/${SPACES.changelog}/move`, { parent: id });
    const full = await call('DELETE', `/collections/${id}`);
    expect(full.status).toBe(400);
    expect(message(full)).toContain('not empty');
    expect((await call('DELETE', `/collections/${id}`, undefined, TOKENS.edit)).status).toBe(403);
    await ok('DELETE', `/spaces/${SPACES.changelog}`);
    expect((await call('DELETE', `/collections/${id}`)).status).toBe(205);
    expect(
      emulator()
        .world()
        .permissions.filter((g) => g.target === id),
    ).toEqual([]);
    const restored = await ok('POST', `/spaces/${SPACES.changelog}/restore`);
    expect(restored.parent).toBeUndefined();
    expect((await call('GET', `/collections/${id}`)).status).toBe(404);
  });

  it('grants on a collection need an admin and refuse the guest role', async () => {
    const id = await make('Granted');
    const base = `/collections/${id}/permissions`;
    const invite = { role: 'read', users: ['usr_carol'] };
    expect((await call('POST', base, invite, TOKENS.edit)).status).toBe(403);
    const guest = await call('POST', base, { role: null, users: ['usr_carol'] });
    expect(message(guest)).toBe(
      'Field "role": a collection cannot be granted the guest role (null)',
    );
    expect((await call('GET', `${base}/users`, undefined, TOKENS.read)).status).toBe(200);
  });

  it('loads a state without collections, and one with a space in a collection', async () => {
    const old = builtinFixture() as unknown as Json;
    delete old.collections;
    await emulator().setState(old);
    expect((await emulator().state()).collections).toEqual([]);
    const world = await emulator().state();
    world.collections.push({
      organization: ORG,
      id: 'col_loaded',
      title: 'Loaded',
      defaultLevel: 'inherit',
      createdAt: '2024-01-01T00:00:00.000Z',
    });
    world.spaces.find((s) => s.id === SPACES.api)!.parent = 'col_loaded';
    await emulator().setState(world);
    const spaces = await ok('GET', '/collections/col_loaded/spaces');
    expect(ids(spaces)).toEqual([SPACES.api]);
    expect((await ok('GET', `/spaces/${SPACES.api}`)).parent).toBe('col_loaded');
  });
});
