import * as z from 'zod';
import { text } from '../schema/fields.js';
import type { MaybeSecret } from '../secret.js';
import type { FieldTable } from './field-row.js';
import type { StructureVia } from './structure-via.js';
import { field } from './field-row.js';
import { DRAFT_ROW, ICON_ROW } from './structure-rows.js';

/**
 * A section group's fields (seed, "Site section groups"; official `SiteSectionGroup`,
 * `addSectionGroupToSite`, `updateSiteSectionGroupById`). Its `sections` are a list of
 * their own; the title is written under `group:`, which tells a group from a section.
 */
export const GROUP_FIELDS = {
  title: field<MaybeSecret, string>()({
    doc: 'the group title; matches the live group in its parent',
    yaml: text(1, 100),
    yamlKey: 'group',
    required: true,
    strings: 'text',
    wire: { schema: z.string(), required: true },
    via: 'patch',
    inCreate: true,
  }),
  icon: ICON_ROW,
  draft: DRAFT_ROW,
} as const satisfies FieldTable<StructureVia>;

export type GroupFieldName = keyof typeof GROUP_FIELDS;
