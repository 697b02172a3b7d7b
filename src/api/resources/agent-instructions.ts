import * as z from 'zod';
import type { LiveDocument } from '../../model/live.js';
import type { RequestBody } from '../call-operation.js';
import type { ApiRequester } from '../types.js';
import { call } from './parse.js';

const documentSchema = z.looseObject({ object: z.string(), nodes: z.array(z.unknown()) });
const instructionsSchema = z.looseObject({ instructions: documentSchema });

/**
 * The organization's Docs agent instructions (seed "AgentInstructions", official
 * `getOrganizationAgentInstructions`): the Document as the API holds it; never set, it
 * is the empty document.
 */
export async function getAgentInstructions(
  client: ApiRequester,
  organization: string,
): Promise<LiveDocument> {
  const params = { organizationId: organization };
  return (await call(client, 'getOrganizationAgentInstructions', params, instructionsSchema))
    .instructions;
}

/** A full replacement of the document: safe to repeat. */
export async function putAgentInstructions(
  client: ApiRequester,
  organization: string,
  body: RequestBody<'updateOrganizationAgentInstructions'>,
): Promise<void> {
  const params = { organizationId: organization };
  await call(client, 'updateOrganizationAgentInstructions', params, instructionsSchema, body);
}
