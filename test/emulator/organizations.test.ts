import { describe, expect, it } from 'vitest';
import { useTestEmulator } from '../support/start-test-emulator.js';
import { ORG, TOKENS } from '../support/tokens.js';

type Json = Record<string, unknown>;

describe('organizations', () => {
  const emulator = useTestEmulator();

  it('lists the organizations of the caller', async () => {
    const res = await emulator().v1(TOKENS.admin, 'GET', '/orgs');
    expect(res.status).toBe(200);
    const body = res.body as { items: Json[]; count: number };
    // The fixture's admin belongs to both of its organizations.
    expect(body.count).toBe(2);
    expect(body.items[0]).toMatchObject({ object: 'organization', id: ORG, title: 'Acme' });
    expect(body.items[1]).toMatchObject({ id: 'org_acme_staging', title: 'Acme Staging' });
  });

  it('shows permissions that follow the caller role', async () => {
    const admin = (await emulator().v1(TOKENS.admin, 'GET', `/orgs/${ORG}`)).body as Json;
    const reader = (await emulator().v1(TOKENS.read, 'GET', `/orgs/${ORG}`)).body as Json;
    expect(admin.permissions).toMatchObject({ admin: true, createContent: true });
    expect(reader.permissions).toMatchObject({ admin: false, createContent: false, view: true });
    expect(admin.urls).toMatchObject({ location: `${emulator().url}/v1/orgs/${ORG}` });
  });

  it('patches only the fields sent', async () => {
    const res = await emulator().v1(TOKENS.admin, 'PATCH', `/orgs/${ORG}`, {
      json: { title: 'Acme Corp', inviteLinks: true, defaultRole: 'read' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Acme Corp',
      inviteLinks: true,
      defaultRole: 'read',
      emailDomains: ['acme.example'],
    });
    const again = (await emulator().v1(TOKENS.admin, 'GET', `/orgs/${ORG}`)).body as Json;
    expect(again.title).toBe('Acme Corp');
  });

  it('sets and removes merge rules and logo', async () => {
    const set = await emulator().v1(TOKENS.admin, 'PATCH', `/orgs/${ORG}`, {
      json: {
        mergeRules: { type: 'rules', rules: [{ rule: 'require_at_least_one_review' }] },
        logo: 'https://acme.example/logo.png',
      },
    });
    expect(set.body).toMatchObject({
      mergeRules: { type: 'rules', rules: [{ rule: 'require_at_least_one_review' }] },
      urls: { logo: 'https://acme.example/logo.png' },
    });
    const cleared = (
      await emulator().v1(TOKENS.admin, 'PATCH', `/orgs/${ORG}`, {
        json: { mergeRules: { type: 'none' }, logo: null },
      })
    ).body as { urls: Json; mergeRules: Json };
    expect(cleared.mergeRules).toEqual({ type: 'none' });
    expect(cleared.urls.logo).toBeUndefined();
  });

  it('refuses a default content site that does not exist', async () => {
    const res = await emulator().v1(TOKENS.admin, 'PATCH', `/orgs/${ORG}`, {
      json: { defaultContent: { type: 'site', site: 'site_nope' } },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: { code: 400, message: 'Invalid default content space or collection provided' },
    });
  });

  it('refuses non-admins (403) and leaves the organization unchanged', async () => {
    const res = await emulator().v1(TOKENS.edit, 'PATCH', `/orgs/${ORG}`, {
      json: { title: 'Bob Inc' },
    });
    expect(res.status).toBe(403);
    expect((res.body as { error: Json }).error.code).toBe(403);
    expect(emulator().world().organizations[0]?.title).not.toBe('Bob Inc');
  });

  it('names the field of a bad value and writes nothing of the request', async () => {
    const before = emulator().world().organizations[0]?.inviteLinks;
    const res = await emulator().v1(TOKENS.admin, 'PATCH', `/orgs/${ORG}`, {
      json: { inviteLinks: !before, title: ' x' },
    });
    expect(res.status).toBe(400);
    expect((res.body as { error: { message: string } }).error.message).toContain('title');
    expect(emulator().world().organizations[0]?.inviteLinks).toBe(before);
  });

  it('refuses unknown fields', async () => {
    const res = await emulator().v1(TOKENS.admin, 'PATCH', `/orgs/${ORG}`, {
      json: { colour: 'blue' },
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain('colour');
  });
});
