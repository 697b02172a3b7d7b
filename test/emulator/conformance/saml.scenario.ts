import { expect, it } from 'vitest';
import { MemberRole } from '../../support/official-client.js';
import { ORG, TOKENS } from '../../support/tokens.js';
import { adminClient } from './conformance-context.js';
import type { ConformanceContext } from './conformance-context.js';

const CERT = '-----BEGIN CERTIFICATE-----\nMIIBfake\n-----END CERTIFICATE-----';

/** SAML providers and the SSO login info. */
export function samlScenario(ctx: ConformanceContext): void {
  let teamId = '';
  let providerId = '';

  it('creates a SAML provider (201) whose defaultTeam is the full team', async () => {
    const api = adminClient(ctx);
    const team = await api.orgs.createOrganizationTeam(ORG, { title: 'SSO users' });
    teamId = team.data.id;
    const res = await api.orgs.createOrganizationSamlProvider(ORG, {
      label: 'Okta',
      ssoURL: 'https://acme.okta.example/sso/saml',
      entityID: 'http://www.okta.example/abc',
      certificate: CERT,
      defaultTeam: teamId,
      defaultRole: MemberRole.Read,
    });
    ctx.recorder.check('createOrganizationSAMLProvider', res, 201);
    expect(res.data).toMatchObject({ object: 'saml-provider', label: 'Okta', defaultRole: 'read' });
    // Official spec 3: an id in requests, the full OrganizationTeam in responses.
    expect(res.data.defaultTeam?.id).toBe(teamId);
    providerId = res.data.id;
  });

  it('lists, gets and patches SAML providers', async () => {
    const api = adminClient(ctx);
    const list = await api.orgs.listSamlProvidersInOrganizationById(ORG);
    ctx.recorder.check('listSAMLProvidersInOrganizationById', list, 200);
    expect(list.data.items.map((p) => p.id)).toEqual([providerId]);
    const got = await api.orgs.getOrganizationSamlProviderById(ORG, providerId);
    ctx.recorder.check('getOrganizationSAMLProviderById', got, 200);
    expect(got.data.certificate).toBe(CERT);
    const res = await api.orgs.updateOrganizationSamlProvider(ORG, providerId, {
      label: 'Okta SSO',
      defaultRole: MemberRole.Edit,
    });
    ctx.recorder.check('updateOrganizationSAMLProvider', res, 200);
    expect(res.data).toMatchObject({
      label: 'Okta SSO',
      defaultRole: MemberRole.Edit,
      ssoURL: expect.any(String),
    });
  });

  it('lists SSO login info, readable by a non-admin member', async () => {
    const res = await ctx
      .emulator()
      .client(TOKENS.read)
      .orgs.listSsoProviderLoginsInOrganization(ORG);
    ctx.recorder.check('listSSOProviderLoginsInOrganization', res, 200);
    expect(res.data.items).toEqual([
      { id: providerId, label: 'Okta SSO', startURL: expect.any(String) },
    ]);
  });

  it('creates a pending provider from a label alone, still a valid OrganizationSAMLProvider', async () => {
    const api = adminClient(ctx);
    const res = await api.orgs.createOrganizationSamlProvider(ORG, { label: 'Pending IdP' });
    ctx.recorder.check('createOrganizationSAMLProvider', res, 201);
    expect(res.data.status).toBe('pending');
    await api.orgs.deleteOrganizationSamlProvider(ORG, res.data.id);
  });

  it('deletes a SAML provider: 205, then 204; a get is then 404', async () => {
    const api = adminClient(ctx);
    const res = await api.orgs.deleteOrganizationSamlProvider(ORG, providerId);
    ctx.recorder.check('deleteOrganizationSAMLProvider', res, 205);
    const again = await api.orgs.deleteOrganizationSamlProvider(ORG, providerId);
    ctx.recorder.check('deleteOrganizationSAMLProvider', again, 204);
    const gone = await ctx.emulator().v1(TOKENS.admin, 'GET', `/orgs/${ORG}/saml/${providerId}`);
    expect(gone.status).toBe(404);
    ctx.recorder.checkBody('getOrganizationSAMLProviderById', 404, gone.body);
    await api.orgs.removeTeamFromOrganizationById(ORG, teamId);
  });
}
