import { describe, expect, it } from 'vitest';
import { useTestEmulator } from '../support/start-test-emulator.js';
import { ORG, TOKENS } from '../support/tokens.js';

type Json = Record<string, unknown>;
const SAML = `/orgs/${ORG}/saml`;

describe('SAML providers and SSO login info', () => {
  const emulator = useTestEmulator();
  let id = '';

  it('creates a pending provider: 201 with Location', async () => {
    const res = await emulator().v1(TOKENS.admin, 'POST', SAML, { json: { label: 'Okta' } });
    expect(res.status).toBe(201);
    id = (res.body as { id: string }).id;
    expect(res.headers.get('location')).toBe(`${emulator().url}/v1${SAML}/${id}`);
    expect(res.body).toMatchObject({
      object: 'saml-provider',
      label: 'Okta',
      status: 'pending',
      ssoURL: 'about:blank',
      entityID: '',
      defaultRole: null,
    });
  });

  it('becomes active once URL, entity id and certificate are set; shows the default team', async () => {
    const { id: teamId } = await emulator().admin('PUT', `/orgs/${ORG}/teams`, {
      title: 'SSO users',
    });
    const res = await emulator().v1(TOKENS.admin, 'PATCH', `${SAML}/${id}`, {
      json: {
        ssoURL: 'https://acme.okta.example/sso/saml',
        entityID: 'http://www.okta.example/abc',
        certificate: 'MIIC-cert',
        defaultTeam: teamId,
        defaultRole: 'read',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'active',
      defaultRole: 'read',
      defaultTeam: { object: 'team', id: teamId },
    });
    // Deleting the team leaves the provider without a default team.
    await emulator().v1(TOKENS.admin, 'DELETE', `/orgs/${ORG}/teams/${teamId}`);
    const after = (await emulator().v1(TOKENS.admin, 'GET', `${SAML}/${id}`)).body as Json;
    expect(after.defaultTeam).toBeUndefined();
  });

  it('refuses an unknown default team and a too-long label', async () => {
    const team = await emulator().v1(TOKENS.admin, 'PATCH', `${SAML}/${id}`, {
      json: { defaultTeam: 'team_nope' },
    });
    expect(team.status).toBe(400);
    expect(team.text).toContain('defaultTeam');
    const label = await emulator().v1(TOKENS.admin, 'POST', SAML, {
      json: { label: 'x'.repeat(31) },
    });
    expect(label.status).toBe(400);
  });

  it('lists providers and their login info (not paginated)', async () => {
    const list = await emulator().v1(TOKENS.read, 'GET', SAML);
    expect((list.body as { items: Json[] }).items).toHaveLength(1);
    const sso = await emulator().v1(TOKENS.read, 'GET', `/orgs/${ORG}/sso`);
    expect(sso.body).toEqual({
      items: [{ id, label: 'Okta', startURL: expect.stringContaining(id) as string }],
    });
  });

  it('refuses non-admins, then deletes: 205, 204, 404', async () => {
    expect((await emulator().v1(TOKENS.edit, 'DELETE', `${SAML}/${id}`)).status).toBe(403);
    expect((await emulator().v1(TOKENS.admin, 'DELETE', `${SAML}/${id}`)).status).toBe(205);
    expect((await emulator().v1(TOKENS.admin, 'DELETE', `${SAML}/${id}`)).status).toBe(204);
    const gone = await emulator().v1(TOKENS.admin, 'GET', `${SAML}/${id}`);
    expect(gone.body).toEqual({ error: { code: 404, message: 'No matching provider found' } });
  });
});
