import type { LiveSpaceGit } from './schema/git-sync.js';
import type { DefaultLevel, Open, Role } from './enumerations.js';
import type { TopLevelCollection } from './kinds.js';
import type { LiveFields } from './fields/field-row.js';
import type { GROUP_FIELDS } from './fields/group-fields.js';
import type { LINK_FIELDS } from './fields/link-fields.js';
import type { MEMBER_FIELDS } from './fields/member-fields.js';
import type { OPENAPI_FIELDS } from './fields/openapi-fields.js';
import type { SAML_FIELDS } from './fields/saml-fields.js';
import type { SECTION_FIELDS } from './fields/section-fields.js';
import type { SETTINGS_FIELDS } from './fields/settings-fields.js';
import type { SITE_FIELDS } from './fields/site-fields.js';
import type { REDIRECT_FIELDS } from './fields/redirect-fields.js';
import type { SITE_SPACE_FIELDS } from './fields/site-space-fields.js';
import type { SPACE_FIELDS } from './fields/space-fields.js';
import type { TEAM_FIELDS } from './fields/team-fields.js';
import type { StructureOf } from './structure-of.js';

/** A role as the API answers it (an open enumeration). */
export type LiveRole = Open<Role> | null;
/** A default level as the API answers it. */
export type LiveDefaultLevel = Open<Exclude<DefaultLevel, null>> | null;

/**
 * What the API holds, mapped from the wire to the fields docform manages. A
 * collection left `undefined` was not read (the config does not need it).
 * Arrays of children are in the API's order. Enumerations are open (`Open<T>`): a
 * value a newer API adds is kept, never a read failure. `createdAt` tells the older of
 * two objects that share a natural key.
 */
export interface LiveState {
  readonly organization: LiveOrganization;
  /** The user of the token and its role in the organization (null: not a member). */
  readonly caller?: LiveCaller;
  readonly members?: readonly LiveMember[];
  readonly teams?: readonly LiveTeam[];
  readonly saml?: readonly LiveSaml[];
  readonly openapi?: readonly LiveOpenApi[];
  readonly spaces?: readonly LiveSpace[];
  readonly sites?: readonly LiveSite[];
}

/**
 * The live objects of each top-level collection, when read: a kind whose record names a
 * collection the live state lacks does not compile.
 */
export type LiveCollections = Pick<LiveState, TopLevelCollection>;

/**
 * The organization as read: its settings are the rows of their table
 * (model/fields/settings-fields.ts). The agent instructions are the Document as the API
 * holds it, undefined when not read (the config does not declare them).
 */
export type LiveOrganization = LiveFields<typeof SETTINGS_FIELDS> & {
  readonly id: string;
};

/** A rich-text Document as the API answers it (official `JSONDocument`), unparsed. */
export type LiveDocument = Readonly<Record<string, unknown>>;

export interface LiveCaller {
  readonly id: string;
  readonly email?: string;
  readonly role: LiveRole;
}

/** A member as read: its fields are the rows of its table (model/fields/member-fields.ts). */
export type LiveMember = LiveFields<typeof MEMBER_FIELDS> & {
  /** The user id. */
  readonly id: string;
  readonly email?: string;
  readonly displayName: string;
};

/**
 * A team as read: its fields are the rows of its table (model/fields/team-fields.ts);
 * its members are user ids, undefined when membership was not read.
 */
export type LiveTeam = LiveFields<typeof TEAM_FIELDS> & {
  readonly id: string;
  readonly createdAt?: string;
};

/** A SAML provider as read: its fields are the rows of its table (model/fields/saml-fields.ts). */
export type LiveSaml = LiveFields<typeof SAML_FIELDS> & {
  readonly id: string;
  readonly createdAt?: string;
};

/** An OpenAPI spec as read: its fields are the rows of its table (model/fields/openapi-fields.ts). */
export type LiveOpenApi = LiveFields<typeof OPENAPI_FIELDS> & {
  readonly id: string;
  readonly sourceURL?: string;
  /**
   * The latest version's text as it was sent (official raw content), read only for
   * specs the config gives as a file or text: undefined when not read, null when the
   * API has none (a version made from a URL).
   */
  readonly text?: string | null;
  readonly createdAt?: string;
};

/** A space as read: its settings are the rows of its table (model/fields/space-fields.ts). */
export type LiveSpace = LiveFields<typeof SPACE_FIELDS> & {
  readonly id: string;
  /** Its Git Sync, as the spaces list reports it (its content belongs to Git); undefined: none. */
  readonly gitSync?: LiveSpaceGit | null;
};

/** A site as read: its settings are the rows of its table (model/fields/site-fields.ts). */
export type LiveSite = LiveFields<typeof SITE_FIELDS> & {
  readonly id: string;
  readonly createdAt?: string;
  /** undefined when not read. */
  readonly structure?: LiveStructure;
  /**
   * Why the customization settings asked for could not be read (the API refused them
   * to the token); undefined when read, or not asked for.
   */
  readonly customizationNotRead?: string;
  /** The live (not draft) redirects; undefined when not read. */
  readonly redirects?: readonly LiveRedirect[];
  /**
   * The draft redirects (not served), read beside the live ones by a plan: a declared
   * redirect made a draft by hand is made live again rather than created a second time.
   */
  readonly draftRedirects?: readonly LiveRedirect[];
};

/** A site redirect as read: its fields are the rows of its table. */
export type LiveRedirect = LiveFields<typeof REDIRECT_FIELDS> & {
  readonly id: string;
  readonly source: string;
};

export type LiveStructure = StructureOf<LiveStructureItem, LiveSiteSpace>;

/**
 * An external link in a site's navigation (official `SiteExternalLink`, absent from the
 * seed): its fields are the rows of its table (model/fields/link-fields.ts).
 */
export type LiveLink = LiveFields<typeof LINK_FIELDS> & {
  readonly type: 'link';
  readonly id: string;
};

export type LiveStructureItem = LiveSection | LiveGroup | LiveLink;

/** A section as read: its fields are the rows of its table (model/fields/section-fields.ts). */
export type LiveSection = LiveFields<typeof SECTION_FIELDS> & {
  readonly type: 'section';
  readonly id: string;
  readonly default: boolean;
  readonly spaces: readonly LiveSiteSpace[];
  readonly createdAt?: string;
};

/** A section group as read: its fields are the rows of its table (model/fields/group-fields.ts). */
export type LiveGroup = LiveFields<typeof GROUP_FIELDS> & {
  readonly type: 'group';
  readonly id: string;
  readonly items: readonly LiveStructureItem[];
  readonly createdAt?: string;
};

/** A site space as read: its fields are the rows of its table (model/fields/site-space-fields.ts). */
export type LiveSiteSpace = LiveFields<typeof SITE_SPACE_FIELDS> & {
  readonly id: string;
  readonly spaceId: string;
  readonly default: boolean;
  readonly createdAt?: string;
  /**
   * Why the customization settings it shows, asked for, could not be read (the API
   * refused them to the token); undefined when read, or not asked for.
   */
  readonly customizationNotRead?: string;
};
