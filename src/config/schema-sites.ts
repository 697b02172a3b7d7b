import * as z from 'zod';
import { GROUP_FIELDS, type GroupFieldName } from '../model/fields/group-fields.js';
import { LINK_FIELDS, type LinkFieldName } from '../model/fields/link-fields.js';
import {
  REDIRECT_FIELDS,
  redirectPathOrUrl,
  redirectSourceYaml,
} from '../model/fields/redirect-fields.js';
import { SECTION_FIELDS, type SectionFieldName } from '../model/fields/section-fields.js';
import { SITE_FIELDS, type SiteFieldName } from '../model/fields/site-fields.js';
import { SITE_SPACE_FIELDS, type SiteSpaceFieldName } from '../model/fields/site-space-fields.js';
import { id, key, previously } from '../model/schema/fields.js';
import { yamlShape } from './field-rows.js';

/**
 * A schema typed as the config type it checks: its shape is made of a table's rows,
 * whose value types zod cannot infer through `yamlShape`; the rows type the same values
 * in the model (`DesiredFields`).
 */
function typed<T>(schema: z.ZodType): z.ZodType<T> {
  return schema as z.ZodType<T>;
}

/** A site space: a space shown on the site (seed, "Site spaces"), then its table's fields. */
export const siteSpaceSchema = typed<SiteSpaceConfig>(
  z.strictObject({
    space: z.string().min(1).describe('a key under `spaces:` or a live space id'),
    id: id.optional(),
    ...yamlShape(SITE_SPACE_FIELDS),
  }),
);

/** A section (seed, "Site sections"): its table's fields, its identity, its site spaces. */
export const sectionSchema = typed<SectionConfig>(
  z.strictObject({
    ...yamlShape(SECTION_FIELDS),
    key: key.optional().describe('address key when two sections share a title'),
    id: id.optional(),
    previously: previously.optional(),
    spaces: z.array(siteSpaceSchema).min(1),
  }),
);

/** Identity and children of a section, a group and a site space, beside their fields. */
interface Identity {
  readonly key?: string | undefined;
  readonly id?: string | undefined;
  readonly previously?: string[] | undefined;
}

export type SectionConfig = Readonly<Partial<Record<SectionFieldName, unknown>>> &
  Identity & { readonly title: string; readonly spaces: SiteSpaceConfig[] };

export type GroupConfig = Readonly<Partial<Record<GroupFieldName, unknown>>> &
  Identity & { readonly group: string; readonly sections: StructureItemConfig[] };

export type LinkConfig = Readonly<Partial<Record<LinkFieldName, unknown>>> &
  Identity & { readonly link: string; readonly url: string };

/** An item of a site's `sections:` or of a group's. */
export type StructureItemConfig = SectionConfig | GroupConfig | LinkConfig;

/**
 * An external link among the sections (official `SiteExternalLink`, absent from the
 * seed): its table's fields (the title under `link:`), its identity.
 */
export const linkSchema = typed<LinkConfig>(
  z.strictObject({
    ...yamlShape(LINK_FIELDS),
    key: key.optional().describe('address key when two links share a title'),
    id: id.optional(),
    previously: previously.optional(),
  }),
);

/** A section group, holding ordered sections and nested groups (official `SiteSectionGroup`). */
export const groupSchema = typed<GroupConfig>(
  z.strictObject({
    ...yamlShape(GROUP_FIELDS),
    key: key.optional(),
    id: id.optional(),
    previously: previously.optional(),
    get sections() {
      return z.array(structureItemSchema);
    },
  }),
);

/** Sections, groups and links are told apart by the `group:` and `link:` keys. */
export const structureItemSchema: z.ZodType<StructureItemConfig> = z.union([
  sectionSchema,
  groupSchema,
  linkSchema,
]);

/** A redirect: its destination alone (the short form), or its table's fields. */
const redirectSchema = z.union([redirectPathOrUrl, z.strictObject(yamlShape(REDIRECT_FIELDS))]);

/** A site: its settings from its table (model/fields/site-fields.ts), then its structure. */
export const siteSchema = typed<SiteConfig>(
  z.strictObject({
    ...yamlShape(SITE_FIELDS),
    id: id.optional(),
    previously: previously.optional(),
    sections: z.array(structureItemSchema).optional(),
    spaces: z.array(siteSpaceSchema).optional(),
    redirects: z.record(redirectSourceYaml, redirectSchema).optional(),
  }),
);

/** A site as the schema reads it: its settings are its table's (`DesiredFields`). */
export type SiteConfig = Readonly<Partial<Record<SiteFieldName, unknown>>> & {
  readonly id?: string | undefined;
  readonly previously?: string[] | undefined;
  readonly sections?: StructureItemConfig[] | undefined;
  readonly spaces?: SiteSpaceConfig[] | undefined;
  readonly redirects?: Record<string, RedirectConfig> | undefined;
};

/** A redirect: its destination alone (short form), or its fields. */
export type RedirectConfig = unknown;
export type SiteSpaceConfig = Readonly<Partial<Record<SiteSpaceFieldName, unknown>>> & {
  readonly space: string;
  readonly id?: string | undefined;
};
