import * as z from 'zod';
import { text } from '../schema/fields.js';
import type { MaybeSecret } from '../secret.js';
import type { FieldTable } from './field-row.js';
import type { StructureVia } from './structure-via.js';
import { field } from './field-row.js';
import { CONDITION_ROW, DRAFT_ROW, ICON_ROW, itemPath } from './structure-rows.js';

/**
 * A section's fields (seed, "Site sections"; official `SiteSection`, `addSectionToSite`,
 * `updateSiteSectionById`; bounds from the official PATCH body), in docs/config.md's
 * order. Its site spaces (`spaces`) are a list of their own.
 */
export const SECTION_FIELDS = {
  title: field<MaybeSecret, string>()({
    doc: 'the section title; matches the live section in its parent',
    yaml: text(2, 128),
    required: true,
    strings: 'text',
    wire: { schema: z.string(), required: true },
    via: 'patch',
    inCreate: true,
  }),
  icon: ICON_ROW,
  description: field<MaybeSecret | null, string>()({
    doc: 'a description; null removes it',
    yaml: z.string().max(256),
    removable: true,
    multiLine: true,
    strings: 'text',
    wire: { schema: z.string() },
    via: 'patch',
  }),
  path: field<string, string>()({
    doc: 'the path of the section on the site',
    yaml: itemPath,
    strings: 'plain',
    wire: { schema: z.string(), required: true },
    via: 'patch',
  }),
  condition: CONDITION_ROW,
  default: field<boolean>()({
    doc: "the site's default section (one per site: setting it moves the flag)",
    yaml: z.boolean(),
    wire: { schema: z.boolean() },
    absentIs: false,
    via: 'default',
    platformDefaults: [false],
  }),
  draft: DRAFT_ROW,
} as const satisfies FieldTable<StructureVia>;

export type SectionFieldName = keyof typeof SECTION_FIELDS;
