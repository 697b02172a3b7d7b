import { describe, expect, it } from 'vitest';
import { builtinFixture } from '../../src/emulator/fixture.js';
import { useTestEmulator } from '../support/start-test-emulator.js';
import { ORG, TOKENS } from '../support/tokens.js';

type Json = Record<string, unknown>;

describe('the server: auth, routing, bodies, journal and state', () => {
  const emulator = useTestEmulator();
  const admin = async (method: string, path: string, init?: RequestInit): Promise<Response> =>
    fetch(`${emulator().url}${path}`, { method, ...init });

  it('answers 401 with the error body without a token or with an unknown one', async () => {
    for (const token of [undefined, 'nope']) {
      const res = await emulator().v1(token, 'GET', '/orgs');
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ error: { code: 401 } });
    }
  });

  it('answers 404 with the error body for an unknown route, inside and outside /v1', async () => {
    const inside = await emulator().v1(TOKENS.admin, 'GET', '/nothing/here');
    expect(inside.status).toBe(404);
    expect(inside.body).toMatchObject({ error: { code: 404 } });
    const outside = await admin('GET', '/elsewhere');
    expect(outside.status).toBe(404);
    expect(await outside.json()).toMatchObject({ error: { code: 404 } });
  });

  it('answers 405 with Allow for a known path and another method', async () => {
    const res = await emulator().v1(TOKENS.admin, 'DELETE', `/orgs/${ORG}`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, PATCH');
    expect(res.body).toMatchObject({ error: { code: 405 } });
  });

  it('answers 400 for malformed JSON, never a 500', async () => {
    const res = await emulator().v1(TOKENS.admin, 'PATCH', `/orgs/${ORG}`, { raw: '{"a":' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 400, message: 'Invalid JSON in request body' } });
  });

  it('prefers the literal route over a parameter (versions/latest)', async () => {
    await emulator().v1(TOKENS.admin, 'POST', `/orgs/${ORG}/openapi`, {
      json: { slug: 'demo', source: { url: 'https://x.example/a.yaml' } },
    });
    const res = await emulator().v1(
      TOKENS.admin,
      'GET',
      `/orgs/${ORG}/openapi/demo/versions/latest`,
    );
    expect(res.body).toMatchObject({ object: 'openapi-spec-version' });
  });

  it('journals every /v1 request with its status and query, and clears it', async () => {
    expect((await admin('DELETE', '/_emulator/journal')).status).toBe(204);
    await emulator().v1(TOKENS.admin, 'GET', '/orgs?limit=1');
    await emulator().v1(undefined, 'GET', '/orgs');
    await emulator().v1(TOKENS.admin, 'PUT', `/orgs/${ORG}/teams`, { json: { title: 'J' } });
    const journal = await (await admin('GET', '/_emulator/journal')).json();
    expect(journal).toEqual([
      { method: 'GET', path: '/v1/orgs?limit=1', status: 200 },
      { method: 'GET', path: '/v1/orgs', status: 401 },
      { method: 'PUT', path: `/v1/orgs/${ORG}/teams`, status: 201 },
    ]);
    await admin('DELETE', '/_emulator/journal');
    expect(await (await admin('GET', '/_emulator/journal')).json()).toEqual([]);
  });

  it('dumps the state and loads it back', async () => {
    const dumped = (await (await admin('GET', '/_emulator/state')).json()) as Json;
    expect(dumped.format).toBe('docform-emulator-world');
    expect((dumped.teams as Json[]).map((t) => t.title)).toContain('J');
    const fresh = builtinFixture();
    const put = await admin('PUT', '/_emulator/state', {
      body: JSON.stringify(fresh),
      headers: { 'content-type': 'application/json' },
    });
    expect(put.status).toBe(204);
    expect(emulator().world().teams).toEqual([]);
    const teams = await emulator().v1(TOKENS.admin, 'GET', `/orgs/${ORG}/teams`);
    expect((teams.body as { items: unknown[] }).items).toEqual([]);
  });

  it('refuses a bad world with 400 naming where, and keeps the current one', async () => {
    const bad = { ...builtinFixture(), spaces: [{ id: 'spc_x' }] };
    const put = await admin('PUT', '/_emulator/state', { body: JSON.stringify(bad) });
    expect(put.status).toBe(400);
    const body = (await put.json()) as { error: { message: string } };
    expect(body.error.message).toContain('spaces.0');
    expect(emulator().world().spaces).toHaveLength(7);
    const notJson = await admin('PUT', '/_emulator/state', { body: '{' });
    expect(notJson.status).toBe(400);
  });

  it('does not keep any part of a refused write', async () => {
    const before = JSON.stringify(emulator().world());
    const res = await emulator().v1(TOKENS.admin, 'PUT', `/orgs/${ORG}/teams`, {
      json: { title: 'Half', members: ['usr_ghost'] },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(emulator().world())).toBe(before);
  });
});
