import { text } from '../schema/fields.js';
import type { FieldTable } from './field-row.js';
import type { StructureVia } from './structure-via.js';
import {
  CONDITION_ROW,
  defaultRow,
  DESCRIPTION_ROW,
  DRAFT_ROW,
  ICON_ROW,
  pathRow,
  titleRow,
} from './structure-rows.js';

/**
 * A section's fields (seed, "Site sections"; official `SiteSection`, `addSectionToSite`,
 * `updateSiteSectionById`; bounds from the official PATCH body), in docs/config.md's
 * order. Its site spaces (`spaces`) are a list of their own.
 */
export const SECTION_FIELDS = {
  title: titleRow('the section title; matches the live section in its parent', text(2, 128)),
  icon: ICON_ROW,
  description: DESCRIPTION_ROW,
  path: pathRow('the path of the section on the site'),
  condition: CONDITION_ROW,
  default: defaultRow("the site's default section (one per site: setting it moves the flag)"),
  draft: DRAFT_ROW,
} as const satisfies FieldTable<StructureVia>;

export type SectionFieldName = keyof typeof SECTION_FIELDS;
