import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtinFixture } from '../../src/emulator/fixture.js';
import { startEmulator } from '../../src/emulator/server.js';
import { fetchAs } from '../support/fetch-as.js';
import { ORG, SPACES, TOKENS } from '../support/tokens.js';

type Json = Record<string, unknown>;

/**
 * Grants, invited members, owned spaces and external links live in the world: the state
 * file and `GET /_emulator/state` carry them, a restart reads them back, and a world
 * written before grants existed (no `permissions` key) still loads.
 */
describe('grants, invites, owned spaces and links in the saved world', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docform-grants-state-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const statePath = join(dir, 'state.json');

  it('saves them in the state file and reads them back after a restart', async () => {
    const first = await startEmulator({ port: 0, statePath });
    const call = (method: string, path: string, json?: unknown) =>
      fetchAs(first.url, TOKENS.admin, method, `/v1${path}`, json === undefined ? {} : { json });
    let site: string;
    let space: string;
    try {
      site = ((await call('POST', `/orgs/${ORG}/sites`, { title: 'Saved' })).body as Json)
        .id as string;
      await call('POST', `/orgs/${ORG}/sites/${site}/sections`, {
        spaceId: SPACES.guides,
        title: 'Guides',
      });
      await call('POST', `/orgs/${ORG}/sites/${site}/external-links`, {
        title: 'Status',
        url: 'https://status.example',
      });
      await call('POST', `/orgs/${ORG}/sites/${site}/permissions`, {
        role: 'edit',
        users: ['usr_bob'],
      });
      space = ((await call('POST', `/orgs/${ORG}/spaces`, { title: 'Owned' })).body as Json)
        .id as string;
      await call('POST', `/orgs/${ORG}/invites`, { emails: ['new@acme.example'], role: 'read' });
      const saved = JSON.parse(readFileSync(statePath, 'utf8')) as Json;
      expect(saved.permissions).toEqual([
        { on: 'site', target: site, subject: 'user', subjectId: 'usr_bob', role: 'edit' },
      ]);
      const state = (await (await fetch(`${first.url}/_emulator/state`)).json()) as Json;
      expect(state.permissions).toEqual(saved.permissions);
    } finally {
      await first.close();
    }
    const second = await startEmulator({ port: 0, statePath });
    try {
      const get = async (path: string): Promise<Json> =>
        (await fetchAs(second.url, TOKENS.admin, 'GET', `/v1${path}`)).body as Json;
      const users = await get(`/orgs/${ORG}/sites/${site}/permissions/users`);
      expect((users.items as Json[]).map((i) => i.permission)).toEqual(['edit']);
      const structure = await get(`/orgs/${ORG}/sites/${site}/structure`);
      expect((structure.structure as Json[]).map((i) => i.object)).toEqual([
        'site-section',
        'site-external-link',
      ]);
      expect((await get(`/spaces/${space}`)).title).toBe('Owned');
      const members = await get(`/orgs/${ORG}/members?search=new@acme.example`);
      expect((members.items as Json[]).map((m) => m.role)).toEqual(['read']);
    } finally {
      await second.close();
    }
  });

  it('loads a world file written before grants existed, with none', async () => {
    const old: Json = { ...builtinFixture() };
    delete old.permissions;
    const oldPath = join(dir, 'old.json');
    writeFileSync(oldPath, JSON.stringify(old));
    const emulator = await startEmulator({ port: 0, statePath: oldPath });
    try {
      expect(emulator.world().permissions).toEqual([]);
      const res = await fetchAs(
        emulator.url,
        TOKENS.admin,
        'GET',
        `/v1/spaces/${SPACES.api}/permissions/teams`,
      );
      expect(res.body).toMatchObject({ items: [] });
    } finally {
      await emulator.close();
    }
  });

  it('refuses a loaded grant to a team that does not exist, naming where', async () => {
    const emulator = await startEmulator({ port: 0 });
    try {
      const world = {
        ...builtinFixture(),
        permissions: [
          { on: 'space', target: SPACES.api, subject: 'team', subjectId: 'team_x', role: 'read' },
        ],
      };
      const put = await fetch(`${emulator.url}/_emulator/state`, {
        method: 'PUT',
        body: JSON.stringify(world),
      });
      expect(put.status).toBe(400);
      expect(await put.text()).toContain('permissions.0.subjectId');
      expect(emulator.world().permissions).toEqual([]);
    } finally {
      await emulator.close();
    }
  });
});
