import { SEED_ONLY_SITE_FIELDS } from '../model/fields/site-fields.js';
import type { OperationId } from './operations.js';

/**
 * Fields docform sends that the seed has and the official
 * request schema lacks, by the operation that takes them (the fields are listed in
 * model/fields/site-fields.ts; docs/api-differences.md, "Fields only the seed has").
 * Request bodies may carry exactly these beyond the official type, and the wire check of
 * the end-to-end suite allows exactly these.
 */
export const SEED_ONLY_FIELDS = {
  /** Seed "Sites": whether the site is in the Docs agent's context. */
  updateSiteById: SEED_ONLY_SITE_FIELDS,
} as const satisfies Partial<Record<OperationId, readonly string[]>>;

type SeedOnlyOps = keyof typeof SEED_ONLY_FIELDS;

/** The seed-only fields an operation's body may carry, as optional strings. */
export type SeedOnly<K extends OperationId> = K extends SeedOnlyOps
  ? Partial<Record<(typeof SEED_ONLY_FIELDS)[K][number], string>>
  : unknown;
