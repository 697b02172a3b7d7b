import { z } from 'zod';
import { HttpError } from '../errors/http-error.js';
import type { ApiRequester } from '../types.js';
import { call, orgPath, seg } from './parse.js';

const adaptiveSchemaSchema = z.looseObject({ jsonSchema: z.record(z.string(), z.unknown()) });

function schemaPath(organization: string, siteId: string): string {
  return `${orgPath(organization)}/sites/${seg(siteId)}/adaptive-schema`;
}

/** The visitor claims schema, or null when the site has none (the official 404). */
export async function getAdaptiveSchema(
  client: ApiRequester,
  organization: string,
  siteId: string,
): Promise<Record<string, unknown> | null> {
  try {
    const path = schemaPath(organization, siteId);
    return (await call(client, { method: 'GET', path }, adaptiveSchemaSchema)).jsonSchema;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** A full replacement: safe to repeat. */
export async function putAdaptiveSchema(
  client: ApiRequester,
  organization: string,
  siteId: string,
  jsonSchema: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const path = schemaPath(organization, siteId);
  const body = { jsonSchema };
  return (await call(client, { method: 'PUT', path, body }, adaptiveSchemaSchema)).jsonSchema;
}
