import type { TopLevelCollection } from './kinds.js';
import type { LiveSite } from './live.js';

/**
 * Whether to read each top-level collection, by its key: a kind added to the registry
 * with a collection (src/model/kinds.ts) asks for its flag here.
 */
export type CollectionNeeds = { readonly [C in TopLevelCollection]: boolean };

/**
 * What the planner needs read of one organization, and so what `readLive`
 * (src/api/read-live.ts) reads: which collections, and of them which objects' children,
 * named by live id or title. The planner computes it from the config (`readNeedsFor`,
 * src/plan/read-needs.ts) by its own matching rules; `export` reads everything
 * (`readAll`, below). The reader only follows it: it knows nothing of the config or of
 * how a declaration matches a live object (docs/architecture.md, "What the planner
 * needs read"). Whatever is not asked for stays undefined in the LiveState.
 */
export interface ReadNeeds extends CollectionNeeds {
  readonly organization: string;
  /** Who the token is and its role here: for the plan's permission check and guards. */
  readonly caller: boolean;
  readonly members: boolean;
  readonly teams: boolean;
  /** Membership of every live team (needs `members` too, to map ids to emails). */
  readonly teamMembers: boolean;
  readonly saml: boolean;
  readonly openapi: boolean;
  /** Specs whose latest version's text is read, to compare a file or text source. */
  readonly openapiText: OpenApiSelector;
  /** The organization's Docs agent instructions. */
  readonly agentInstructions: boolean;
  readonly spaces: boolean;
  readonly sites: boolean;
  readonly siteStructure: SiteSelector;
  /**
   * More sites whose structure is read, chosen once the sites are listed: given the live
   * sites, the ids of those to read besides `siteStructure`'s. Absent: none. The planner
   * gives it (src/plan/unmatched-sites.ts): the reader calls it and asks nothing more.
   */
  readonly moreStructures?: (sites: readonly LiveSite[]) => ReadonlySet<string>;
  /** `enabled`: the sites whose adaptive content is on (the others have no use for one). */
  readonly adaptiveSchema: SiteSelector | 'enabled';
  /** The sites whose share links are read (name and state, never keys). Absent: none. */
  readonly shareLinks?: SiteSelector;
  /** More sites whose share links are read when their live visibility is `share-link`. */
  readonly shareLinksIfShared?: LiveKeys;
  /** The sites whose team and user grants are read. Absent: none. */
  readonly sitePermissions?: SiteSelector;
  /** The spaces whose team and user grants are read. Absent: none. */
  readonly spacePermissions?: LiveKeys | 'all';
  /** The sites whose redirects are read. Absent: none. */
  readonly redirects?: SiteSelector;
  /** Their drafts too: a declared redirect made a draft by hand is made live again. */
  readonly redirectDrafts?: true;
  /** The sites whose customization settings are read. Absent: none. */
  readonly customization?: SiteSelector;
  /**
   * The sites whose visitor authentication settings are read (never their signing key);
   * `visitor-auth`: the sites whose visibility uses them (`export`). Absent: none.
   */
  readonly visitorAuth?: SiteSelector | 'visitor-auth';
  /**
   * The sites whose Git Sync installation's settings are read, of those the sites list
   * reports one on (official `Site.gitSync`): one list request each. Absent: none.
   */
  readonly gitSync?: SiteSelector;
  /**
   * The site spaces whose customization settings are read: on the sites selected, those
   * showing the spaces of `spaceIds` (or every one). Absent: none.
   */
  readonly siteSpaceCustomization?: {
    readonly sites: SiteSelector;
    readonly spaceIds: ReadonlySet<string> | 'all';
  };
}

/** Which live sites (or spaces) get a child read: all, none, or those of some keys. */
export type SiteSelector = 'all' | 'none' | LiveKeys;

/** Live sites or spaces by id, or by title. */
export interface LiveKeys {
  readonly ids: readonly string[];
  readonly titles: readonly string[];
}

/**
 * Specs whose latest text is read: none, those without a URL (export), or those of
 * some ids or slugs.
 */
export type OpenApiSelector =
  'none' | 'without-url' | { readonly ids: readonly string[]; readonly slugs: readonly string[] };

/**
 * The whole organization, for `export` and a drift report of everything. `grants` adds
 * the team and user grants of every site and space (two list requests each), and
 * `overrides` the customization settings of every site space (one request each):
 * `export` writes them back. Adaptive schemas only of the sites whose adaptive content
 * is on; every site's share links (a site's links are its own whatever its visibility);
 * the settings of every site's Git Sync installation (one request per site that has one),
 * which `export` writes.
 */
export function readAll(
  organization: string,
  options: { grants?: boolean; overrides?: boolean } = {},
): ReadNeeds {
  const every = options.grants === true;
  return {
    organization,
    caller: false,
    members: true,
    teams: true,
    teamMembers: true,
    saml: true,
    openapi: true,
    openapiText: 'without-url',
    agentInstructions: true,
    spaces: true,
    sites: true,
    siteStructure: 'all',
    adaptiveSchema: 'enabled',
    shareLinks: 'all',
    sitePermissions: every ? 'all' : 'none',
    spacePermissions: every ? 'all' : { ids: [], titles: [] },
    redirects: 'all',
    customization: 'all',
    visitorAuth: 'visitor-auth',
    gitSync: 'all',
    ...(options.overrides === true
      ? { siteSpaceCustomization: { sites: 'all', spaceIds: 'all' } }
      : {}),
  };
}
