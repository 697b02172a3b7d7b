import * as z from 'zod';

/**
 * The site's visitor claims schema, as PUT .../adaptive-schema takes it in `jsonSchema`
 * (seed, "AdaptiveSchema"; the official `updateSiteAdaptiveSchema` widens claims beyond
 * booleans: docs/api-differences.md, row 27): every level is strict and every claim has a
 * description.
 */
const description = z.string().min(1);

const booleanClaim = z.strictObject({ type: z.literal('boolean'), description });
const stringClaim = z.strictObject({
  type: z.literal('string'),
  description,
  enum: z.array(z.string()).optional(),
});
const numberClaim = z.strictObject({ type: z.literal('number'), description });
const primitiveClaim = z.discriminatedUnion('type', [booleanClaim, stringClaim, numberClaim]);
const arrayClaim = z.strictObject({
  type: z.literal('array'),
  description,
  items: primitiveClaim,
});

export interface ObjectClaim {
  type: 'object';
  description: string;
  properties: Record<string, Claim>;
  additionalProperties: false;
}
export type Claim =
  | z.infer<typeof booleanClaim>
  | z.infer<typeof stringClaim>
  | z.infer<typeof numberClaim>
  | z.infer<typeof arrayClaim>
  | ObjectClaim;

const objectClaim: z.ZodType<ObjectClaim> = z.strictObject({
  type: z.literal('object'),
  description,
  get properties() {
    return z.record(z.string(), claim);
  },
  additionalProperties: z.literal(false),
});

const claim: z.ZodType<Claim> = z.discriminatedUnion('type', [
  booleanClaim,
  stringClaim,
  numberClaim,
  arrayClaim,
  objectClaim as unknown as typeof booleanClaim,
]) as unknown as z.ZodType<Claim>;

/**
 * `unsigned` holds the claims a visitor sets without a signature; the official
 * `SiteAdaptiveJSONSchema` fixes its description to this exact text.
 */
export const UNSIGNED_DESCRIPTION = 'Unsigned claims of the site visitor.';

const unsignedClaims = z.strictObject({
  type: z.literal('object'),
  description: z.literal(UNSIGNED_DESCRIPTION),
  properties: z.record(z.string(), claim),
  additionalProperties: z.literal(false),
});

export const adaptiveSchema = z
  .strictObject({
    $schema: z.literal('http://json-schema.org/draft-07/schema#').optional(),
    type: z.literal('object'),
    additionalProperties: z.literal(false),
    properties: z.object({ unsigned: unsignedClaims.optional() }).catchall(claim),
  })
  .describe('visitor claims JSON Schema (draft-07) of adaptive content');

/** A declared adaptive schema: the official `SiteAdaptiveJSONSchema`, as the schema reads it. */
export type AdaptiveSchema = z.output<typeof adaptiveSchema>;
