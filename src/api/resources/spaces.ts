import * as z from 'zod';
import type { LiveSpace } from '../../model/live.js';
import type { RequestBody } from '../call-operation.js';
import { callOperation } from '../call-operation.js';
import type { ApiRequester } from '../types.js';
import { listAs } from './parse.js';
import { liveFields, wireShape } from './read-fields.js';
import { SPACE_FIELDS } from '../../model/fields/space-fields.js';
import { checkedId } from '../path-segment.js';

/** A space as the API answers it: its settings are read by the rows of its table. */
const spaceSchema = z.looseObject({
  ...wireShape(SPACE_FIELDS),
  id: z.string(),
  title: z.string(),
});

export async function listSpaces(client: ApiRequester, organization: string): Promise<LiveSpace[]> {
  const params = { organizationId: organization };
  return listAs(client, 'listSpacesInOrganizationById', params, spaceSchema, toLiveSpace);
}

export async function updateSpace(
  client: ApiRequester,
  spaceId: string,
  body: RequestBody<'updateSpaceById'>,
): Promise<void> {
  await callOperation(client, 'updateSpaceById', { spaceId }, body);
}

/** Into one object, not a spread per optional field: a read converts ten thousand spaces. */
function toLiveSpace(s: z.output<typeof spaceSchema>): LiveSpace {
  const out: { -readonly [K in keyof LiveSpace]: LiveSpace[K] } = {
    id: checkedId(s.id, 'space', s.title),
    title: s.title,
  };
  liveFields(SPACE_FIELDS, s, out);
  return out;
}
