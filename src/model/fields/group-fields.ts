import * as z from 'zod';
import { icon, text } from '../schema/fields.js';
import type { MaybeSecret } from '../secret.js';
import type { FieldTable } from './field-row.js';
import type { StructureVia } from './structure-via.js';
import { field } from './field-row.js';

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
    wire: { schema: z.string() },
    via: 'patch',
    inCreate: true,
  }),
  icon: field<string | null, string>()({
    doc: 'an icon name; null removes it',
    yaml: icon,
    removable: true,
    strings: 'plain',
    wire: { schema: z.string() },
    via: 'patch',
    inCreate: true,
  }),
  draft: field<boolean>()({
    doc: 'a draft, not shown to visitors (official `draft`)',
    yaml: z.boolean(),
    wire: { schema: z.boolean() },
    absentIs: false,
    via: 'patch',
    inCreate: true,
    exportedWhenTrue: true,
  }),
} as const satisfies FieldTable<StructureVia>;

export type GroupFieldName = keyof typeof GROUP_FIELDS;
