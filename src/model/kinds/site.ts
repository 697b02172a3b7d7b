import { SITE_FIELDS } from '../fields/site-fields.js';
import { kindRecord } from './kind-record.js';

/** A docs site (`sites:`), by title: it owns its structure and its redirects. */
export const SITE = kindRecord({
  kind: 'site',
  noun: 'site',
  fields: SITE_FIELDS,
  collection: 'sites',
  word: 'site',
  key: { field: 'title', written: 'title', previously: true },
  deleteRank: 1,
  pinned: true,
  prunable: true,
  emptiable: true,
  renameHints: true,
});
