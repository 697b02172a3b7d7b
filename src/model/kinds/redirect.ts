import { REDIRECT_FIELDS } from '../fields/redirect-fields.js';
import { kindRecord } from './kind-record.js';

/**
 * A site's redirect (`redirects:`), by its source path. Matched by source, so `pin`
 * writes no id for it.
 */
export const REDIRECT = kindRecord({
  kind: 'redirect',
  noun: 'redirect',
  fields: REDIRECT_FIELDS,
  word: 'redirect',
  key: { field: 'source', previously: false },
  parent: 'site',
  deleteRank: 0,
  pinned: false,
  prunable: false,
  emptiable: false,
  renameHints: false,
});
