import { describe, expect, it } from 'vitest';
import { builtinFixture } from '../../src/emulator/fixture.js';
import { useTestEmulator } from '../support/start-test-emulator.js';
import { ORG, TOKENS } from '../support/tokens.js';

type Json = Record<string, unknown>;

/** A world where eve is a user of another organization only. */
function worldWithOutsider(): ReturnType<typeof builtinFixture> {
  const world = builtinFixture();
  world.users.push({ id: 'usr_eve', displayName: 'Eve', email: 'eve@other.example' });
  world.members.push({
    organization: 'org_acme_staging',
    user: 'usr_eve',
    role: 'read',
    joinedAt: '2024-01-01T00:00:00.000Z',
    disabled: false,
    sso: false,
  });
  return world;
}

/** inviteUsersToOrganization: members at once, read back through the members list. */
describe('organization invites', () => {
  const emulator = useTestEmulator(worldWithOutsider);
  const invite = (json: unknown, token: string = TOKENS.admin) =>
    emulator().v1(token, 'POST', `/orgs/${ORG}/invites`, { json });
  const memberRoles = async (): Promise<Record<string, unknown>> => {
    const res = await emulator().v1(TOKENS.admin, 'GET', `/orgs/${ORG}/members?limit=100`);
    const items = (res.body as { items: Json[] }).items;
    return Object.fromEntries(items.map((m) => [(m.user as Json).email, m.role]));
  };

  it('makes new users members with their own role, the body role, or read', async () => {
    const res = await invite({
      emails: ['gina@new.example', { email: 'hal@new.example', role: 'admin' }, 'GINA@new.example'],
      role: 'comment',
    });
    expect(res.status).toBe(200);
    const body = res.body as { users: string[]; invited: number };
    expect(body.invited).toBe(2);
    const roles = await memberRoles();
    expect(roles['gina@new.example']).toBe('comment');
    expect(roles['hal@new.example']).toBe('admin');
    const plain = await invite({ emails: ['ivy@new.example'] });
    expect((plain.body as Json).invited).toBe(1);
    expect((await memberRoles())['ivy@new.example']).toBe('read');
  });

  it('reuses a known user; an SSO invite of someone in another organization fails for SSO', async () => {
    const res = await invite({ emails: ['eve@other.example'], sso: true });
    expect(res.body).toEqual({
      users: ['usr_eve'],
      invited: 1,
      failedSSOEmails: ['eve@other.example'],
    });
    const member = await emulator().v1(TOKENS.admin, 'GET', `/orgs/${ORG}/members/usr_eve`);
    expect(member.body).toMatchObject({ role: 'read', sso: false });
  });

  it('leaves existing members alone and refuses bad input or a non-admin', async () => {
    const res = await invite({ emails: ['bob@acme.example'], role: 'admin' });
    expect(res.body).toEqual({ users: [], invited: 0 });
    expect((await memberRoles())['bob@acme.example']).toBe('edit');
    expect((await invite({ emails: ['not-an-email'] })).status).toBe(400);
    expect((await invite({ emails: [{ email: 'x@new.example' }] })).status).toBe(400);
    expect((await invite({})).status).toBe(400);
    expect((await invite({ emails: ['kim@new.example'] }, TOKENS.edit)).status).toBe(403);
  });
});
