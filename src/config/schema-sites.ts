import * as z from 'zod';
import { notRemovable } from '../model/schema/removal.js';
import { SITE_FIELDS, type SiteFieldName } from '../model/fields/site-fields.js';
import { condition, icon, id, key, previously, sitePath, text } from '../model/schema/fields.js';
import { yamlShape } from './field-rows.js';

/** Section and site space paths can be changed, not removed (no nullable `path` in the API). */
const path = notRemovable(
  sitePath,
  'a path cannot be removed, only changed: set another path, or leave `path` out to stop managing it',
);

/** A site space: a space shown on the site (seed, "Site spaces"). */
export const siteSpaceSchema = z.strictObject({
  space: z.string().min(1).describe('a key under `spaces:` or a live space id'),
  id: id.optional(),
  path: path.optional(),
  condition: condition.nullable().optional(),
  default: z.boolean().optional(),
  hidden: z.boolean().optional(),
});

/** A section (seed, "Site sections"; bounds from the official PATCH body). */
export const sectionSchema = z.strictObject({
  title: text(2, 128),
  key: key.optional().describe('address key when two sections share a title'),
  id: id.optional(),
  previously: previously.optional(),
  icon: icon.nullable().optional(),
  description: z.string().max(256).nullable().optional(),
  path: path.optional(),
  condition: condition.nullable().optional(),
  default: z.boolean().optional(),
  spaces: z.array(siteSpaceSchema).min(1),
});

export type SectionConfig = z.infer<typeof sectionSchema>;

export interface GroupConfig {
  group: string;
  key?: string | undefined;
  id?: string | undefined;
  previously?: string[] | undefined;
  icon?: string | null | undefined;
  sections: (SectionConfig | GroupConfig)[];
}

/** A section group, holding ordered sections and nested groups (official 6.6, item 31). */
export const groupSchema: z.ZodType<GroupConfig> = z.strictObject({
  group: text(1, 100).describe('the group title'),
  key: key.optional(),
  id: id.optional(),
  previously: previously.optional(),
  icon: icon.nullable().optional(),
  get sections() {
    return z.array(structureItemSchema);
  },
});

/** Sections and groups are told apart by the `group:` key (see `branchOf`). */
export const structureItemSchema: z.ZodType<SectionConfig | GroupConfig> = z.union([
  sectionSchema,
  groupSchema,
]);

/** A site: its settings from its table (model/fields/site-fields.ts), then its structure. */
export const siteSchema = z.strictObject({
  ...yamlShape(SITE_FIELDS),
  id: id.optional(),
  previously: previously.optional(),
  sections: z.array(structureItemSchema).optional(),
  spaces: z.array(siteSpaceSchema).optional(),
});

/** A site as the schema reads it: its settings are its table's (`DesiredFields`). */
export type SiteConfig = Readonly<Partial<Record<SiteFieldName, unknown>>> & {
  readonly id?: string | undefined;
  readonly previously?: string[] | undefined;
  readonly sections?: (SectionConfig | GroupConfig)[] | undefined;
  readonly spaces?: SiteSpaceConfig[] | undefined;
};
export type SiteSpaceConfig = z.infer<typeof siteSpaceSchema>;
