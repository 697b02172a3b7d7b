import type { SiteRecord } from '../world.js';

type Json = Record<string, unknown>;

/** The official `SiteAdaptiveSchema` of a site that has one. */
export function adaptiveSchemaView(
  schema: NonNullable<SiteRecord['adaptiveSchema']>,
): Record<string, unknown> {
  return { object: 'site-adaptive-schema', ...schema };
}

export interface TemplateCondition {
  readonly description: string;
  readonly condition: string;
}

/**
 * Conditions a section or site space can use, derived from the visitor schema:
 * `visitor.claims.<path> === true` for a boolean claim, one `=== "<value>"` per value of
 * a string enum, nested objects unfolded. Other claim types give none.
 */
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
