import * as z from 'zod';
import type { LiveSaml } from '../../model/live.js';
import type { RequestBody } from '../call-operation.js';
import { callOperation } from '../call-operation.js';
import type { ApiRequester } from '../types.js';
import { call, listAs } from './parse.js';
import { opt, roleSchema } from './wire.js';
import { checkedId } from '../path-segment.js';

const samlSchema = z.looseObject({
  id: z.string(),
  label: z.string(),
  ssoURL: opt(z.string()),
  entityID: opt(z.string()),
  certificate: opt(z.string()),
  /** A full team in answers, a team id in requests (official 3). */
  defaultTeam: opt(z.union([z.string(), z.looseObject({ id: z.string() })])),
  defaultRole: opt(roleSchema),
  createdAt: opt(z.string()),
});

export async function listSaml(client: ApiRequester, organization: string): Promise<LiveSaml[]> {
  const params = { organizationId: organization };
  return listAs(client, 'listSamlProvidersInOrganizationById', params, samlSchema, toLiveSaml);
}

export async function createSaml(
  client: ApiRequester,
  organization: string,
  body: RequestBody<'createOrganizationSamlProvider'>,
): Promise<LiveSaml> {
  const params = { organizationId: organization };
  return toLiveSaml(await call(client, 'createOrganizationSamlProvider', params, samlSchema, body));
}

export async function updateSaml(
  client: ApiRequester,
  organization: string,
  samlProviderId: string,
  body: RequestBody<'updateOrganizationSamlProvider'>,
): Promise<void> {
  const params = { organizationId: organization, samlProviderId };
  await callOperation(client, 'updateOrganizationSamlProvider', params, body);
}

export async function deleteSaml(
  client: ApiRequester,
  organization: string,
  samlProviderId: string,
): Promise<void> {
  const params = { organizationId: organization, samlProviderId };
  await callOperation(client, 'deleteOrganizationSamlProvider', params);
}

function toLiveSaml(s: z.output<typeof samlSchema>): LiveSaml {
  const team = s.defaultTeam;
  return {
    id: checkedId(s.id, 'SAML provider', s.label),
    label: s.label,
    ...(s.ssoURL ? { ssoURL: s.ssoURL } : {}),
    ...(s.entityID ? { entityID: s.entityID } : {}),
    ...(s.certificate ? { certificate: s.certificate } : {}),
    defaultTeam:
      team === undefined || team === null ? null : typeof team === 'string' ? team : team.id,
    defaultRole: s.defaultRole ?? null,
    ...(s.createdAt ? { createdAt: s.createdAt } : {}),
  };
}
