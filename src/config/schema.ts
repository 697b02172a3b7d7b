import * as z from 'zod';
import { PRUNABLE_COLLECTIONS } from '../model/kinds.js';
import { notRemovable } from '../model/schema/removal.js';
import { siteSchema } from './schema-sites.js';
import { yamlShape } from './field-rows.js';
import { MEMBER_FIELDS } from '../model/fields/member-fields.js';
import { TEAM_FIELDS } from '../model/fields/team-fields.js';
import { SAML_FIELDS } from '../model/fields/saml-fields.js';
import { OPENAPI_FIELDS } from '../model/fields/openapi-fields.js';
import { SETTINGS_FIELDS } from '../model/fields/settings-fields.js';
import {
  defaultLevel,
  editMode,
  email,
  entityId,
  id,
  key,
  language,
  previously,
  roleOrGuest,
  slug,
} from '../model/schema/fields.js';

/**
 * The YAML format, and the single source of its JSON Schema (`docform schema`).
 * Names follow DESIGN "The configuration"; docs/config.md documents every field.
 */
/** The organization's settings: their table's rows (model/fields/settings-fields.ts). */
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

const spaceSchema = z.strictObject({
  id: id,
  title: notRemovable(
    z.string().max(50),
    'a space always has a title: set another one, or leave `title` out to stop managing it',
  ).optional(),
  emoji: z.string().min(1).max(50).nullable().optional(),
  editMode: editMode.optional(),
  defaultLevel: defaultLevel.optional(),
  language: language.optional(),
});

const threshold = z.strictObject({
  count: z.int().min(0).optional(),
  percent: z.number().min(0).max(100).optional(),
});

const policySchema = z.strictObject({
  prune: z.array(z.enum(PRUNABLE_COLLECTIONS)).optional(),
  deleteThreshold: threshold.optional().describe('deletes over this need --force'),
  updateThreshold: threshold.optional().describe('updates over this need --force'),
  protect: z.array(z.string().min(1)).optional().describe('addresses never deleted'),
  ignore: z.array(z.string().min(1)).optional().describe('addresses neither planned nor listed'),
});

export const configSchema = z
  .strictObject({
    version: z.literal(1),
    organization: entityId.describe('id of the organization'),
    settings: settingsSchema.optional(),
    members: z.record(email, memberSchema).optional(),
    teams: z.record(key, teamSchema).optional(),
    saml: z.record(key, samlSchema).optional(),
    openapi: z.record(slug, openapiSchema).optional(),
    spaces: z.record(key, spaceSchema).optional(),
    sites: z.record(key, siteSchema).optional(),
    policy: policySchema.optional(),
  })
  .describe('docform configuration');

export type ConfigInput = z.infer<typeof configSchema>;
export type MemberConfig = z.infer<typeof memberSchema>;

/** Top-level keys holding keyed collections: merged across files in directory mode. */
export const COLLECTION_KEYS = ['members', 'teams', 'saml', 'openapi', 'spaces', 'sites'] as const;
