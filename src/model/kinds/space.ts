import { SPACE_FIELDS } from '../fields/space-fields.js';
import { kindRecord } from './kind-record.js';

/**
 * A space (`spaces:`): an existing one by its id, or one docform owns, by title
 * (src/plan/kinds/owned-spaces.ts).
 */
export const SPACE = kindRecord({
  kind: 'space',
  noun: 'space',
  fields: SPACE_FIELDS,
  collection: 'spaces',
  word: 'space',
  key: { field: 'title', written: 'title', previously: true },
  deleteRank: 6,
  pinned: true,
  prunable: true,
  emptiable: true,
  renameHints: true,
});
