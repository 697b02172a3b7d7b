import * as z from 'zod';
import { PRUNABLE_COLLECTIONS } from '../model/kinds.js';
import { notRemovable } from '../model/schema/removal.js';
import { DEFAULT_DELETE_THRESHOLD, DEFAULT_UPDATE_THRESHOLD } from './policy-defaults.js';
import { siteSchema } from './schema-sites.js';
import { SPACE_FIELDS } from '../model/fields/space-fields.js';
import { yamlShape } from './field-rows.js';
import {
  domain,
  email,
  entityId,
  id,
  key,
  openapiVisibility,
  orgTitle,
  previously,
  roleOrGuest,
  slug,
  text,
  url,
} from '../model/schema/fields.js';

/**
 * The YAML format, and the single source of its JSON Schema (`docform schema`).
 * Names follow DESIGN "The configuration"; docs/config.md documents every field.
 */
const mergeRule = z.strictObject({
  rule: z.enum([
    'require_specific_reviewers',
    'require_one_of_specific_reviewers',
    'allow_bypass',
    'require_at_least_one_review',
    'require_at_least_one_approved_review',
    'require_all_reviews_approved',
    'require_agent_review',
    'require_up_to_date_change_request',
    'require_change_request_subject',
    'require_change_request_description',
    'require_author_to_merge',
    'custom',
  ]),
  users: z.array(email).optional().describe('reviewers, by member email'),
  expression: z.string().max(1024).optional(),
  message: z.string().optional(),
});

const mergeRules = z.strictObject({
  type: z.enum(['rules', 'none']),
  rules: z.array(mergeRule).optional(),
});

const settingsSchema = z.strictObject({
  title: orgTitle.optional(),
  emailDomains: z.array(domain).optional(),
  hostname: notRemovable(
    text(3, 32),
    'the API keeps an organization hostname once set: set another one, or leave `hostname` out to stop managing it',
  ).optional(),
  defaultRole: roleOrGuest.optional(),
  defaultContent: z
    .strictObject({ site: z.string().min(1).describe('a key under `sites:` or a live site id') })
    .nullable()
    .optional(),
  logo: url.nullable().optional(),
  sso: z.boolean().optional(),
  ai: z.boolean().optional(),
  inviteLinks: z.boolean().optional(),
  mergeRules: mergeRules.optional(),
  agentInstructions: z
    .string()
    .describe('the Docs agent instructions, as Markdown; typically ${file:AGENTS.md}')
    .optional(),
});

const memberSchema = z.union([
  roleOrGuest,
  z.strictObject({ role: roleOrGuest, id: id.optional() }),
]);

const teamSchema = z.strictObject({
  title: text(1, 64),
  id: id.optional(),
  members: z.array(email).optional().describe('member emails; omitted = membership not managed'),
  previously: previously.optional(),
});

const KEEP_SAML =
  'the API keeps this field of a SAML provider once set: set another value, or leave the field out to stop managing it';

const samlSchema = z.strictObject({
  label: text(1, 30),
  id: id.optional(),
  ssoURL: notRemovable(url, KEEP_SAML).optional(),
  entityID: notRemovable(z.string().min(1).max(1024), KEEP_SAML).optional(),
  certificate: notRemovable(z.string().min(1).max(10000), KEEP_SAML).optional(),
  defaultTeam: notRemovable(
    z.string().min(1),
    'the API cannot clear a default team: name another team, or leave `defaultTeam` out to stop managing it',
  )
    .optional()
    .describe('a team key or a live team id'),
  defaultRole: roleOrGuest.optional(),
  previously: previously.optional(),
});

const openapiSchema = z.strictObject({
  id: id.optional(),
  source: z.union([
    url,
    z.strictObject({ url }),
    z.strictObject({ text: z.string().min(1).describe('the spec itself, inline') }),
    z.strictObject({
      file: z.string().min(1).describe('a spec file, relative to the config file naming it'),
    }),
  ]),
  visibility: openapiVisibility.optional(),
});

/** An existing space, by id, and the settings of its table (model/fields/space-fields.ts). */
const spaceSchema = z.strictObject({
  id: id,
  ...yamlShape(SPACE_FIELDS),
});

const threshold = z.strictObject({
  count: z.int().min(0).optional(),
  percent: z.number().min(0).max(100).optional(),
});

/** A threshold's description, with its default (`count 10, percent 30`). */
const overThreshold = (what: string, d: { readonly count: number; readonly percent: number }) =>
  `${what} over this need --force (default: count ${d.count}, percent ${d.percent})`;

const policySchema = z.strictObject({
  prune: z.array(z.enum(PRUNABLE_COLLECTIONS)).optional(),
  deleteThreshold: threshold
    .optional()
    .describe(overThreshold('deletes', DEFAULT_DELETE_THRESHOLD)),
  updateThreshold: threshold
    .optional()
    .describe(overThreshold('updates', DEFAULT_UPDATE_THRESHOLD)),
  protect: z.array(z.string().min(1)).optional().describe('addresses never deleted'),
  ignore: z.array(z.string().min(1)).optional().describe('addresses neither planned nor listed'),
  redirectOnPathChange: z
    .boolean()
    .optional()
    .describe(
      'plan a redirect from the old path of every section or site space whose path changes',
    ),
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
