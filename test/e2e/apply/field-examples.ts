import type { FieldTable } from '../../../src/model/fields/field-row.js';
import type { GROUP_FIELDS } from '../../../src/model/fields/group-fields.js';
import type { LINK_FIELDS } from '../../../src/model/fields/link-fields.js';
import type { REDIRECT_FIELDS } from '../../../src/model/fields/redirect-fields.js';
import type { SECTION_FIELDS } from '../../../src/model/fields/section-fields.js';
import type { SITE_FIELDS } from '../../../src/model/fields/site-fields.js';
import type { SITE_SPACE_FIELDS } from '../../../src/model/fields/site-space-fields.js';
import type { SPACE_FIELDS } from '../../../src/model/fields/space-fields.js';
import type { ResourceKind } from '../../../src/model/kinds.js';
import { installGitSyncOnSite } from '../../support/git-sync-install.js';
import { MEMBER, OPENAPI, SAML, SETTINGS, TEAM } from './field-examples-org.js';

export type Yaml = Record<string, unknown>;
export type Fields = Readonly<Record<string, unknown>>;

/** The example values of one row of a kind's field table. */
export interface RowExample {
  /** A value the row is set to, different from what a new object holds. */
  readonly value: unknown;
  /**
   * A second value, to check a change and not only a set. For an immutable row, the
   * value whose change the plan must refuse.
   */
  readonly change?: unknown;
  /** Other fields the row only makes sense with (`adaptiveSchema` with adaptive content on). */
  readonly needs?: Fields;
  /**
   * What a person makes in the app before the row can be set, once the object exists (a
   * site's Git Sync installation, which needs the provider's OAuth), given the
   * emulator's address: the row is set in a step of its own, after that.
   */
  readonly madeInApp?: (emulatorUrl: string) => Promise<void>;
}

/**
 * How a kind's rows are held to the API: one object of the kind, and every row's
 * examples. Typed by the kind's table (`KindExamples<typeof SITE_FIELDS>`), a row with no
 * example is a compile error too.
 */
export interface KindExamples<T extends FieldTable = FieldTable> {
  /** The address of the object the config declares (`site.fields`). */
  readonly address: string;
  /**
   * A small config declaring that one object with `fields`; `earlier` holds the fields
   * the previous config gave it, for a kind matched by a field that changes (a site by
   * its title: `previously:` keeps it the same site).
   */
  readonly config: (fields: Fields, earlier?: Fields) => Yaml;
  /** One entry per row of the kind's table (src/model/fields), keyed by field name. */
  readonly rows: { readonly [K in keyof T & string]: RowExample };
}

const VISITOR_CLAIMS = {
  type: 'object',
  additionalProperties: false,
  properties: { isBeta: { type: 'boolean', description: 'Beta tester' } },
};

/** A site created by the config (the built-in fixture has none); its title renames it. */
const SITE: KindExamples<typeof SITE_FIELDS> = {
  address: 'site.fields',
  config: (fields, earlier) => ({
    version: 1,
    organization: 'org_acme',
    sites: {
      fields: {
        ...fields,
        ...(earlier !== undefined && earlier.title !== fields.title
          ? { previously: [earlier.title] }
          : {}),
      },
    },
  }),
  rows: {
    title: { value: 'Every Field', change: 'Every Field Renamed' },
    type: { value: 'ultimate', change: 'premium' },
    visibility: { value: 'visitor-auth', change: 'share-link' },
    published: { value: true, change: false },
    basename: { value: 'every-field', change: 'every-field-2' },
    proxy: { value: 'acme.example/every-field', change: 'acme.example/docs/every-field' },
    agentsContext: { value: 'excluded', change: 'included' },
    adaptiveContent: { value: true, change: false },
    adaptiveSchema: {
      value: VISITOR_CLAIMS,
      change: {
        ...VISITOR_CLAIMS,
        properties: { plan: { type: 'string', enum: ['free', 'pro'], description: 'Plan' } },
      },
      needs: { adaptiveContent: true },
    },
    defaultLevel: { value: 'read', change: 'inherit' },
    shareLinks: { value: ['partners'], change: [{ name: 'partners', active: false }, 'press'] },
    permissions: {
      value: { members: { 'carol@acme.example': 'edit' } },
      change: { members: { 'carol@acme.example': 'review' } },
    },
    customization: {
      value: { styling: { primaryColor: { light: '#0B6E4F', dark: '#0B6E4F' } } },
      change: {
        styling: { primaryColor: { light: '#0B6E4F', dark: '#14A37F' }, corners: 'straight' },
        favicon: { emoji: '1f680' },
        footer: { copyright: 'Acme' },
      },
    },
    visitorAuth: {
      value: { backend: 'custom', fallbackURL: 'https://login.acme.example/docs' },
      change: {
        backend: 'integration',
        fallbackURL: 'https://login.acme.example/docs-2',
        logoutURL: 'https://login.acme.example/logout',
      },
      needs: { visibility: 'visitor-auth' },
    },
    gitSync: {
      value: { projectDirectory: 'docs', commitMessageTemplate: 'docs: {{ message }}' },
      change: {
        projectDirectory: 'content',
        previewExternalBranches: true,
        agentInstructions: ['agents', 'claude'],
        priority: 'gitbook',
      },
      madeInApp: async (url) => {
        await installGitSyncOnSite(url, 'Every Field');
      },
    },
  },
};

/** The site that holds the structure examples: created by the config, like `SITE`. */
function siteWith(structure: Yaml): Yaml {
  return {
    version: 1,
    organization: 'org_acme',
    sites: { fields: { title: 'Every Field', ...structure } },
  };
}

/** `previously:` the title `earlier` gave the object, when it changes: it stays the same one. */
function renamed(fields: Fields, earlier: Fields | undefined): Yaml {
  return earlier !== undefined && earlier.title !== fields.title
    ? { previously: [earlier.title] }
    : {};
}

/** One of the fixture's spaces, by id (spaces are never created by docform). */
const SPACE: KindExamples<typeof SPACE_FIELDS> = {
  address: 'space.guides',
  config: (fields) => ({
    version: 1,
    organization: 'org_acme',
    spaces: { guides: { id: 'spc_guides', ...fields } },
  }),
  rows: {
    title: { value: 'Every Field Guides', change: 'Every Field Guides 2' },
    emoji: { value: '1f4d8', change: '1f680' },
    editMode: { value: 'locked', change: 'live' },
    defaultLevel: { value: 'read', change: 'inherit' },
    language: { value: 'fr', change: 'de' },
    permissions: {
      value: { members: { 'bob@acme.example': 'edit' } },
      change: { members: { 'bob@acme.example': 'admin' } },
    },
  },
};

/**
 * A section with an explicit `key`, so that its address holds while its title changes
 * (matched then by `previously:`).
 * `default` has no second value: the only section of a site stays its default.
 */
const SECTION: KindExamples<typeof SECTION_FIELDS> = {
  address: 'site.fields.section.main',
  config: (fields, earlier) =>
    siteWith({
      sections: [
        { key: 'main', ...fields, ...renamed(fields, earlier), spaces: [{ space: 'spc_guides' }] },
      ],
    }),
  rows: {
    title: { value: 'Every Section', change: 'Every Section 2' },
    icon: { value: 'book', change: 'gear' },
    description: { value: 'How-tos', change: 'Guides and how-tos' },
    path: { value: 'every-section', change: 'every-section-2' },
    condition: { value: 'visitor.claims.beta', change: 'visitor.claims.staff' },
    default: { value: true },
    draft: { value: true, change: false },
  },
};

/** A group (its title written as `group:`) holding one section. */
const GROUP: KindExamples<typeof GROUP_FIELDS> = {
  address: 'site.fields.group.main',
  config: ({ title, ...fields }, earlier) =>
    siteWith({
      sections: [
        {
          group: title,
          key: 'main',
          ...fields,
          ...renamed({ title }, earlier),
          sections: [{ title: 'Inside', spaces: [{ space: 'spc_guides' }] }],
        },
      ],
    }),
  rows: {
    title: { value: 'Every Group', change: 'Every Group 2' },
    icon: { value: 'box', change: 'star' },
    draft: { value: true, change: false },
  },
};

/**
 * An external link (its title written as `link:`) after a section: a link needs a site
 * with sections. Its `key` holds the address while the title changes.
 */
const LINK: KindExamples<typeof LINK_FIELDS> = {
  address: 'site.fields.link.main',
  config: ({ title, ...fields }, earlier) =>
    siteWith({
      sections: [
        { title: 'Before', spaces: [{ space: 'spc_guides' }] },
        { link: title, key: 'main', ...fields, ...renamed({ title }, earlier) },
      ],
    }),
  rows: {
    title: { value: 'Every Link', change: 'Every Link 2' },
    url: { value: 'https://status.acme.example', change: 'https://acme.example/status' },
    icon: { value: 'globe', change: 'star' },
    description: { value: 'Service status', change: 'Uptime and incidents' },
    condition: { value: 'visitor.claims.beta', change: 'visitor.claims.staff' },
    draft: { value: true, change: false },
  },
};

/**
 * A site space at the root of the site. `default` has no second value: the only site
 * space of a site stays its default.
 */
const SITE_SPACE: KindExamples<typeof SITE_SPACE_FIELDS> = {
  address: 'site.fields.space.spc_guides',
  config: (fields) => siteWith({ spaces: [{ space: 'spc_guides', ...fields }] }),
  rows: {
    path: { value: 'every-space', change: 'every-space-2' },
    condition: { value: 'visitor.claims.beta', change: 'visitor.claims.staff' },
    default: { value: true },
    hidden: { value: true, change: false },
    draft: { value: true, change: false },
    customization: {
      value: { styling: { primaryColor: { light: '#0B6E4F' } } },
      change: {
        styling: { primaryColor: { light: '#14A37F', dark: '#0B6E4F' }, corners: 'straight' },
        footer: { copyright: 'Acme Guides' },
      },
    },
  },
};

/**
 * A redirect of a site with one root site space: its destination a path of the site
 * (sent as the site space's typed destination), then an absolute URL.
 */
const REDIRECT: KindExamples<typeof REDIRECT_FIELDS> = {
  address: 'site.fields.redirect."/old/*"',
  config: (fields) =>
    siteWith({
      spaces: [{ space: 'spc_guides', path: 'guides' }],
      redirects: { '/old/*': fields },
    }),
  rows: {
    destination: { value: '/guides', change: 'https://acme.example/guides' },
    permanent: { value: true, change: false },
    captureWildcard: { value: true, change: false },
  },
};

/**
 * Every row of every kind's table, with example values, for the test that holds each row
 * to the API (every-field-converges.test.ts). Every kind of the registry (`KINDS`,
 * src/model/kinds.ts) has an entry here, its config and an example per row: a kind
 * without one does not compile, and that test fails, naming the row, while a row has
 * no example.
 */
export const FIELD_EXAMPLES: Readonly<Record<ResourceKind, KindExamples>> = {
  settings: SETTINGS,
  member: MEMBER,
  team: TEAM,
  saml: SAML,
  openapi: OPENAPI,
  space: SPACE,
  site: SITE,
  section: SECTION,
  group: GROUP,
  'site-space': SITE_SPACE,
  link: LINK,
  redirect: REDIRECT,
};
