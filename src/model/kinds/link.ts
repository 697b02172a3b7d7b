import { LINK_FIELDS } from '../fields/link-fields.js';
import { kindRecord } from './kind-record.js';

/** An external link among a site's sections (`- link: TITLE`), by title (or `key`). */
export const LINK = kindRecord({
  kind: 'link',
  noun: 'external link',
  fields: LINK_FIELDS,
  word: 'link',
  key: { field: 'title', written: 'link', previously: true },
  parent: 'site',
  siblings: 'nodes',
  deleteRank: 0,
  pinned: true,
  prunable: false,
  emptiable: false,
  renameHints: false,
});
