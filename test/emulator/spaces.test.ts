import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/server.js';
import type { RunningEmulator } from '../../src/emulator/server.js';
import { fetchAs } from '../support/fetch-as.js';
import type { FetchAsOptions, FetchAsResult } from '../support/fetch-as.js';
import { ORG, SPACES, TOKENS } from '../support/tokens.js';

type Json = Record<string, unknown>;
const DAY = 24 * 60 * 60 * 1000;

describe('spaces', () => {
  let emulator: RunningEmulator;
  let clock = Date.parse('2025-03-01T12:00:00.000Z');
  const v1 = (
    token: string,
    method: string,
    path: string,
    options?: FetchAsOptions,
  ): Promise<FetchAsResult> => fetchAs(emulator.url, token, method, `/v1${path}`, options);

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, now: () => new Date(clock) });
  });
  afterAll(() => emulator.close());

  it('lists the five fixture spaces as official Space objects', async () => {
    const res = await v1(TOKENS.read, 'GET', `/orgs/${ORG}/spaces`);
    const items = (res.body as { items: Json[] }).items;
    expect(items.map((s) => s.id)).toEqual(Object.values(SPACES));
    expect(items[0]).toMatchObject({
      object: 'space',
      title: 'Guides',
      organization: ORG,
      visibility: 'private',
      urls: { location: `${emulator.url}/v1/spaces/${SPACES.guides}` },
      permissions: { view: true, admin: false },
    });
  });

  it('patches settings and stamps updatedAt', async () => {
    const res = await v1(TOKENS.admin, 'PATCH', `/spaces/${SPACES.guides}`, {
      json: { title: 'Guides v2', editMode: 'locked', defaultLevel: 'inherit', language: 'fr' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Guides v2',
      editMode: 'locked',
      language: 'fr',
      updatedAt: new Date(clock).toISOString(),
    });
  });

  it('takes an emoji or an icon, never both; nulls remove them', async () => {
    const emoji = await v1(TOKENS.admin, 'PATCH', `/spaces/${SPACES.api}`, {
      json: { emoji: '📘' },
    });
    expect(emoji.body).toMatchObject({ emoji: '📘' });
    const both = await v1(TOKENS.admin, 'PATCH', `/spaces/${SPACES.api}`, {
      json: { emoji: '📘', icon: 'https://acme.example/i.png' },
    });
    expect(both.status).toBe(400);
    const cleared = await v1(TOKENS.admin, 'PATCH', `/spaces/${SPACES.api}`, {
      json: { emoji: null, icon: null },
    });
    expect(cleared.body).toMatchObject({ emoji: '' });
  });

  it('refuses a title over 50 characters and non-admin writers', async () => {
    const long = await v1(TOKENS.admin, 'PATCH', `/spaces/${SPACES.sdk}`, {
      json: { title: 'x'.repeat(51) },
    });
    expect(long.status).toBe(400);
    expect(long.text).toContain('title');
    const editor = await v1(TOKENS.edit, 'PATCH', `/spaces/${SPACES.sdk}`, {
      json: { title: 'Mine' },
    });
    expect(editor.status).toBe(403);
  });

  it('deletes to the trash (205, then 204) and hides the space', async () => {
    expect((await v1(TOKENS.admin, 'DELETE', `/spaces/${SPACES.changelog}`)).status).toBe(205);
    expect((await v1(TOKENS.admin, 'DELETE', `/spaces/${SPACES.changelog}`)).status).toBe(204);
    expect((await v1(TOKENS.admin, 'GET', `/spaces/${SPACES.changelog}`)).status).toBe(404);
    const list = await v1(TOKENS.admin, 'GET', `/orgs/${ORG}/spaces`);
    expect((list.body as { items: Json[] }).items.map((s) => s.id)).not.toContain(SPACES.changelog);
  });

  it('restores within 7 days', async () => {
    clock += 6 * DAY;
    const res = await v1(TOKENS.admin, 'POST', `/spaces/${SPACES.changelog}/restore`);
    expect(res.status).toBe(200);
    expect((res.body as Json).deletedAt).toBeUndefined();
    expect((await v1(TOKENS.admin, 'GET', `/spaces/${SPACES.changelog}`)).status).toBe(200);
    const again = await v1(TOKENS.admin, 'POST', `/spaces/${SPACES.changelog}/restore`);
    expect(again.status).toBe(409);
  });

  it('cannot restore after 7 days: the space is gone', async () => {
    expect((await v1(TOKENS.admin, 'DELETE', `/spaces/${SPACES.internal}`)).status).toBe(205);
    clock += 7 * DAY + 1000;
    const res = await v1(TOKENS.admin, 'POST', `/spaces/${SPACES.internal}/restore`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: { code: 404, message: 'No matching Space found for given ID' },
    });
  });
});
