import { COLLECTION_FIELDS } from '../fields/collection-fields.js';
import { kindRecord } from './kind-record.js';

/**
 * A collection (`collections:`), by title: a folder of spaces and collections. Deleted
 * after the spaces and collections it may hold (the API refuses to delete one that is not
 * empty; src/plan/kinds/plan-collections.ts).
 */
export const COLLECTION = kindRecord({
  kind: 'collection',
  noun: 'collection',
  fields: COLLECTION_FIELDS,
  collection: 'collections',
  word: 'collection',
  key: { field: 'title', written: 'title', previously: true },
  deleteRank: 7,
  pinned: true,
  prunable: true,
  emptiable: true,
  renameHints: true,
});
