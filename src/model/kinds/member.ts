import { MEMBER_FIELDS } from '../fields/member-fields.js';
import { kindRecord } from './kind-record.js';

/** A member of the organization (`members:`), by email: its role. */
export const MEMBER = kindRecord({
  kind: 'member',
  noun: 'member',
  fields: MEMBER_FIELDS,
  collection: 'members',
  word: 'member',
  key: { field: 'email', previously: false },
  deleteRank: 5,
  pinned: false,
  prunable: true,
  emptiable: true,
  renameHints: false,
});
