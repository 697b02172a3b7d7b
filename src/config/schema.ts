import * as z from 'zod';
import { PRUNABLE_COLLECTIONS, TOP_LEVEL_COLLECTION } from '../model/kinds.js';
import type { ConfigKey, TopLevelCollection } from '../model/kinds.js';
import {
  DEFAULT_ADMIN_GRANT_THRESHOLD,
  DEFAULT_DELETE_THRESHOLD,
  DEFAULT_INVITE_THRESHOLD,
  DEFAULT_UPDATE_THRESHOLD,
} from './policy-defaults.js';
import { siteSchema } from './schema-sites.js';
import { COLLECTION_FIELDS } from '../model/fields/collection-fields.js';
import { SPACE_FIELDS } from '../model/fields/space-fields.js';
import { yamlShape } from './field-rows.js';
import { MEMBER_FIELDS } from '../model/fields/member-fields.js';
import { TEAM_FIELDS } from '../model/fields/team-fields.js';
import { SAML_FIELDS } from '../model/fields/saml-fields.js';
import { OPENAPI_FIELDS } from '../model/fields/openapi-fields.js';
import { SETTINGS_FIELDS } from '../model/fields/settings-fields.js';
import { email, entityId, id, key, previously, roleOrGuest, slug } from '../model/schema/fields.js';

/**
 * The YAML format, and the single source of its JSON Schema (`docform schema`).
 * docs/config.md documents every field. The
 * organization's settings are their table's rows (model/fields/settings-fields.ts).
 */
const settingsSchema = z.strictObject(yamlShape(SETTINGS_FIELDS));

/** A member: its role alone, or its fields (model/fields/member-fields.ts) and its id. */
const memberSchema = z.union([
  roleOrGuest,
  z.strictObject({ ...yamlShape(MEMBER_FIELDS), id: id.optional() }),
]);

/** A team: its fields (model/fields/team-fields.ts), its id and former titles. */
const teamSchema = z.strictObject({
  ...yamlShape(TEAM_FIELDS),
  id: id.optional(),
  previously: previously.optional(),
});

/** A SAML provider: its fields (model/fields/saml-fields.ts), its id and former labels. */
const samlSchema = z.strictObject({
  ...yamlShape(SAML_FIELDS),
  id: id.optional(),
  previously: previously.optional(),
});

/** An OpenAPI spec, under its slug: its id and fields (model/fields/openapi-fields.ts). */
const openapiSchema = z.strictObject({
  id: id.optional(),
  ...yamlShape(OPENAPI_FIELDS),
});

/** A collection: its fields (model/fields/collection-fields.ts), its id and former titles. */
const collectionSchema = z.strictObject({
  ...yamlShape(COLLECTION_FIELDS),
  id: id.optional(),
  previously: previously.optional(),
});

/**
 * A space and the settings of its table (model/fields/space-fields.ts): an existing one
 * by `id`, or without it one docform owns (its title required, a rule: owned-spaces.ts).
 * `owned: true` keeps a space docform owns owned once `docform pin` has written its id.
 */
const spaceSchema = z.strictObject({
  id: id.optional(),
  owned: z
    .literal(true)
    .optional()
    .describe(
      'a space docform owns, pinned by its id (`docform pin` writes it beside the id): the config still lists the spaces it does not declare',
    ),
  ...yamlShape(SPACE_FIELDS),
  previously: previously.optional(),
});

const threshold = z.strictObject({
  count: z.int().min(0).optional(),
  percent: z.number().min(0).max(100).optional(),
});

/** A threshold of a count alone (invites, admin grants: no share of a kind to count). */
const countThreshold = z.strictObject({ count: z.int().min(0).optional() });

/** A threshold's description, with its default (`count 10, percent 30`). */
const overThreshold = (what: string, d: { readonly count: number; readonly percent?: number }) =>
  `${what} over this need --force (default: count ${d.count}${d.percent === undefined ? '' : `, percent ${d.percent}`})`;

const policySchema = z.strictObject({
  prune: z.array(z.enum(PRUNABLE_COLLECTIONS)).optional(),
  deleteThreshold: threshold
    .optional()
    .describe(overThreshold('deletes', DEFAULT_DELETE_THRESHOLD)),
  updateThreshold: threshold
    .optional()
    .describe(overThreshold('updates', DEFAULT_UPDATE_THRESHOLD)),
  inviteThreshold: countThreshold
    .optional()
    .describe(overThreshold('people invited', DEFAULT_INVITE_THRESHOLD)),
  adminGrantThreshold: countThreshold
    .optional()
    .describe(
      overThreshold(
        'grants of admin (a member role, a site, space or collection grant)',
        DEFAULT_ADMIN_GRANT_THRESHOLD,
      ),
    ),
  protect: z
    .array(z.string().min(1))
    .optional()
    .describe('addresses never deleted; `*` matches any characters within one segment'),
  ignore: z
    .array(z.string().min(1))
    .optional()
    .describe(
      'addresses neither planned nor listed; `*` matches any characters within one segment',
    ),
  redirectOnPathChange: z
    .boolean()
    .optional()
    .describe(
      'plan a redirect from the old path of every section or site space whose path changes',
    ),
});

/**
 * The schema of each key that declares objects (the settings, each collection under its
 * keys), by config key: a kind added to the registry (src/model/kinds.ts) asks for its
 * schema here.
 */
const DECLARING_KEYS = {
  settings: settingsSchema.optional(),
  members: z.record(email, memberSchema).optional(),
  teams: z.record(key, teamSchema).optional(),
  saml: z.record(key, samlSchema).optional(),
  openapi: z.record(slug, openapiSchema).optional(),
  collections: z.record(key, collectionSchema).optional(),
  spaces: z.record(key, spaceSchema).optional(),
  sites: z.record(key, siteSchema).optional(),
} satisfies { readonly [K in ConfigKey]: z.ZodType };

export const configSchema = z
  .strictObject({
    version: z.literal(1),
    organization: entityId.describe('id of the organization'),
    ...DECLARING_KEYS,
    policy: policySchema.optional(),
  })
  .describe('docform configuration');

export type ConfigInput = z.infer<typeof configSchema>;

/**
 * Top-level keys holding keyed collections: merged across files in directory mode. They
 * are the collections the model keys a kind in (`TOP_LEVEL_COLLECTION`, in its order),
 * each typed as a key of this schema: a collection the schema lacks is a compile error.
 */
export const COLLECTION_KEYS: readonly (TopLevelCollection & keyof ConfigInput)[] = Object.values(
  TOP_LEVEL_COLLECTION,
).filter((collection) => collection !== undefined);
