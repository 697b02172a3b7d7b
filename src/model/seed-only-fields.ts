// In model, not one layer: api sends and plan compares these fields: one list for both.
/**
 * Site fields the seed (`spec/management-api.md`) has and the official API lacks
 * (docs/api-differences.md, "Fields only the seed has"): the one list. The emulator
 * reports them; the official API neither reports nor takes them. src/api sends them
 * beside the official request type (api/seed-only-fields.ts); src/plan manages them only
 * where the live object reports them (plan/fields-not-in-api.ts).
 */
export const SEED_ONLY_SITE_FIELDS = ['agentsContext'] as const;
export type SeedOnlySiteField = (typeof SEED_ONLY_SITE_FIELDS)[number];
