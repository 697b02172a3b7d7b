import { TEAM_FIELDS } from '../fields/team-fields.js';
import { kindRecord } from './kind-record.js';

/** A team (`teams:`), by title. */
export const TEAM = kindRecord({
  kind: 'team',
  noun: 'team',
  fields: TEAM_FIELDS,
  collection: 'teams',
  word: 'team',
  key: { field: 'title', written: 'title', previously: true },
  deleteRank: 4,
  pinned: true,
  prunable: true,
  emptiable: true,
  renameHints: true,
});
