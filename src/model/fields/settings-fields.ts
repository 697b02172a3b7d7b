import * as z from 'zod';
import type { MergeRules } from '../desired.js';
import type { LiveDocument, LiveRole } from '../live.js';
import { ROLES, type Role } from '../enumerations.js';
import { domain, orgTitle, roleOrGuest, text, url, email } from '../schema/fields.js';
import { notRemovable } from '../schema/removal.js';
import type { IdRef } from '../plan.js';
import type { MaybeSecret } from '../secret.js';
import { field, type FieldTable } from './field-row.js';
import { LIVE_ROLE } from './member-fields.js';

/**
 * The calls that send the organization's settings (src/apply/handlers/settings.ts): the
 * official `updateOrganizationById` PATCH, and the PUT of the whole agent instructions
 * document (`updateOrganizationAgentInstructions`).
 */
export type SettingsVia = 'patch' | 'agent-instructions';

/** The merge rules as the API answers them (official `MergeRulesStandaloneConfiguration`). */
export interface LiveMergeRules {
  readonly type: string;
  readonly rules?: readonly {
    readonly rule: string;
    readonly users?: readonly string[];
    /** For the `custom` rule (official MergeRule). */
    readonly expression?: string;
    readonly message?: string;
  }[];
}

/** Merge rules as a plan holds them: each rule's reviewers as member IdRefs. */
export interface PlannedMergeRules {
  readonly type: string;
  readonly rules?: readonly PlannedMergeRule[];
}

export interface PlannedMergeRule {
  readonly rule: string;
  readonly users?: readonly IdRef[];
  readonly expression?: string;
  readonly message?: string;
}

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

const mergeRulesWire = z.looseObject({
  type: z.string(),
  rules: z
    .array(
      z.looseObject({
        rule: z.string(),
        users: z.array(z.string()).nullish(),
        expression: z.string().nullish(),
        message: z.string().nullish(),
      }),
    )
    .nullish(),
});

const opaqueText = z.string();

/**
 * The organization's settings (seed, "Organizations"; official `updateOrganizationById`),
 * in docs/config.md's order: only declared fields are managed.
 */
export const SETTINGS_FIELDS = {
  title: field<MaybeSecret, string>()({
    doc: 'the organization title',
    yaml: orgTitle,
    strings: 'text',
    wire: { schema: opaqueText, required: true },
    via: 'patch',
  }),
  emailDomains: field<readonly string[], readonly string[]>()({
    doc: 'domains whose users may join; compared as a set',
    yaml: z.array(domain),
    strings: 'plain',
    compare: 'set',
    wire: { schema: z.array(z.string()), required: true },
    via: 'patch',
  }),
  hostname: field<MaybeSecret | null, string>()({
    doc: "the organization's hostname; kept by the API once set",
    yaml: notRemovable(
      text(3, 32),
      'the API keeps an organization hostname once set: set another one, or leave `hostname` out to stop managing it',
    ),
    strings: 'text',
    wire: { schema: opaqueText },
    via: 'patch',
  }),
  defaultRole: field<Role | null, LiveRole>()({
    doc: 'the role of new members; null is a guest',
    yaml: roleOrGuest,
    wire: { schema: LIVE_ROLE, absentAsNull: true },
    via: 'patch',
    known: ROLES,
  }),
  // planned as a site IdRef (src/plan/kinds/plan-settings.ts); `send` makes the body's object
  defaultContent: field<
    { readonly site: string } | null,
    { readonly site: string } | null,
    IdRef | null,
    IdRef | null
  >()({
    doc: 'the site shown by default: `{site: <site key or live site id>}`; null removes it',
    yaml: z.strictObject({
      site: z.string().min(1).describe('a key under `sites:` or a live site id'),
    }),
    removable: true,
    strings: 'plain',
    compare: 'ref',
    refTo: 'site',
    refKey: 'site',
    wire: {
      schema: z.looseObject({ site: z.string() }),
      read: (value) => siteOf(value),
      absentAsNull: true,
    },
    via: 'patch',
    // `{site}` in docform's model; `{type: site, site}` on the wire; null removes it
    send: (value) =>
      value === null || value === undefined
        ? null
        : { type: 'site', site: String(siteOf(value)?.site ?? value) },
  }),
  logo: field<MaybeSecret | null, string | null>()({
    doc: "the URL of the organization's logo; null removes it",
    yaml: url,
    removable: true,
    strings: 'text',
    // the answer's `urls.logo`
    wire: {
      key: 'urls',
      schema: z.looseObject({ logo: z.string().nullish() }),
      read: (value) => logoOf(value),
      absentAsNull: true,
    },
    via: 'patch',
  }),
  sso: field<boolean>()({
    doc: 'single sign-on on or off',
    yaml: z.boolean(),
    wire: { schema: z.boolean() },
    // the API leaves the flag out when it is off
    absentIs: false,
    via: 'patch',
  }),
  ai: field<boolean>()({
    doc: 'AI features on or off',
    yaml: z.boolean(),
    wire: { schema: z.boolean() },
    absentIs: false,
    via: 'patch',
  }),
  inviteLinks: field<boolean>()({
    doc: 'invite links on or off',
    yaml: z.boolean(),
    wire: { schema: z.boolean(), required: true },
    via: 'patch',
  }),
  // planned with reviewers as member IdRefs (src/plan/kinds/merge-rules-pair.ts)
  mergeRules: field<MergeRules, LiveMergeRules, PlannedMergeRules, PlannedMergeRules>()({
    doc: 'the merge rules of change requests, whole: `type` and the `rules` in order',
    yaml: mergeRules,
    compare: 'rules',
    refTo: 'member',
    wire: { schema: mergeRulesWire, required: true, read: (value) => liveMergeRules(value) },
    via: 'patch',
    // written by export with reviewers by email (export-org.ts)
    exported: false,
  }),
  // planned as Markdown on both sides (src/plan/kinds/plan-settings.ts)
  agentInstructions: field<string, LiveDocument, string, string>()({
    doc: 'the Docs agent instructions, as Markdown; typically ${file:AGENTS.md}',
    yaml: z
      .string()
      .describe('the Docs agent instructions, as Markdown; typically ${file:AGENTS.md}'),
    // read by a call of its own (a Document), compared as canonical Markdown
    compare: 'markdown',
    via: 'agent-instructions',
    // written by export as Markdown, when Markdown can hold it (export-org.ts)
    exported: false,
  }),
} as const satisfies FieldTable<SettingsVia>;

function siteOf(value: unknown): { site: string } | null {
  if (typeof value !== 'object' || value === null || !('site' in value)) return null;
  return typeof value.site === 'string' ? { site: value.site } : null;
}

function logoOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('logo' in value)) return null;
  return typeof value.logo === 'string' ? value.logo : null;
}

/** The rules as docform holds them: a value the API nulls is left out. */
function liveMergeRules(value: unknown): LiveMergeRules {
  const wire = mergeRulesWire.parse(value);
  if (!wire.rules) return { type: wire.type };
  const rules = wire.rules.map((r) => ({
    rule: r.rule,
    ...(r.users ? { users: r.users } : {}),
    ...(r.expression === undefined || r.expression === null ? {} : { expression: r.expression }),
    ...(r.message === undefined || r.message === null ? {} : { message: r.message }),
  }));
  return { type: wire.type, rules };
}
