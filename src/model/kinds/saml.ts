import { SAML_FIELDS } from '../fields/saml-fields.js';
import { kindRecord } from './kind-record.js';

/** A SAML provider (`saml:`), by label. */
export const SAML = kindRecord({
  kind: 'saml',
  noun: 'SAML provider',
  fields: SAML_FIELDS,
  collection: 'saml',
  word: 'saml',
  key: { field: 'label', written: 'label', previously: true },
  deleteRank: 2,
  pinned: true,
  prunable: true,
  emptiable: true,
  renameHints: true,
});
