import * as z from 'zod';
import { condition } from '../schema/fields.js';
import type { MaybeSecret } from '../secret.js';
import type { FieldTable } from './field-row.js';
import type { StructureVia } from './structure-via.js';
import { field } from './field-row.js';
import { itemPath } from './section-fields.js';

/**
 * A site space's fields (seed, "Site spaces"; official `SiteSpace`, `addSpaceToSite`,
 * `updateSiteSpaceById`). The `space` it shows is its identity, not a field: a site
 * space of another space is another site space.
 */
export const SITE_SPACE_FIELDS = {
  path: field<string, string>()({
    doc: 'the path of the space on the site (or in its section)',
    yaml: itemPath,
    strings: 'plain',
    wire: { schema: z.string() },
    via: 'patch',
  }),
  condition: field<MaybeSecret | null, string>()({
    doc: 'an adaptive content condition (an expression); null removes it',
    yaml: condition,
    removable: true,
    strings: 'text',
    wire: { schema: z.string() },
    via: 'patch',
  }),
  default: field<boolean>()({
    doc: 'the default space of its section, or of the site (setting it moves the flag)',
    yaml: z.boolean(),
    wire: { schema: z.boolean() },
    absentIs: false,
    via: 'default',
    exportedWhenTrue: true,
  }),
  hidden: field<boolean>()({
    doc: "hidden from the site's navigation",
    yaml: z.boolean(),
    wire: { schema: z.boolean() },
    absentIs: false,
    via: 'patch',
    exportedWhenTrue: true,
  }),
} as const satisfies FieldTable<StructureVia>;

export type SiteSpaceFieldName = keyof typeof SITE_SPACE_FIELDS;
