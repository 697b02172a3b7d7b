import { SITE_SPACE_FIELDS } from '../fields/site-space-fields.js';
import { kindRecord } from './kind-record.js';

/** A site space: a space shown by a section (or at a site's root), by its space. */
export const SITE_SPACE = kindRecord({
  kind: 'site-space',
  noun: 'site space',
  fields: SITE_SPACE_FIELDS,
  word: 'space',
  key: { field: 'spaceId', written: 'space', previously: false },
  parent: 'site',
  siblings: 'spaces',
  deleteRank: 0,
  pinned: true,
  prunable: false,
  emptiable: false,
  renameHints: false,
});
