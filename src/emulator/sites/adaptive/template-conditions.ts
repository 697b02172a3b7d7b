import type { Handler } from '../../route.js';
import { siteForRead } from '../model/lookup.js';

type Json = Record<string, unknown>;

export interface TemplateCondition {
  readonly description: string;
  readonly condition: string;
}

/**
 * GET .../adaptive-schema/template-conditions: conditions a section or site space can
 * use, derived from the visitor schema: `visitor.claims.<path> === true` for a boolean
 * claim, one `=== "<value>"` per value of a string enum. Other claim types give none.
 * A site without a schema has no templates (`{items: []}`).
 */
export const listTemplateConditions: Handler = (ctx) => {
  const { site } = siteForRead(ctx);
  const properties = (site.adaptiveSchema?.jsonSchema.properties ?? {}) as Json;
  return { status: 200, body: { items: conditionsOf(properties, 'visitor.claims') } };
};

export function conditionsOf(properties: Json, prefix: string): TemplateCondition[] {
  return Object.entries(properties).flatMap(([name, raw]) => {
    const claim = raw as Json;
    const path = `${prefix}.${name}`;
    const description = String(claim.description ?? name);
    if (claim.type === 'boolean') return [{ description, condition: `${path} === true` }];
    if (claim.type === 'string' && Array.isArray(claim.enum)) {
      return claim.enum.map((value) => ({
        description: `${description}: ${String(value)}`,
        condition: `${path} === ${JSON.stringify(value)}`,
      }));
    }
    if (claim.type === 'object') return conditionsOf((claim.properties ?? {}) as Json, path);
    return [];
  });
}
