import * as z from 'zod';
import type { LiveRole } from '../live.js';
import { ROLES, type Role } from '../enumerations.js';
import { roleOrGuest, text, url } from '../schema/fields.js';
import { notRemovable } from '../schema/removal.js';
import type { IdRef } from '../plan.js';
import type { MaybeSecret } from '../secret.js';
import { field, type FieldTable } from './field-row.js';
import { LIVE_ROLE } from './member-fields.js';

/**
 * The call that sends a SAML provider's fields (src/apply/handlers/saml.ts): the
 * official `updateOrganizationSamlProvider` PATCH; the create request takes them all.
 */
export type SamlVia = 'patch';

const KEEP_SAML =
  'the API keeps this field of a SAML provider once set: set another value, or leave the field out to stop managing it';

const opaqueText = z.string();

/**
 * The official `OrganizationSAMLProvider` requires `ssoURL` (a URI) and `entityID`, so a
 * provider not configured yet (`status: pending`, made with a label only) still answers
 * them: `entityID` empty, `ssoURL` a URI that points nowhere (`about:blank`). Neither is
 * a value the config takes, nor one a provider was given: both read as not set, so that
 * a plan shows none before the first value and `export` writes none.
 */
const UNSET_SSO_URL = 'about:blank';

function ssoUrlSet(value: unknown): unknown {
  return value === UNSET_SSO_URL || value === '' ? undefined : value;
}

function entityIdSet(value: unknown): unknown {
  return value === '' ? undefined : value;
}

/**
 * A SAML provider's fields (seed, "SAML and single sign-on"; official
 * `createOrganizationSamlProvider`), in docs/config.md's order.
 */
export const SAML_FIELDS = {
  label: field<MaybeSecret, string>()({
    doc: 'the label shown on the login page (1-30 characters); matches the live provider',
    yaml: text(1, 30),
    required: true,
    strings: 'text',
    wire: { schema: opaqueText, required: true },
    via: 'patch',
    inCreate: true,
  }),
  ssoURL: field<MaybeSecret, string>()({
    doc: "the identity provider's single sign-on URL",
    yaml: notRemovable(url, KEEP_SAML),
    strings: 'text',
    wire: { schema: opaqueText, read: ssoUrlSet },
    via: 'patch',
    inCreate: true,
    renameEvidence: true,
  }),
  entityID: field<MaybeSecret, string>()({
    doc: "the identity provider's entity ID",
    yaml: notRemovable(z.string().min(1).max(1024), KEEP_SAML),
    strings: 'text',
    wire: { schema: opaqueText, read: entityIdSet },
    via: 'patch',
    inCreate: true,
  }),
  certificate: field<MaybeSecret, string>()({
    doc: "the identity provider's X.509 certificate: a secret however written, compared only when the API returns it",
    yaml: notRemovable(z.string().min(1).max(10000), KEEP_SAML),
    strings: 'secret',
    wire: { schema: opaqueText },
    via: 'patch',
    inCreate: true,
    writeOnly: true,
    // exported as a `${env:}` placeholder (export-org.ts), never as its text
    exported: false,
    inDeleteSummary: false,
  }),
  // planned as a team IdRef (src/plan/kinds/saml-kind.ts)
  defaultTeam: field<string | null, string | null, IdRef | null, IdRef | null>()({
    doc: 'the team new members join: a team key or a live team id',
    yaml: notRemovable(
      z.string().min(1),
      'the API cannot clear a default team: name another team, or leave `defaultTeam` out to stop managing it',
    ).describe('a team key or a live team id'),
    strings: 'plain',
    compare: 'ref',
    refTo: 'team',
    // a full team in answers, a team id in requests (docs/api-differences.md, row 17)
    wire: {
      schema: z.union([z.string(), z.looseObject({ id: z.string() })]),
      read: (value) => teamIdOf(value),
      absentAsNull: true,
    },
    via: 'patch',
    inCreate: true,
  }),
  defaultRole: field<Role | null, LiveRole>()({
    doc: 'the role of members who sign in through the provider; null is a guest',
    yaml: roleOrGuest,
    wire: { schema: LIVE_ROLE, absentAsNull: true },
    via: 'patch',
    inCreate: true,
    known: ROLES,
  }),
} as const satisfies FieldTable<SamlVia>;

function teamIdOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null || !('id' in value)) return null;
  return typeof value.id === 'string' ? value.id : null;
}
