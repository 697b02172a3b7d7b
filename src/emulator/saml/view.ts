import type { RequestContext } from '../handler.js';
import { teamView } from '../teams/view.js';
import type { SamlRecord } from '../world.js';

/** What a provider without an SSO URL shows: a valid URI that points nowhere. */
export const UNSET_SSO_URL = 'about:blank';

/**
 * The official `OrganizationSAMLProvider`. `ssoURL`, `entityID` and `certificate` are
 * required there, so unset ones still appear: `entityID` and `certificate` as empty
 * strings, `ssoURL` as UNSET_SSO_URL because it must also be a URI. The provider is
 * `active` once all three are set and `pending` before. `defaultTeam` is the full team.
 */
export function samlView(ctx: RequestContext, saml: SamlRecord): Record<string, unknown> {
  const team = saml.defaultTeam
    ? ctx.world.teams.find((t) => t.id === saml.defaultTeam && t.organization === saml.organization)
    : undefined;
  const complete = Boolean(saml.ssoURL && saml.entityID && saml.certificate);
  const service = `${ctx.origin}/saml/${saml.organization}/${saml.id}`;
  return {
    object: 'saml-provider',
    id: saml.id,
    label: saml.label,
    ssoURL: saml.ssoURL ?? UNSET_SSO_URL,
    entityID: saml.entityID ?? '',
    certificate: saml.certificate ?? '',
    ...(team ? { defaultTeam: teamView(ctx, team) } : {}),
    defaultRole: saml.defaultRole ?? null,
    createdAt: saml.createdAt,
    status: complete ? 'active' : 'pending',
    service: { acsURL: `${service}/acs`, startURL: `${service}/start`, entityID: service },
    urls: { location: `${ctx.origin}/v1/orgs/${saml.organization}/saml/${saml.id}` },
  };
}

/** Login info of a provider: `{id, label, startURL}`. */
export function ssoLoginView(ctx: RequestContext, saml: SamlRecord): Record<string, unknown> {
  return {
    id: saml.id,
    label: saml.label,
    startURL: `${ctx.origin}/saml/${saml.organization}/${saml.id}/start`,
  };
}
