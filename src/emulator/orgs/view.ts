import { callerRole, roleAtLeast } from '../roles.js';
import type { RequestContext } from '../handler.js';
import type { OrganizationRecord } from '../world.js';

/** The official `Organization` object; billing details are left out (optional there). */
export function organizationView(
  ctx: RequestContext,
  org: OrganizationRecord,
): Record<string, unknown> {
  const role = callerRole(ctx, org.id);
  const admin = roleAtLeast(role, 'admin');
  return {
    object: 'organization',
    id: org.id,
    title: org.title,
    createdAt: org.createdAt,
    emailDomains: org.emailDomains,
    ...(org.hostname ? { hostname: org.hostname } : {}),
    type: org.type,
    ...(org.defaultRole !== undefined ? { defaultRole: org.defaultRole } : {}),
    ...(org.defaultContent ? { defaultContent: org.defaultContent } : {}),
    ...(org.sso !== undefined ? { sso: org.sso } : {}),
    ...(org.ai !== undefined ? { ai: org.ai } : {}),
    inviteLinks: org.inviteLinks,
    plan: org.plan,
    mergeRules: org.mergeRules,
    urls: {
      location: `${ctx.origin}/v1/orgs/${org.id}`,
      app: `${ctx.origin}/app/o/${org.id}`,
      ...(org.logo ? { logo: org.logo } : {}),
    },
    trial: { status: 'notapplicable', count: 0 },
    permissions: {
      view: role !== undefined,
      access: role !== undefined,
      admin,
      ownTeam: roleAtLeast(role, 'read'),
      createContent: roleAtLeast(role, 'create'),
      createOpenAPISpec: admin,
      viewBilling: admin,
      listMembers: role !== undefined,
      listTeams: role !== undefined,
      listIntegrations: role !== undefined,
      listInstallations: admin,
      installIntegration: admin,
    },
  };
}
