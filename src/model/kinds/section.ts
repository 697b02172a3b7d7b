import { SECTION_FIELDS } from '../fields/section-fields.js';
import { kindRecord } from './kind-record.js';

/** A section of a site's structure, at its root or in a group, by title (or `key`). */
export const SECTION = kindRecord({
  kind: 'section',
  noun: 'section',
  fields: SECTION_FIELDS,
  word: 'section',
  key: { field: 'title', written: 'title', previously: true },
  parent: 'site',
  siblings: 'nodes',
  deleteRank: 0,
  pinned: true,
  prunable: false,
  emptiable: false,
  renameHints: true,
});
