import { orgForAdmin, orgForCaller } from '../access.js';
import { badRequest, notFound } from '../api-error.js';
import { nullableString, objectBody, optionalString, requiredString } from '../body.js';
import type { Body } from '../body.js';
import { onlyFields, roleField, urlField } from '../checks.js';
import { paginate } from '../paginate.js';
import type { Reply, RequestContext, Route } from '../handler.js';
import type { SamlRecord } from '../world.js';
import { samlView, ssoLoginView } from './view.js';

const SAML = '/orgs/:organizationId/saml';
const FIELDS = ['label', 'entityID', 'certificate', 'ssoURL', 'defaultTeam', 'defaultRole'];

/** SAML providers and SSO login info (seed "SAML and single sign-on"). */
export const samlRoutes: Route[] = [
  { method: 'GET', pattern: SAML, handler: listProviders },
  { method: 'POST', pattern: SAML, handler: createProvider },
  { method: 'GET', pattern: `${SAML}/:samlProviderId`, handler: getProvider },
  { method: 'PATCH', pattern: `${SAML}/:samlProviderId`, handler: patchProvider },
  { method: 'DELETE', pattern: `${SAML}/:samlProviderId`, handler: deleteProvider },
  { method: 'GET', pattern: '/orgs/:organizationId/sso', handler: listSsoLogins },
];

function providersOf(ctx: RequestContext, organization: string): SamlRecord[] {
  return ctx.world.saml.filter((s) => s.organization === organization);
}

function findProvider(ctx: RequestContext, organization: string): SamlRecord {
  const found = providersOf(ctx, organization).find((s) => s.id === ctx.params.samlProviderId);
  if (!found) throw notFound('No matching provider found');
  return found;
}

function listProviders(ctx: RequestContext): Reply {
  const { org } = orgForCaller(ctx);
  const page = paginate(providersOf(ctx, org.id), ctx.query);
  return { status: 200, body: { ...page, items: page.items.map((s) => samlView(ctx, s)) } };
}

function createProvider(ctx: RequestContext): Reply {
  const { org } = orgForAdmin(ctx);
  const body = objectBody(ctx.body);
  onlyFields(body, FIELDS);
  const saml: SamlRecord = {
    organization: org.id,
    id: '',
    label: requiredString(body, 'label', { min: 1, max: 30 }),
    createdAt: ctx.now(),
  };
  applyFields(ctx, saml, body);
  saml.id = ctx.newId('saml');
  ctx.world.saml.push(saml);
  const location = `${ctx.origin}/v1/orgs/${org.id}/saml/${saml.id}`;
  return { status: 201, body: samlView(ctx, saml), headers: { Location: location } };
}

function getProvider(ctx: RequestContext): Reply {
  const { org } = orgForCaller(ctx);
  return { status: 200, body: samlView(ctx, findProvider(ctx, org.id)) };
}

function patchProvider(ctx: RequestContext): Reply {
  const { org } = orgForAdmin(ctx);
  const saml = findProvider(ctx, org.id);
  const body = objectBody(ctx.body);
  onlyFields(body, FIELDS);
  const label = optionalString(body, 'label', { min: 1, max: 30 });
  if (label !== undefined) saml.label = label;
  applyFields(ctx, saml, body);
  return { status: 200, body: samlView(ctx, saml) };
}

/** The optional fields, with the seed's bounds; `null` clears a field. */
function applyFields(ctx: RequestContext, saml: SamlRecord, body: Body): void {
  const entityID = nullableString(body, 'entityID', { max: 1024 });
  const certificate = nullableString(body, 'certificate', { max: 10000 });
  const ssoURL = body.ssoURL === null ? null : urlField(body, 'ssoURL');
  const team = nullableString(body, 'defaultTeam');
  if (team && !ctx.world.teams.some((t) => t.id === team && t.organization === saml.organization)) {
    throw badRequest(`Field "defaultTeam": no team "${team}" in the organization`);
  }
  const role = roleField(body, 'defaultRole');
  setOrClear(saml, 'entityID', entityID);
  setOrClear(saml, 'certificate', certificate);
  setOrClear(saml, 'ssoURL', ssoURL);
  if (team !== undefined) saml.defaultTeam = team;
  if (role !== undefined) saml.defaultRole = role;
}

function setOrClear(
  saml: SamlRecord,
  field: 'entityID' | 'certificate' | 'ssoURL',
  value: string | null | undefined,
): void {
  if (value === null) delete saml[field];
  else if (value !== undefined) saml[field] = value;
}

function deleteProvider(ctx: RequestContext): Reply {
  const { org } = orgForAdmin(ctx);
  const index = ctx.world.saml.findIndex(
    (s) => s.organization === org.id && s.id === ctx.params.samlProviderId,
  );
  if (index < 0) return { status: 204 };
  ctx.world.saml.splice(index, 1);
  return { status: 205 };
}

/** Not paginated: `{items}` only, as the official answer is. */
function listSsoLogins(ctx: RequestContext): Reply {
  const { org } = orgForCaller(ctx);
  return {
    status: 200,
    body: { items: providersOf(ctx, org.id).map((s) => ssoLoginView(ctx, s)) },
  };
}
