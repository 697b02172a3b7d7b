import { GROUP_FIELDS } from '../fields/group-fields.js';
import { kindRecord } from './kind-record.js';

/** A section group of a site's structure (`- group: TITLE`), by title (or `key`). */
export const GROUP = kindRecord({
  kind: 'group',
  noun: 'section group',
  fields: GROUP_FIELDS,
  word: 'group',
  key: { field: 'title', written: 'group', previously: true },
  parent: 'site',
  siblings: 'nodes',
  deleteRank: 0,
  pinned: true,
  prunable: false,
  emptiable: false,
  renameHints: true,
});
