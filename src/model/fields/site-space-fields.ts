import type { FieldTable } from './field-row.js';
import type { StructureVia } from './structure-via.js';
import { field } from './field-row.js';
import { flagRow } from './flag-row.js';
import { CONDITION_ROW, DRAFT_ROW, defaultRow, pathRow } from './structure-rows.js';
import { CUSTOMIZATION_WHOLE } from '../schema/customization.js';
import { siteSpaceCustomization } from '../schema/customization-override.js';

/**
 * A site space's fields (seed, "Site spaces"; official `SiteSpace`, `addSpaceToSite`,
 * `updateSiteSpaceById`). The `space` it shows is its identity, not a field: a site
 * space of another space is another site space.
 */
export const SITE_SPACE_FIELDS = {
  path: pathRow('the path of the space on the site (or in its section)'),
  condition: CONDITION_ROW,
  default: defaultRow(
    'the default space of its section, or of the site (setting it moves the flag)',
  ),
  hidden: flagRow("hidden from the site's navigation", { via: 'patch' }),
  draft: DRAFT_ROW,
  customization: field<Readonly<Record<string, unknown>>>()({
    doc: "the site's customization overridden for this site space (official `overrideSiteSpaceCustomizationById`): only the declared leaves are managed; null resets the whole override to the site's",
    yaml: siteSpaceCustomization,
    // null: the override is deleted (official `deleteSiteSpaceCustomizationById`), planned
    // from the leaves that differ from the site's (src/plan/structure/override-reset.ts)
    removable: true,
    via: 'customization',
    compare: 'declared-leaves',
    wholeAt: CUSTOMIZATION_WHOLE,
    // a value the API takes only whole, declared in part, is an error at its key
    located: 'paths',
    // written by export-overrides.ts: the leaves that differ from the site's settings
    exported: false,
    keysAsWritten: true,
    inDeleteSummary: false,
  }),
} as const satisfies FieldTable<StructureVia>;

export type SiteSpaceFieldName = keyof typeof SITE_SPACE_FIELDS;
