import * as z from 'zod';
import type { LiveOrganization } from '../../model/live.js';
import type { RequestBody } from '../call-operation.js';
import type { ApiRequester } from '../types.js';
import { call, listAll } from './parse.js';
import { opt, roleSchema } from './wire.js';

const mergeRulesSchema = z.looseObject({
  type: z.string(),
  rules: opt(
    z.array(
      z.looseObject({
        rule: z.string(),
        users: opt(z.array(z.string())),
        expression: opt(z.string()),
        message: opt(z.string()),
      }),
    ),
  ),
});

const organizationSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  emailDomains: z.array(z.string()),
  hostname: opt(z.string()),
  defaultRole: opt(roleSchema),
  defaultContent: opt(z.looseObject({ site: z.string() })),
  sso: opt(z.boolean()),
  ai: opt(z.boolean()),
  inviteLinks: z.boolean(),
  mergeRules: mergeRulesSchema,
  urls: opt(z.looseObject({ logo: opt(z.string()) })),
});

const organizationItemSchema = z.looseObject({ id: z.string(), title: z.string() });

export async function getOrganization(
  client: ApiRequester,
  organization: string,
): Promise<LiveOrganization> {
  const params = { organizationId: organization };
  return toLiveOrganization(await call(client, 'getOrganizationById', params, organizationSchema));
}

export async function updateOrganization(
  client: ApiRequester,
  organization: string,
  body: RequestBody<'updateOrganizationById'>,
): Promise<LiveOrganization> {
  const params = { organizationId: organization };
  return toLiveOrganization(
    await call(client, 'updateOrganizationById', params, organizationSchema, body),
  );
}

/** The organizations the token's user belongs to (`export` without `--organization`). */
export async function listOrganizations(
  client: ApiRequester,
): Promise<{ id: string; title: string }[]> {
  const items = await listAll(
    client,
    'listOrganizationsForAuthenticatedUser',
    {},
    organizationItemSchema,
  );
  return items.map((o) => ({ id: o.id, title: o.title }));
}

function toLiveOrganization(o: z.output<typeof organizationSchema>): LiveOrganization {
  return {
    id: o.id,
    title: o.title,
    emailDomains: o.emailDomains,
    ...(o.hostname ? { hostname: o.hostname } : {}),
    defaultRole: o.defaultRole ?? null,
    defaultContent: o.defaultContent ? { site: o.defaultContent.site } : null,
    logo: o.urls?.logo ?? null,
    ...(o.sso === undefined || o.sso === null ? {} : { sso: o.sso }),
    ...(o.ai === undefined || o.ai === null ? {} : { ai: o.ai }),
    inviteLinks: o.inviteLinks,
    mergeRules: {
      type: o.mergeRules.type,
      ...(o.mergeRules.rules
        ? {
            rules: o.mergeRules.rules.map((r) => ({
              rule: r.rule,
              ...(r.users ? { users: r.users } : {}),
              ...(r.expression === undefined || r.expression === null
                ? {}
                : { expression: r.expression }),
              ...(r.message === undefined || r.message === null ? {} : { message: r.message }),
            })),
          }
        : {}),
    },
  };
}
