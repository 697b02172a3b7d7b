import { LINK_FIELDS } from '../fields/link-fields.js';
import { structureNode } from './kind-record.js';

/** An external link among a site's sections (`- link: TITLE`), by title (or `key`). */
export const LINK = structureNode({
  kind: 'link',
  noun: 'external link',
  fields: LINK_FIELDS,
  renameHints: false,
});
