import * as z from 'zod';
import type { LiveOrganization } from '../../model/live.js';
import type { RequestBody } from '../call-operation.js';
import type { ApiRequester } from '../types.js';
import { call, listAll } from './parse.js';
import { liveFields, wireShape } from './read-fields.js';
import { SETTINGS_FIELDS } from '../../model/fields/settings-fields.js';

/** The organization as the API answers it: its settings are read by the rows of their table. */
const organizationSchema = z.looseObject({
  ...wireShape(SETTINGS_FIELDS),
  id: z.string(),
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
  return { id: o.id, ...liveFields(SETTINGS_FIELDS, o) };
}
