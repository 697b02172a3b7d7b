import { notFound } from '../api-error.js';
import { objectBody } from '../body.js';
import type { Handler, Route } from '../handler.js';
import { checkAdaptiveSchema } from './adaptive-schema-check.js';
import { adaptiveSchemaView, conditionsOf } from './adaptive-schema-view.js';
import { siteForRead, siteForWrite } from './site-lookup.js';

type Json = Record<string, unknown>;

const SCHEMA = '/orgs/:organizationId/sites/:siteId/adaptive-schema';

/** GET .../adaptive-schema; 404 with the official message while no schema was put. */
const getAdaptiveSchema: Handler = (ctx) => {
  const { site } = siteForRead(ctx);
  const schema = site.adaptiveSchema;
  if (!schema) throw notFound('No visitor attributes schema found for the site.');
  return { status: 200, body: adaptiveSchemaView(schema) };
};

/** PUT .../adaptive-schema: replaces the visitor schema as sent (after the checks). */
const putAdaptiveSchema: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const jsonSchema = checkAdaptiveSchema(objectBody(ctx.body).jsonSchema);
  site.adaptiveSchema = { jsonSchema, updatedAt: ctx.now() };
  return { status: 200, body: adaptiveSchemaView(site.adaptiveSchema) };
};

/**
 * GET .../adaptive-schema/template-conditions: the conditions the visitor schema
 * offers (adaptive-schema-view.ts). A site without a schema has none (`{items: []}`).
 */
const listTemplateConditions: Handler = (ctx) => {
  const { site } = siteForRead(ctx);
  const properties = (site.adaptiveSchema?.jsonSchema.properties ?? {}) as Json;
  return { status: 200, body: { items: conditionsOf(properties, 'visitor.claims') } };
};

/**
 * A site's visitor schema and the conditions derived from it (official
 * `updateSiteAdaptiveSchema`).
 */
export const adaptiveSchemaRoutes: Route[] = [
  { method: 'GET', pattern: SCHEMA, handler: getAdaptiveSchema },
  { method: 'PUT', pattern: SCHEMA, handler: putAdaptiveSchema },
  { method: 'GET', pattern: `${SCHEMA}/template-conditions`, handler: listTemplateConditions },
];
