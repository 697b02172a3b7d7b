import * as z from 'zod';
import type { RequestBody } from '../call-operation.js';
import { callOperation } from '../call-operation.js';
import { isNotFound } from '../errors/http-error.js';
import type { ApiRequester } from '../types.js';
import { call } from './parse.js';

const adaptiveSchemaSchema = z.looseObject({ jsonSchema: z.record(z.string(), z.unknown()) });

/** The visitor claims schema, or null when the site has none (the official 404). */
export async function getAdaptiveSchema(
  client: ApiRequester,
  organization: string,
  siteId: string,
): Promise<Record<string, unknown> | null> {
  try {
    const params = { organizationId: organization, siteId };
    return (await call(client, 'getSiteAdaptiveSchema', params, adaptiveSchemaSchema)).jsonSchema;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** A full replacement: safe to repeat. */
export async function putAdaptiveSchema(
  client: ApiRequester,
  organization: string,
  siteId: string,
  body: RequestBody<'updateSiteAdaptiveSchema'>,
): Promise<void> {
  const params = { organizationId: organization, siteId };
  await callOperation(client, 'updateSiteAdaptiveSchema', params, body);
}
