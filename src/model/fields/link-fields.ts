import * as z from 'zod';
import { text, url } from '../schema/fields.js';
import type { MaybeSecret } from '../secret.js';
import type { FieldTable } from './field-row.js';
import type { StructureVia } from './structure-via.js';
import { field } from './field-row.js';
import { CONDITION_ROW, DRAFT_ROW, ICON_ROW } from './structure-rows.js';

/**
 * An external link's fields (official `SiteExternalLink`, `addExternalLinkToSite`,
 * `updateSiteExternalLinkById`; absent from the seed): an entry of the site's navigation
 * that opens another URL, ordered among the sections at the root of the site or in a
 * group. The title is written under `link:`, which tells a link from a section.
 */
export const LINK_FIELDS = {
  title: field<MaybeSecret, string>()({
    doc: 'the link title; matches the live link in its parent',
    yaml: text(2, 128),
    yamlKey: 'link',
    required: true,
    strings: 'text',
    wire: { schema: z.string(), required: true },
    via: 'patch',
    inCreate: true,
  }),
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
  description: field<MaybeSecret | null, string>()({
    doc: 'a description; null removes it',
    yaml: z.string().max(256),
    removable: true,
    multiLine: true,
    strings: 'text',
    wire: { schema: z.string() },
    via: 'patch',
    inCreate: true,
  }),
  condition: { ...CONDITION_ROW, inCreate: true },
  draft: DRAFT_ROW,
} as const satisfies FieldTable<StructureVia>;

export type LinkFieldName = keyof typeof LINK_FIELDS;
