import { SETTINGS_FIELDS } from '../fields/settings-fields.js';
import { kindRecord } from './kind-record.js';

/** The organization's settings (`settings:`): one object, never created or deleted. */
export const SETTINGS = kindRecord({
  kind: 'settings',
  noun: 'settings',
  fields: SETTINGS_FIELDS,
  word: 'settings',
  deleteRank: 6,
  pinned: false,
  prunable: false,
  emptiable: false,
  renameHints: false,
});
