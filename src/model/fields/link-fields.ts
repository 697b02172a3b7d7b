import * as z from 'zod';
import { text, url } from '../schema/fields.js';
import type { FieldTable } from './field-row.js';
import type { StructureVia } from './structure-via.js';
import { field } from './field-row.js';
import { CONDITION_ROW, DESCRIPTION_ROW, DRAFT_ROW, ICON_ROW, titleRow } from './structure-rows.js';

/**
 * An external link's fields (official `SiteExternalLink`, `addExternalLinkToSite`,
 * `updateSiteExternalLinkById`; absent from the seed): an entry of the site's navigation
 * that opens another URL, ordered among the sections at the root of the site or in a
 * group. The title is written under `link:`, which tells a link from a section.
 */
export const LINK_FIELDS = {
  title: {
    ...titleRow('the link title; matches the live link in its parent', text(2, 128)),
    yamlKey: 'link',
  },
  url: field<string, string>()({
    doc: 'the absolute http(s) URL the link opens',
    // official `URL`: "must be absolute http(s)" for an external link
    yaml: url,
    required: true,
    strings: 'plain',
    wire: { schema: z.string(), required: true },
    via: 'patch',
    inCreate: true,
  }),
  icon: ICON_ROW,
  description: { ...DESCRIPTION_ROW, inCreate: true },
  condition: { ...CONDITION_ROW, inCreate: true },
  draft: DRAFT_ROW,
} as const satisfies FieldTable<StructureVia>;

export type LinkFieldName = keyof typeof LINK_FIELDS;
