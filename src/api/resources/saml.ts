import * as z from 'zod';
import type { LiveSaml } from '../../model/live.js';
import type { RequestBody } from '../call-operation.js';
import { callOperation } from '../call-operation.js';
import type { ApiRequester } from '../types.js';
import { call, listAs } from './parse.js';
import { opt } from './wire.js';
import { liveFields, wireShape } from './read-fields.js';
import { SAML_FIELDS } from '../../model/fields/saml-fields.js';
import { checkedId } from '../path-segment.js';

/** A SAML provider as the API answers it: its fields are read by the rows of its table. */
const samlSchema = z.looseObject({
  ...wireShape(SAML_FIELDS),
  id: z.string(),
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
  const fields = liveFields(SAML_FIELDS, s);
  return {
    id: checkedId(s.id, 'SAML provider', fields.label),
    ...fields,
    ...(s.createdAt ? { createdAt: s.createdAt } : {}),
  };
}
