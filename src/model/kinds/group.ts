import { GROUP_FIELDS } from '../fields/group-fields.js';
import { structureNode } from './kind-record.js';

/** A section group of a site's structure (`- group: TITLE`), by title (or `key`). */
export const GROUP = structureNode({
  kind: 'group',
  noun: 'section group',
  fields: GROUP_FIELDS,
  renameHints: true,
});
