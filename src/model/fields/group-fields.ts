import { text } from '../schema/fields.js';
import type { FieldTable } from './field-row.js';
import type { StructureVia } from './structure-via.js';
import { DRAFT_ROW, ICON_ROW, titleRow } from './structure-rows.js';

/**
 * A section group's fields (seed, "Site section groups"; official `SiteSectionGroup`,
 * `addSectionGroupToSite`, `updateSiteSectionGroupById`). Its `sections` are a list of
 * their own; the title is written under `group:`, which tells a group from a section.
 */
export const GROUP_FIELDS = {
  title: {
    ...titleRow('the group title; matches the live group in its parent', text(1, 100)),
    yamlKey: 'group',
  },
  icon: ICON_ROW,
  draft: DRAFT_ROW,
} as const satisfies FieldTable<StructureVia>;

export type GroupFieldName = keyof typeof GROUP_FIELDS;
