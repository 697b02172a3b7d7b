import { orgForAdmin, orgForCaller } from '../access.js';
import { badRequest } from '../api-error.js';
import {
  nullableString,
  objectBody,
  optionalBoolean,
  optionalString,
  optionalStringArray,
} from '../body.js';
import type { Body } from '../body.js';
import { onlyFields, roleField, urlField } from '../checks.js';
import { paginate } from '../paginate.js';
import type { Reply, RequestContext, Route } from '../handler.js';
import type { OrganizationRecord } from '../world.js';
import { mergeRulesField } from './merge-rules.js';
import { organizationView } from './view.js';

const ORG_FIELDS = [
  'title',
  'emailDomains',
  'hostname',
  'defaultRole',
  'defaultContent',
  'logo',
  'sso',
  'ai',
  'inviteLinks',
  'mergeRules',
];

/** Organizations: list of the caller's, get, patch (seed "Organizations"). */
export const organizationRoutes: Route[] = [
  { method: 'GET', pattern: '/orgs', handler: listOrganizations },
  { method: 'GET', pattern: '/orgs/:organizationId', handler: getOrganization },
  { method: 'PATCH', pattern: '/orgs/:organizationId', handler: patchOrganization },
];

function listOrganizations(ctx: RequestContext): Reply {
  const mine = ctx.world.organizations.filter((o) =>
    ctx.world.members.some((m) => m.organization === o.id && m.user === ctx.userId),
  );
  const page = paginate(mine, ctx.query);
  return { status: 200, body: { ...page, items: page.items.map((o) => organizationView(ctx, o)) } };
}

function getOrganization(ctx: RequestContext): Reply {
  return { status: 200, body: organizationView(ctx, orgForCaller(ctx).org) };
}

function patchOrganization(ctx: RequestContext): Reply {
  const { org } = orgForAdmin(ctx);
  const body = objectBody(ctx.body);
  onlyFields(body, ORG_FIELDS);
  applyOrganizationPatch(ctx, org, body);
  return { status: 200, body: organizationView(ctx, org) };
}

/** Checks every field first, then writes them (the handler runs on a copy of the world). */
function applyOrganizationPatch(ctx: RequestContext, org: OrganizationRecord, body: Body): void {
  const title = optionalString(body, 'title', {
    min: 2,
    max: 255,
    pattern: /^\S(.*\S)?$/s,
    patternName: 'text without leading or trailing spaces',
  });
  if (title !== undefined) org.title = title;
  const domains = optionalStringArray(body, 'emailDomains');
  if (domains !== undefined) org.emailDomains = domains;
  const hostname = nullableString(body, 'hostname', { min: 3, max: 32 });
  if (hostname === null) delete org.hostname;
  else if (hostname !== undefined) org.hostname = hostname;
  const role = roleField(body, 'defaultRole');
  if (role !== undefined) org.defaultRole = role;
  if (body.defaultContent !== undefined) org.defaultContent = defaultContent(ctx, org, body);
  if (body.logo !== undefined)
    org.logo = body.logo === null ? null : (urlField(body, 'logo') ?? null);
  for (const flag of ['sso', 'ai', 'inviteLinks'] as const) {
    const value = optionalBoolean(body, flag);
    if (value !== undefined) org[flag] = value;
  }
  if (body.mergeRules !== undefined) org.mergeRules = mergeRulesField(body.mergeRules);
}

/** `{type: "site", site}` naming a site of this organization, or null. */
function defaultContent(
  ctx: RequestContext,
  org: OrganizationRecord,
  body: Body,
): OrganizationRecord['defaultContent'] {
  const value = body.defaultContent;
  if (value === null) return null;
  const pointer = objectBodyField(value, 'defaultContent');
  if (pointer.type !== 'site' || typeof pointer.site !== 'string') {
    throw badRequest('Field "defaultContent" must be {"type": "site", "site": <site id>} or null');
  }
  const site = pointer.site;
  if (!ctx.world.sites.some((s) => s.id === site && s.organization === org.id)) {
    // The official 400 text of updateOrganizationById.
    throw badRequest('Invalid default content space or collection provided');
  }
  return { type: 'site', site };
}

function objectBodyField(value: unknown, field: string): Body {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(`Field "${field}" must be an object`);
  }
  return value as Body;
}
