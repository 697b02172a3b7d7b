import { notFound } from '../../api-error.js';
import type { Handler } from '../../route.js';
import { siteForRead } from '../model/lookup.js';

/** GET .../adaptive-schema; 404 with the official message while no schema was put. */
export const getAdaptiveSchema: Handler = (ctx) => {
  const { site } = siteForRead(ctx);
  const schema = site.adaptiveSchema;
  if (!schema) throw notFound('No visitor attributes schema found for the site.');
  return { status: 200, body: { object: 'site-adaptive-schema', ...schema } };
};
