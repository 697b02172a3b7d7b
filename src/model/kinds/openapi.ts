import { OPENAPI_FIELDS } from '../fields/openapi-fields.js';
import { kindRecord } from './kind-record.js';

/** An OpenAPI spec (`openapi:`), by slug: its key in the collection. */
export const OPENAPI = kindRecord({
  kind: 'openapi',
  noun: 'OpenAPI spec',
  fields: OPENAPI_FIELDS,
  collection: 'openapi',
  word: 'openapi',
  key: { field: 'slug', previously: false },
  deleteRank: 3,
  pinned: true,
  prunable: true,
  emptiable: true,
  renameHints: false,
});
