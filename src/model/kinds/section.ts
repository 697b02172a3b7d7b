import { SECTION_FIELDS } from '../fields/section-fields.js';
import { structureNode } from './kind-record.js';

/** A section of a site's structure, at its root or in a group, by title (or `key`). */
export const SECTION = structureNode({
  kind: 'section',
  noun: 'section',
  fields: SECTION_FIELDS,
  written: 'title',
  renameHints: true,
});
