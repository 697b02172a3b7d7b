import { KINDS, RESOURCE_KINDS, type ResourceKind } from '../kinds.js';

/**
 * Every kind's table of fields, by kind (each kind's record holds its table): what the
 * docs' field tables, the JSON Schema and the tests that hold every row to the API are
 * made from.
 */
export const FIELD_TABLES = Object.fromEntries(
  RESOURCE_KINDS.map((kind) => [kind, KINDS[kind].fields]),
) as { readonly [K in ResourceKind]: (typeof KINDS)[K]['fields'] };
