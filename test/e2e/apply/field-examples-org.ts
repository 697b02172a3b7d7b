import type { COLLECTION_FIELDS } from '../../../src/model/fields/collection-fields.js';
import type { MEMBER_FIELDS } from '../../../src/model/fields/member-fields.js';
import type { OPENAPI_FIELDS } from '../../../src/model/fields/openapi-fields.js';
import type { SAML_FIELDS } from '../../../src/model/fields/saml-fields.js';
import type { SETTINGS_FIELDS } from '../../../src/model/fields/settings-fields.js';
import type { TEAM_FIELDS } from '../../../src/model/fields/team-fields.js';
import type { Fields, KindExamples } from './field-examples.js';

/*
 * The examples of the organization's kinds (settings, members, teams, SAML providers,
 * OpenAPI specs) for the test that holds every row to the API (field-examples.ts).
 */

const ORG = { version: 1, organization: 'org_acme' } as const;

/** `previously:` keeping an object matched by a field that changes (its title or label). */
function renamedBy(fields: Fields, earlier: Fields | undefined, by: string): Fields {
  return earlier !== undefined && earlier[by] !== fields[by] ? { previously: [earlier[by]] } : {};
}

/** The organization's settings, with two sites for the default content to name. */
export const SETTINGS: KindExamples<typeof SETTINGS_FIELDS> = {
  address: 'settings',
  config: (fields) => ({
    ...ORG,
    settings: fields,
    sites: { home: { title: 'Home Site' }, docs: { title: 'Docs Site' } },
  }),
  rows: {
    title: { value: 'Acme Fields', change: 'Acme Fields Again' },
    emailDomains: { value: ['acme.example', 'acme.test'], change: ['acme.test'] },
    hostname: { value: 'acme-fields', change: 'acme-fields-two' },
    defaultRole: { value: 'read', change: 'comment' },
    defaultContent: { value: { site: 'home' }, change: { site: 'docs' } },
    logo: { value: 'https://acme.example/logo.png', change: 'https://acme.example/logo-2.png' },
    sso: { value: true, change: false },
    ai: { value: true, change: false },
    inviteLinks: { value: true, change: false },
    mergeRules: {
      value: {
        type: 'rules',
        rules: [{ rule: 'require_specific_reviewers', users: ['bob@acme.example'] }],
      },
      change: { type: 'none' },
    },
    agentInstructions: { value: '# Agents\n\nBe brief.\n', change: '# Agents\n\nBe thorough.\n' },
  },
};

/** A member of the fixture, in the long form. */
export const MEMBER: KindExamples<typeof MEMBER_FIELDS> = {
  address: 'member.dave@acme.example',
  config: (fields) => ({ ...ORG, members: { 'dave@acme.example': fields } }),
  rows: { role: { value: 'read', change: 'comment' } },
};

/** A team created by the config; its title renames it. */
export const TEAM: KindExamples<typeof TEAM_FIELDS> = {
  address: 'team.fields',
  config: (fields, earlier) => ({
    ...ORG,
    teams: { fields: { ...fields, ...renamedBy(fields, earlier, 'title') } },
  }),
  rows: {
    title: { value: 'Every Field', change: 'Every Field Renamed' },
    members: { value: ['bob@acme.example', 'carol@acme.example'], change: ['dave@acme.example'] },
    owners: {
      value: ['bob@acme.example'],
      change: ['carol@acme.example'],
      needs: { members: ['bob@acme.example', 'carol@acme.example'] },
    },
  },
};

/** A SAML provider created by the config, with two teams to name; its label renames it. */
export const SAML: KindExamples<typeof SAML_FIELDS> = {
  address: 'saml.fields',
  config: (fields, earlier) => ({
    ...ORG,
    teams: { core: { title: 'Core' }, writers: { title: 'Writers' } },
    saml: { fields: { ...fields, ...renamedBy(fields, earlier, 'label') } },
  }),
  rows: {
    label: { value: 'Every Field', change: 'Every Field 2' },
    ssoURL: { value: 'https://idp.acme.example/sso', change: 'https://idp.acme.example/sso-2' },
    entityID: { value: 'urn:acme:idp', change: 'urn:acme:idp-2' },
    certificate: { value: 'MIIC-every-field', change: 'MIIC-every-field-2' },
    defaultTeam: { value: 'core', change: 'writers' },
    defaultRole: { value: 'read', change: 'edit' },
  },
};

const SPEC = (title: string): string =>
  `openapi: 3.0.0\ninfo:\n  title: ${title}\n  version: 1.0.0\npaths: {}\n`;

/** An OpenAPI spec created by the config: its slug is its key, so a new slug is a new spec. */
export const OPENAPI: KindExamples<typeof OPENAPI_FIELDS> = {
  address: 'openapi.every-field',
  config: (fields) => {
    const { slug, ...rest } = fields;
    return { ...ORG, openapi: { [String(slug)]: rest } };
  },
  rows: {
    slug: { value: 'every-field' },
    source: { value: { text: SPEC('Every field') }, change: { text: SPEC('Every field, again') } },
    visibility: { value: 'public', change: 'private' },
  },
};

/** A collection created by the config, with two collections to nest it in; its title renames it. */
export const COLLECTION: KindExamples<typeof COLLECTION_FIELDS> = {
  address: 'collection.fields',
  config: (fields, earlier) => ({
    ...ORG,
    collections: {
      shelf: { title: 'Shelf' },
      rack: { title: 'Rack' },
      fields: { ...fields, ...renamedBy(fields, earlier, 'title') },
    },
  }),
  rows: {
    title: { value: 'Every Field', change: 'Every Field Renamed' },
    description: { value: 'Everything', change: 'Everything else' },
    parent: { value: 'shelf', change: 'rack' },
    defaultLevel: { value: 'read', change: 'inherit' },
    permissions: {
      value: { members: { 'carol@acme.example': 'edit' } },
      change: { members: { 'carol@acme.example': 'review' } },
    },
  },
};
