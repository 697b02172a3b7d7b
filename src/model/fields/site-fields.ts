import * as z from 'zod';
import {
  AGENTS_CONTEXTS,
  SITE_TYPES,
  SITE_VISIBILITIES,
  type AgentsContext,
  type Open,
  type SiteType,
  type SiteVisibility,
} from '../enumerations.js';
import { adaptiveSchema, type AdaptiveSchema } from '../schema/adaptive.js';
import { CUSTOMIZATION_WHOLE, siteCustomization } from '../schema/customization.js';
import { knownPart } from '../schema/known-part.js';
import {
  visitorAuth,
  type DesiredVisitorAuth,
  type LiveVisitorAuth,
} from '../schema/visitor-auth.js';
import { gitSync, type DesiredGitSync, type LiveGitSync } from '../schema/git-sync.js';
import { agentsContext, siteType, siteVisibility, text } from '../schema/fields.js';
import { notRemovable } from '../schema/removal.js';
import { shareLinks, type ShareLink } from '../schema/share-links.js';
import type { MaybeSecret } from '../secret.js';
import { defaultLevelRow, permissionsRow } from './access-rows.js';
import { field, namesWith, type FieldTable, type NamesWith } from './field-row.js';

/**
 * The calls that send a site's fields (src/apply/handlers/site.ts): the official
 * `updateSiteById` PATCH, `publishSite` / `unpublishSite`, `updateSiteAdaptiveSchema`,
 * the share links' create and delete, the permission calls (`inviteToSite` and the team
 * and user forms), `updateSiteCustomizationById` (after reading the live settings),
 * `updateSitePublishingAuthById` (visitor authentication), `updateGitSyncInstallationById`
 * (the settings of the site's Git Sync installation), and `createSite` alone for the
 * type, which no call changes afterwards.
 */
export type SiteVia =
  | 'patch'
  | 'publish'
  | 'adaptive-schema'
  | 'share-links'
  | 'permissions'
  | 'customization'
  | 'visitor-auth'
  | 'git-sync'
  | 'create';

const opaqueText = z.string();

/** `domain/path`, as the PATCH takes it (seed, "Sites"). */
const domainPath = z
  .string()
  .max(512)
  .regex(/^([\w-]+\.)*[\w-]+\.[a-zA-Z]{2,}(\/[\w-]+)+$/);

/**
 * A site's settings (seed, "Sites"; official `Site`, `createSite`, `updateSiteById`),
 * in docs/config.md's order. The structure (`sections`, `spaces`) has tables of its own.
 * Every row's `via` is a `SiteVia` (`satisfies`), the keys of the handler's senders: a
 * row naming a call the handler does not make is a compile error.
 */
export const SITE_FIELDS = {
  title: field<MaybeSecret, string>()({
    doc: 'the site title, by which a live site is matched (or by a pinned `id`)',
    yaml: text(2, 128),
    required: true,
    strings: 'text',
    wire: { schema: opaqueText, required: true },
    via: 'patch',
    inCreate: true,
  }),
  type: field<SiteType, Open<SiteType>>()({
    doc: 'the plan tier, set when the site is created; the API cannot change it',
    yaml: siteType,
    wire: { schema: opaqueText },
    via: 'create',
    inCreate: true,
    known: SITE_TYPES,
    immutable: true,
    // the seed's default, and the official one of an organization that is not a community
    // one (a community organization's is `sponsored`)
    platformDefaults: ['basic', 'ultimate'],
  }),
  visibility: field<SiteVisibility, Open<SiteVisibility>>()({
    doc: 'who can read the published site',
    yaml: siteVisibility,
    wire: { schema: opaqueText },
    via: 'patch',
    inCreate: true,
    known: SITE_VISIBILITIES,
    platformDefaults: ['public'],
  }),
  published: field<boolean>()({
    doc: 'published or not (official `publishSite` / `unpublishSite`)',
    yaml: z.boolean(),
    wire: { schema: z.boolean() },
    via: 'publish',
    // official createSite: a site is created unpublished
    platformDefaults: [false],
  }),
  basename: field<MaybeSecret | null, string>()({
    doc: "the path of the site under the organization's domain; kept by the API once set",
    yaml: notRemovable(
      text(1, 100),
      'the API keeps a site basename once set: set another one, or leave `basename` out to stop managing it',
    ),
    strings: 'text',
    wire: { schema: opaqueText },
    via: 'patch',
    renameEvidence: true,
    located: 'value',
  }),
  proxy: field<MaybeSecret | null, string | null>()({
    doc: '`domain/path` the site is served under through a proxy; null removes it',
    yaml: domainPath,
    removable: true,
    strings: 'text',
    // the answer's `proxy.origin`, in the form PATCH takes (a scheme, if any, is dropped)
    wire: {
      schema: z.looseObject({ origin: z.string() }),
      read: (value) => originOf(value),
    },
    via: 'patch',
  }),
  agentsContext: field<AgentsContext, Open<AgentsContext>>()({
    doc: 'whether AI agents read the site (a field of the seed only: docs/api-differences.md)',
    yaml: agentsContext,
    wire: { schema: opaqueText },
    via: 'patch',
    known: AGENTS_CONTEXTS,
    seedOnly: true,
    platformDefaults: ['included'],
  }),
  adaptiveContent: field<boolean>()({
    doc: 'adaptive content (visitor claims) on or off',
    yaml: z.boolean(),
    // the API leaves `adaptiveContent` out when it was never enabled: that is false
    wire: { schema: z.looseObject({ enabled: z.boolean() }), read: (value) => enabledOf(value) },
    absentIs: false,
    via: 'patch',
    send: (value) => ({ enabled: value === true }),
    platformDefaults: [false],
  }),
  // planned as the official SiteAdaptiveJSONSchema, which the config's schema reads it as
  adaptiveSchema: field<
    Readonly<Record<string, unknown>>,
    Readonly<Record<string, unknown>> | null,
    AdaptiveSchema
  >()({
    doc: 'the JSON Schema of the visitor claims (`jsonSchema` of the adaptive schema)',
    yaml: notRemovable(
      adaptiveSchema,
      'no API operation removes an adaptive schema: leave `adaptiveSchema` out to stop managing it (`adaptiveContent: false` turns adaptive content off)',
    ),
    via: 'adaptive-schema',
    keysAsWritten: true,
    inDeleteSummary: false,
  }),
  defaultLevel: defaultLevelRow("the site's content"),
  shareLinks: field<readonly ShareLink[]>()({
    doc: 'the share links of the site (for `visibility: share-link`), by name, or `{ name, active: false }` for one kept but switched off; the others are deleted',
    yaml: shareLinks,
    via: 'share-links',
    compare: 'set',
    // a link the list drops is a gated delete; links the token may not list are left out;
    // the links are compared by name and `active`, in any order
    byPlanner: true,
    located: 'value',
    platformDefaults: [[]],
  }),
  // planned as the grants of the declared lists, by key (src/plan/kinds/permissions-pair.ts)
  permissions: { ...permissionsRow('the site'), inDeleteSummary: false },
  customization: field<Readonly<Record<string, unknown>>>()({
    doc: 'the official `SiteCustomizationSettings` (branding): only the declared leaves are managed',
    yaml: siteCustomization,
    via: 'customization',
    compare: 'declared-leaves',
    wholeAt: CUSTOMIZATION_WHOLE,
    // a value the API takes only whole, declared in part with nothing to complete it, is
    // an error at its key (the planner's check)
    byPlanner: true,
    located: 'paths',
    // only a site customized at some point: the settings as the config's schema knows them
    exportAs: (live) => customizedSettings(live),
    keysAsWritten: true,
    inDeleteSummary: false,
  }),
  visitorAuth: field<DesiredVisitorAuth, LiveVisitorAuth>()({
    doc: 'the official visitor authentication settings (for `visibility: visitor-auth`): only the declared fields are managed; the signing key is never read',
    yaml: visitorAuth,
    via: 'visitor-auth',
    // export writes the settings as read: the live read holds no signing key
    compare: 'declared-leaves',
    // settings the token may not read are left out, with a warning
    byPlanner: true,
    inDeleteSummary: false,
  }),
  // null live: the site has no Git Sync installation (read, none); one is made in the app
  gitSync: field<DesiredGitSync, LiveGitSync | null>()({
    doc: 'the settings of the site\'s Git Sync installation, made in the app: only the declared fields are managed (see "Git Sync")',
    yaml: gitSync,
    via: 'git-sync',
    compare: 'declared-leaves',
    // a site without an installation is an error saying to install Git Sync in the app
    byPlanner: true,
    located: 'value',
    exportAs: (live) => gitSyncSettings(live),
    inDeleteSummary: false,
  }),
} as const satisfies FieldTable<SiteVia>;

export type SiteFieldName = keyof typeof SITE_FIELDS;

function originOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('origin' in value)) return null;
  return typeof value.origin === 'string' ? value.origin.replace(/^https?:\/\//, '') : null;
}

/**
 * A site's customization as `export` writes it: none for a site never customized (the
 * official answer has no `updatedAt`: the settings are the platform's defaults), else
 * the whole settings without `updatedAt`, cut to the keys the config's schema knows.
 */
function customizedSettings(live: unknown): unknown {
  if (typeof live !== 'object' || live === null || !('updatedAt' in live)) return undefined;
  const { updatedAt: _when, ...settings } = live as Record<string, unknown>;
  return knownPart(siteCustomization, settings);
}

/** The settable settings of a live installation, for `export`; none without one. */
function gitSyncSettings(live: unknown): unknown {
  if (typeof live !== 'object' || live === null) return undefined;
  const { installationId: _id, provider: _provider, ...settings } = live as LiveGitSync;
  return knownPart(gitSync, settings);
}

function enabledOf(value: unknown): boolean | undefined {
  if (typeof value !== 'object' || value === null || !('enabled' in value)) return undefined;
  return value.enabled === true;
}

/**
 * Site fields the seed has and the official API lacks
 * (docs/api-differences.md, "Fields only the seed has"): the emulator reports them; the
 * official API neither reports nor takes them. src/api sends them beside the official
 * request type (api/seed-only-fields.ts); src/plan manages them only where the live
 * object reports them (plan/fields-not-in-api.ts).
 */
export const SEED_ONLY_SITE_FIELDS = namesWith(SITE_FIELDS, 'seedOnly');
export type SeedOnlySiteField = NamesWith<typeof SITE_FIELDS, 'seedOnly'>;

/**
 * A site's visibility after the plan: the declared one, else the live one (undefined
 * when neither says). For the checks that hold a site feature to its visibility (share
 * links, visitor authentication) and the reads that follow it.
 */
export function visibilityOf(
  site: { readonly visibility?: string | undefined },
  live?: { readonly visibility?: string | undefined },
): string | undefined {
  return site.visibility ?? live?.visibility;
}

/** The config line that sets a site's visibility, for a hint: `visibility: share-link`. */
export function visibilitySetting(value: SiteVisibility): string {
  return `visibility: ${value}`;
}
