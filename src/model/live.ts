import type { DefaultLevel, Open, OpenApiVisibility, Role } from './kinds.js';
import type { LiveFields } from './fields/field-row.js';
import type { GROUP_FIELDS } from './fields/group-fields.js';
import type { SECTION_FIELDS } from './fields/section-fields.js';
import type { SITE_FIELDS } from './fields/site-fields.js';
import type { REDIRECT_FIELDS } from './fields/redirect-fields.js';
import type { SITE_SPACE_FIELDS } from './fields/site-space-fields.js';
import type { SPACE_FIELDS } from './fields/space-fields.js';

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

export interface LiveOrganization {
  readonly id: string;
  readonly title: string;
  readonly emailDomains: readonly string[];
  readonly hostname?: string;
  readonly defaultRole?: LiveRole;
  /** Site id of the default content. */
  readonly defaultContent?: { readonly site: string } | null;
  readonly logo?: string | null;
  readonly sso?: boolean;
  readonly ai?: boolean;
  readonly inviteLinks: boolean;
  /**
   * The Docs agent instructions, the Document as the API holds it (undefined when not
   * read: the config does not declare them).
   */
  readonly agentInstructions?: LiveDocument;
  readonly mergeRules: {
    readonly type: string;
    readonly rules?: readonly {
      readonly rule: string;
      readonly users?: readonly string[];
      /** For the `custom` rule (official MergeRule). */
      readonly expression?: string;
      readonly message?: string;
    }[];
  };
}

/** A rich-text Document as the API answers it (official `JSONDocument`), unparsed. */
export type LiveDocument = Readonly<Record<string, unknown>>;

export interface LiveCaller {
  readonly id: string;
  readonly email?: string;
  readonly role: LiveRole;
}

export interface LiveMember {
  /** The user id. */
  readonly id: string;
  readonly email?: string;
  readonly displayName: string;
  readonly role: LiveRole;
}

export interface LiveTeam {
  readonly id: string;
  readonly title: string;
  readonly createdAt?: string;
  /** User ids; undefined when membership was not read. */
  readonly members?: readonly string[];
}

export interface LiveSaml {
  readonly id: string;
  readonly label: string;
  readonly ssoURL?: string;
  readonly entityID?: string;
  readonly certificate?: string;
  readonly defaultTeam?: string | null;
  readonly defaultRole?: LiveRole;
  readonly createdAt?: string;
}

export interface LiveOpenApi {
  readonly id: string;
  readonly slug: string;
  readonly sourceURL?: string;
  /**
   * The latest version's text as it was sent (official raw content), read only for
   * specs the config gives as a file or text: undefined when not read, null when the
   * API has none (a version made from a URL).
   */
  readonly text?: string | null;
  readonly visibility?: Open<OpenApiVisibility>;
  readonly createdAt?: string;
}

/** A space as read: its settings are the rows of its table (model/fields/space-fields.ts). */
export type LiveSpace = LiveFields<typeof SPACE_FIELDS> & {
  readonly id: string;
  readonly title: string;
};

/** A site as read: its settings are the rows of its table (model/fields/site-fields.ts). */
export type LiveSite = LiveFields<typeof SITE_FIELDS> & {
  readonly id: string;
  readonly title: string;
  readonly createdAt?: string;
  /** undefined when not read. */
  readonly structure?: LiveStructure;
  /** The live (not draft) redirects; undefined when not read. */
  readonly redirects?: readonly LiveRedirect[];
};

/** A site redirect as read: its fields are the rows of its table. */
export type LiveRedirect = LiveFields<typeof REDIRECT_FIELDS> & {
  readonly id: string;
  readonly source: string;
};

export type LiveStructure =
  | {
      readonly kind: 'sections';
      readonly items: readonly LiveStructureItem[];
      /** External links among the sections (official, absent from the seed): not managed. */
      readonly externalLinks?: readonly LiveExternalLink[];
    }
  | { readonly kind: 'spaces'; readonly spaces: readonly LiveSiteSpace[] };

/** A link in a site's navigation to another URL: kept in place, never planned. */
export interface LiveExternalLink {
  readonly id: string;
  readonly title: string;
  readonly url?: string;
  /** The group it sits in, or null at the root. */
  readonly group: string | null;
}

export type LiveStructureItem = LiveSection | LiveGroup;

/** A section as read: its fields are the rows of its table (model/fields/section-fields.ts). */
export type LiveSection = LiveFields<typeof SECTION_FIELDS> & {
  readonly type: 'section';
  readonly id: string;
  readonly title: string;
  readonly path: string;
  readonly default: boolean;
  readonly spaces: readonly LiveSiteSpace[];
  readonly createdAt?: string;
};

/** A section group as read: its fields are the rows of its table (model/fields/group-fields.ts). */
export type LiveGroup = LiveFields<typeof GROUP_FIELDS> & {
  readonly type: 'group';
  readonly id: string;
  readonly title: string;
  readonly items: readonly LiveStructureItem[];
  readonly createdAt?: string;
};

/** A site space as read: its fields are the rows of its table (model/fields/site-space-fields.ts). */
export type LiveSiteSpace = LiveFields<typeof SITE_SPACE_FIELDS> & {
  readonly id: string;
  readonly spaceId: string;
  readonly path: string;
  readonly default: boolean;
  /** A draft is not shown to visitors (official `draft`); docform leaves the flag alone. */
  readonly draft?: boolean;
  readonly createdAt?: string;
};
