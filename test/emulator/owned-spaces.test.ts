import { describe, expect, it } from 'vitest';
import { useTestEmulator } from '../support/start-test-emulator.js';
import { ORG, SPACES, TOKENS } from '../support/tokens.js';

type Json = Record<string, unknown>;

/** createSpace's defaults and refusals; what a deleted space takes with it. */
describe('owned spaces: create and delete', () => {
  const emulator = useTestEmulator();
  const call = (method: string, path: string, json?: unknown, token: string = TOKENS.admin) =>
    emulator().v1(token, method, path, json === undefined ? {} : { json });
  const ok = async (method: string, path: string, json?: unknown): Promise<Json> => {
    const res = await call(method, path, json);
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
    return (res.body ?? {}) as Json;
  };

  it('creates a private, live space inheriting the organization roles', async () => {
    const space = await ok('POST', `/orgs/${ORG}/spaces`, { title: 'Handbook', empty: true });
    expect(space).toMatchObject({
      title: 'Handbook',
      visibility: 'private',
      editMode: 'live',
      defaultLevel: 'inherit',
      organization: ORG,
    });
    const read = await ok('GET', `/spaces/${String(space.id)}`);
    expect(read.id).toBe(space.id);
    const untitled = await ok('POST', `/orgs/${ORG}/spaces`);
    expect(untitled.title).toBe('Untitled');
  });

  it('refuses a reader (403), a collection parent and an unknown field (400)', async () => {
    const path = `/orgs/${ORG}/spaces`;
    expect((await call('POST', path, { title: 'No' }, TOKENS.read)).status).toBe(403);
    expect((await call('POST', path, { title: 'No', parent: 'col_1' })).status).toBe(400);
    expect((await call('POST', path, { title: 'No', visibility: 'public' })).status).toBe(400);
    expect((await call('POST', path, { title: 'x'.repeat(51) })).status).toBe(400);
  });

  it('a deleted space leaves the sites that published it; the next site space is default', async () => {
    const site = (await ok('POST', `/orgs/${ORG}/sites`, { title: 'Docs' })).id as string;
    const section = await ok('POST', `/orgs/${ORG}/sites/${site}/sections`, {
      spaceId: SPACES.guides,
      title: 'Guides',
    });
    const sectionId = section.id as string;
    await ok('POST', `/orgs/${ORG}/sites/${site}/site-spaces`, {
      spaceId: SPACES.sdk,
      sectionId,
    });
    expect((await call('DELETE', `/spaces/${SPACES.guides}`)).status).toBe(205);
    const sections = await ok('GET', `/orgs/${ORG}/sites/${site}/sections`);
    const after = (sections.items as Json[]).find((s) => s.id === sectionId) ?? {};
    const siteSpaces = after.siteSpaces as Json[];
    expect(siteSpaces.map((s) => [(s.space as Json).id, s.default])).toEqual([[SPACES.sdk, true]]);
  });

  it('a space in the trash keeps its grants; its permissions answer 404 until restored', async () => {
    await ok('POST', `/spaces/${SPACES.api}/permissions`, { role: 'edit', users: ['usr_carol'] });
    await ok('DELETE', `/spaces/${SPACES.api}`);
    expect((await call('GET', `/spaces/${SPACES.api}/permissions/users`)).status).toBe(404);
    await ok('POST', `/spaces/${SPACES.api}/restore`);
    const users = await ok('GET', `/spaces/${SPACES.api}/permissions/users`);
    expect((users.items as Json[]).map((i) => i.permission)).toEqual(['edit']);
  });
});
