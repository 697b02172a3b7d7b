import type { Address } from './address.js';
import type { PrunableCollection, TopLevelCollection } from './kinds.js';
import type { Diagnostic } from './diagnostic.js';
import type { SourceLocation } from './location.js';
import type { StructureOf } from './structure-of.js';
import type { DesiredFields } from './fields/field-row.js';
import type { COLLECTION_FIELDS } from './fields/collection-fields.js';
import type { GROUP_FIELDS } from './fields/group-fields.js';
import type { LINK_FIELDS } from './fields/link-fields.js';
import type { MEMBER_FIELDS } from './fields/member-fields.js';
import type { OPENAPI_FIELDS } from './fields/openapi-fields.js';
import type { SAML_FIELDS } from './fields/saml-fields.js';
import type { REDIRECT_FIELDS } from './fields/redirect-fields.js';
import type { SECTION_FIELDS } from './fields/section-fields.js';
import type { SETTINGS_FIELDS } from './fields/settings-fields.js';
import type { SITE_FIELDS } from './fields/site-fields.js';
import type { SITE_SPACE_FIELDS } from './fields/site-space-fields.js';
import type { SPACE_FIELDS } from './fields/space-fields.js';
import type { TEAM_FIELDS } from './fields/team-fields.js';
import type { MaybeSecret } from './secret.js';

/**
 * The desired state read from YAML, normalized: references resolved, keys and
 * addresses assigned. A field left `undefined` is not declared and so not managed;
 * `null` means "declared absent" (the API's way to remove a value).
 */
export interface DesiredState {
  readonly version: 1;
  readonly organization: string;
  /** The environment the config was read for (`--env`), when it declares some. */
  readonly environment?: string;
  readonly settings?: DesiredSettings;
  readonly members: readonly DesiredMember[];
  readonly teams: readonly DesiredTeam[];
  readonly saml: readonly DesiredSaml[];
  readonly openapi: readonly DesiredOpenApi[];
  readonly collections: readonly DesiredCollection[];
  readonly spaces: readonly DesiredSpace[];
  readonly sites: readonly DesiredSite[];
  readonly policy: Policy;
  /**
   * The policy of the same config without `policy:` (the defaults normalize fills in),
   * against which the plan lists every policy value that is not the default
   * (docs/plan-format.md, "Needs attention").
   */
  readonly defaultPolicy: Policy;
  /**
   * Where each object was declared, by address, for diagnostics; where each
   * `policy.protect` / `policy.ignore` entry is written, by `policyEntryKey`; and where
   * the organization is named, by `ORGANIZATION_LOCATION_KEY`.
   */
  readonly locations: ReadonlyMap<Address, SourceLocation>;
  /**
   * Warnings of reading the config that every plan of it repeats, next to the changes
   * they concern: values that do not read as what they are (`invisible-character`,
   * `non-ascii-host`; docs/security.md), which a plan would otherwise show as a change
   * that looks like none.
   */
  readonly readWarnings?: readonly Diagnostic[];
}

/**
 * The declared objects of each top-level collection: a kind whose record names a
 * collection the desired state lacks does not compile.
 */
export type DesiredCollections = Pick<DesiredState, TopLevelCollection>;

/**
 * The key of the `organization:` key in `DesiredState.locations` (or of the selected
 * environment's `organization:`): not an address, so it never names an object.
 */
export const ORGANIZATION_LOCATION_KEY = '#organization';

/** The two lists of addresses under `policy`. */
export type PolicyAddressList = 'protect' | 'ignore';

/**
 * The key of a `policy.protect` or `policy.ignore` entry in `DesiredState.locations`
 * (`policy.protect[0]`): not an address, so it never names an object.
 */
export function policyEntryKey(list: PolicyAddressList, index: number): string {
  return `policy.${list}[${index}]`;
}

export interface Policy {
  /** Top-level collections where undeclared live objects are deleted. */
  readonly prune: readonly PrunableCollection[];
  /** Deletes above this count (or share of a kind, in percent) need `--force`. */
  readonly deleteThreshold: Threshold;
  /**
   * Updates (changes of an existing object's fields: update, replace, a move that also
   * changes fields) above this count or share of a kind need `--force`.
   */
  readonly updateThreshold: Threshold;
  /** People invited to the organization above this count need `--force`. */
  readonly inviteThreshold: CountThreshold;
  /**
   * Grants of `admin` above this count need `--force`: a member's role set to admin (an
   * invite as admin too), a site's or space's `permissions` grant of admin to a team or
   * a member.
   */
  readonly adminGrantThreshold: CountThreshold;
  /**
   * Addresses never deleted, each covering what lies inside it; `*` matches any run of
   * characters within one segment (model/address-pattern.ts).
   */
  readonly protect: readonly Address[];
  /** Addresses neither planned nor reported as unmanaged, matched as `protect`'s are. */
  readonly ignore: readonly Address[];
  /**
   * A plan that changes where a published page tree lives (a section's or site
   * space's path) also plans a redirect from the old path to it.
   */
  readonly redirectOnPathChange?: true;
}

/** A gate on a number of changes of one sort. */
export interface CountThreshold {
  readonly count: number;
}

export interface Threshold extends CountThreshold {
  /** Share of a kind's live objects, 0-100; checked for kinds of at least 10 objects. */
  readonly percent: number;
}

export interface MergeRules {
  readonly type: 'rules' | 'none';
  /** Rules as the API takes them, with reviewer emails resolved to user ids by the planner. */
  readonly rules?: readonly MergeRule[];
}

export interface MergeRule {
  readonly rule: string;
  /** Member emails as written in YAML. */
  readonly users?: readonly string[];
  readonly expression?: string;
  readonly message?: string;
}

/** The organization's settings: the rows of their table (model/fields/settings-fields.ts). */
export type DesiredSettings = DesiredFields<typeof SETTINGS_FIELDS> & {
  readonly address: Address;
};

/** A member: its fields are the rows of its table (model/fields/member-fields.ts). */
export type DesiredMember = DesiredFields<typeof MEMBER_FIELDS> & {
  readonly address: Address;
  readonly email: string;
  readonly id?: string;
};

/**
 * What a declared object matched by its natural key carries besides its fields: its
 * address, the key (the title, or an explicit `key`), the live id it pins, and the
 * titles it had before (`previously:`), which rename the live object in place.
 */
interface Keyed {
  readonly address: Address;
  readonly key: string;
  readonly id?: string;
  readonly previously: readonly string[];
}

/** A team: its fields are the rows of its table (model/fields/team-fields.ts). */
export type DesiredTeam = DesiredFields<typeof TEAM_FIELDS> & Keyed;

/** A SAML provider: its fields are the rows of its table (model/fields/saml-fields.ts). */
export type DesiredSaml = DesiredFields<typeof SAML_FIELDS> & Keyed;

/**
 * An OpenAPI spec: its fields are the rows of its table (model/fields/openapi-fields.ts),
 * its slug the key under `openapi:`.
 */
export type DesiredOpenApi = DesiredFields<typeof OPENAPI_FIELDS> & {
  readonly address: Address;
  readonly id?: string;
};

/** A collection: its fields are the rows of its table (model/fields/collection-fields.ts). */
export type DesiredCollection = DesiredFields<typeof COLLECTION_FIELDS> & Keyed;

/**
 * A space: its settings are the rows of its table (model/fields/space-fields.ts). With
 * `id`, an existing space; without, one docform owns: matched by title (or a `previously`
 * title) and created when none matches. One with `id` and `owned: true` is an owned space
 * `docform pin` pinned: matched by its id, and still owned. The planner fills in the live
 * id of a matched owned space (src/plan/kinds/owned-spaces.ts).
 */
export type DesiredSpace = DesiredFields<typeof SPACE_FIELDS> &
  Keyed & {
    /** `owned: true`: a space docform owns, pinned by `id` (one without `id` is owned anyway). */
    readonly owned?: true;
  };

/** A site: its settings are the rows of its table (model/fields/site-fields.ts). */
export type DesiredSite = DesiredFields<typeof SITE_FIELDS> &
  Keyed & {
    readonly title: MaybeSecret;
    /** undefined: the site's structure is not managed. */
    readonly structure?: DesiredStructure;
    /** undefined: the site's redirects are not managed; else authoritative, by source. */
    readonly redirects?: readonly DesiredRedirect[];
  };

/** A site redirect, keyed by its source path: its fields are its table's rows. */
export type DesiredRedirect = DesiredFields<typeof REDIRECT_FIELDS> & {
  readonly address: Address;
  readonly source: string;
};

export type DesiredStructure = StructureOf<DesiredStructureItem, DesiredSiteSpace>;

export type DesiredStructureItem = DesiredSection | DesiredGroup | DesiredLink;

/**
 * An external link among the sections (official, absent from the seed): its fields are
 * the rows of its table (model/fields/link-fields.ts).
 */
export type DesiredLink = DesiredFields<typeof LINK_FIELDS> & Keyed & { readonly type: 'link' };

/** A section: its fields are the rows of its table (model/fields/section-fields.ts). */
export type DesiredSection = DesiredFields<typeof SECTION_FIELDS> &
  Keyed & {
    readonly type: 'section';
    /** Ordered. */
    readonly spaces: readonly DesiredSiteSpace[];
  };

/** A section group: its fields are the rows of its table (model/fields/group-fields.ts). */
export type DesiredGroup = DesiredFields<typeof GROUP_FIELDS> &
  Keyed & {
    readonly type: 'group';
    /** Ordered sections, nested groups and external links. */
    readonly items: readonly DesiredStructureItem[];
  };

/** A site space: its fields are the rows of its table (model/fields/site-space-fields.ts). */
export type DesiredSiteSpace = DesiredFields<typeof SITE_SPACE_FIELDS> & {
  readonly address: Address;
  /** The reference as written: a key under `spaces:` or a live space id. */
  readonly spaceRef: string;
  /** The space id it resolves to. */
  readonly spaceId: string;
  readonly id?: string;
};
