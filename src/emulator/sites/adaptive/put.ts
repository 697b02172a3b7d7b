import { objectBody } from '../../body.js';
import type { Handler } from '../../route.js';
import { siteForWrite } from '../model/lookup.js';
import { checkAdaptiveSchema } from './check-schema.js';

/** PUT .../adaptive-schema: replaces the visitor schema as sent (after the checks). */
export const putAdaptiveSchema: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const jsonSchema = checkAdaptiveSchema(objectBody(ctx.body).jsonSchema);
  site.adaptiveSchema = { jsonSchema, updatedAt: ctx.now() };
  return { status: 200, body: { object: 'site-adaptive-schema', ...site.adaptiveSchema } };
};
