import type { DesiredSite, DesiredState } from '../model/desired.js';
import { visibilityOf } from '../model/fields/site-fields.js';
import { reveal } from '../model/secret.js';
import {
  overridesNeedSiteCustomization,
  siteSpaceCustomizationScope,
} from './read-site-space-customization.js';

/** Which live sites get a child read: all, none, or those a declaration may match. */
type SiteSelector = 'all' | 'none' | LiveKeys;

/** Live sites or spaces by pinned id, or by title (with the titles they had before). */
export interface LiveKeys {
  readonly ids: readonly string[];
  readonly titles: readonly string[];
}

/**
 * Specs whose latest text is read: none, those without a URL (export), or those a
 * declared file or text source may match (by pinned id or slug).
 */
export type OpenApiSelector =
  'none' | 'without-url' | { readonly ids: readonly string[]; readonly slugs: readonly string[] };

/** What `readLive` reads; everything else stays undefined in the LiveState. */
export interface ReadScope {
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
   * The declared sites with a structure, each by the keys it may match a live site by
   * (`unmatchedSites`): when one matches none, the children of the unmatched live sites
   * are read too. Undefined or empty: none.
   */
  readonly newSiteKeys?: readonly LiveKeys[];
  /**
   * Under `prune: [sites]` or `prune: [spaces]`, the keys of every declared site: the
   * structure of each live site none of them names is read. Under `prune: [sites]` that
   * site is deleted, and the plan lists what goes with it; under `prune: [spaces]` the
   * spaces it publishes are kept (src/plan/kinds/plan-spaces.ts).
   */
  readonly prunedSites?: LiveKeys;
  /** `enabled`: the sites whose adaptive content is on (the others have no use for one). */
  readonly adaptiveSchema: SiteSelector | 'enabled';
  /** The sites whose share links are read (name and state, never keys). */
  readonly shareLinks?: SiteSelector;
  /** More sites whose share links are read when their live visibility is `share-link`. */
  readonly shareLinksIfShared?: LiveKeys;
  /** The sites whose team and user grants are read: those that declare `permissions:`. */
  readonly sitePermissions?: SiteSelector;
  /**
   * The spaces whose grants are read: those that declare `permissions:`, by id, or an
   * owned one (no id) by its title and `previously` titles.
   */
  readonly spacePermissions?: LiveKeys | 'all';
  /**
   * The sites whose redirects are read: those that declare `redirects:`, and, under
   * `policy.redirectOnPathChange`, those with a declared structure (a moved path's
   * redirect must not duplicate a live one). Undefined: none.
   */
  readonly redirects?: SiteSelector;
  /** Their drafts too: a declared redirect made a draft by hand is made live again. */
  readonly redirectDrafts?: true;
  /**
   * The sites whose customization settings are read: those that declare it, those whose
   * site spaces' overrides declare in part a value the API takes only whole (completed
   * from the site's own), or all of them (`export`). Undefined: none.
   */
  readonly customization?: SiteSelector;
  /**
   * The sites whose visitor authentication settings are read (never their signing key);
   * `visitor-auth`: the sites whose visibility uses them (`export`). Absent: none.
   */
  readonly visitorAuth?: SiteSelector | 'visitor-auth';
  /**
   * The site spaces whose customization settings are read: on the sites selected, those
   * of the spaces a site space declaring `customization:` shows. Undefined: none.
   */
  readonly siteSpaceCustomization?: {
    readonly sites: SiteSelector;
    readonly spaceIds: ReadonlySet<string> | 'all';
  };
}

/**
 * The least the planner needs for this config: only declared kinds, plus the collections
 * `policy.prune` makes authoritative, plus what references need (member emails of teams
 * and merge rules, sites named by `defaultContent`, teams named by a SAML provider's
 * `defaultTeam`). A site's children are read only for the live sites a declared site may
 * match: by pinned id, title or a `previously` title, as the planner matches
 * (src/plan/match-keyed.ts), and, under `prune: [sites]` or `prune: [spaces]`, for the
 * live sites no declared site names (`prunedSites`). Spaces are read when a site's
 * structure names some, for the plan's preflight. A spec's latest text is read only when
 * the config gives it as a file or text, the agent instructions only when declared.
 */
export function readScopeFor(desired: DesiredState): ReadScope {
  const prune = new Set(desired.policy.prune);
  const settings = desired.settings;
  const teamMembers = desired.teams.some((t) => t.members !== undefined);
  // merge rules name reviewers by user id: the members give their emails, on both sides
  const mergeRules = settings?.mergeRules !== undefined;
  // grants name teams by key and members by email: both lists map them to ids
  const grants =
    desired.sites.some((s) => s.permissions !== undefined) ||
    desired.spaces.some((s) => s.permissions !== undefined);
  return {
    organization: desired.organization,
    caller: true,
    members:
      desired.members.length > 0 || prune.has('members') || teamMembers || mergeRules || grants,
    // a SAML provider's defaultTeam may name a live team by id
    teams:
      grants ||
      desired.teams.length > 0 ||
      prune.has('teams') ||
      desired.saml.some((s) => typeof s.defaultTeam === 'string'),
    teamMembers,
    saml: desired.saml.length > 0 || prune.has('saml'),
    openapi: desired.openapi.length > 0 || prune.has('openapi'),
    openapiText: textSources(desired),
    agentInstructions: settings?.agentInstructions !== undefined,
    // site spaces name spaces by id: the plan checks each exists before anything runs;
    // an owned space is matched among them by title, and `prune: [spaces]` deletes some
    spaces:
      desired.spaces.length > 0 ||
      prune.has('spaces') ||
      desired.sites.some((s) => s.structure !== undefined),
    // under `prune: [spaces]` the live sites tell which spaces an undeclared site shows
    sites:
      desired.sites.length > 0 ||
      prune.has('sites') ||
      prune.has('spaces') ||
      settings?.defaultContent != null,
    // a redirect's destination path resolves against the site's structure
    siteStructure: selectorOf(
      desired.sites.filter((s) => s.structure !== undefined || s.redirects !== undefined),
    ),
    newSiteKeys: desired.sites.filter((s) => s.structure !== undefined).map((s) => keysOf([s])),
    ...(prune.has('sites') || prune.has('spaces')
      ? { prunedSites: namingKeys(desired.sites) }
      : {}),
    adaptiveSchema: selectorOf(desired.sites.filter((s) => s.adaptiveSchema !== undefined)),
    // declared links are compared; those of a site shared by link are listed as unmanaged
    shareLinks: selectorOf(
      desired.sites.filter((s) => s.shareLinks !== undefined || visibilityOf(s) === 'share-link'),
    ),
    shareLinksIfShared: keysOf(desired.sites),
    sitePermissions: selectorOf(desired.sites.filter((s) => s.permissions !== undefined)),
    spacePermissions: spaceGrants(desired),
    ...redirectScope(desired),
    customization: selectorOf(
      desired.sites.filter(
        (s) => s.customization !== undefined || overridesNeedSiteCustomization(s),
      ),
    ),
    visitorAuth: selectorOf(desired.sites.filter((s) => s.visitorAuth !== undefined)),
    ...overrideScope(desired),
  };
}

function overrideScope(desired: DesiredState): Pick<ReadScope, 'siteSpaceCustomization'> {
  const scope = siteSpaceCustomizationScope(desired.sites, desired.spaces);
  if (scope === undefined) return {};
  return { siteSpaceCustomization: { sites: keysOf(scope.sites), spaceIds: scope.spaceIds } };
}

/**
 * The spaces that declare `permissions:`: by id, and an owned one by title and former
 * titles (matched so when its pinned id is no longer live: src/plan/stale-ids.ts).
 */
function spaceGrants(desired: DesiredState): LiveKeys {
  const spaces = desired.spaces.filter((s) => s.permissions !== undefined);
  const owned = spaces.filter((s) => s.id === undefined || s.owned === true);
  return {
    ids: spaces.flatMap((s) => (s.id === undefined ? [] : [s.id])),
    titles: owned.flatMap((s) => (s.title === undefined ? [] : [reveal(s.title), ...s.previously])),
  };
}

function redirectScope(desired: DesiredState): Pick<ReadScope, 'redirects' | 'redirectDrafts'> {
  const onMove = desired.policy.redirectOnPathChange === true;
  const sites = desired.sites.filter(
    (s) => s.redirects !== undefined || (onMove && s.structure !== undefined),
  );
  return sites.length === 0 ? {} : { redirects: keysOf(sites), redirectDrafts: true };
}

/**
 * The whole organization, for `export` and a drift report of everything. `grants` adds
 * the team and user grants of every site and space (two list requests each), and
 * `overrides` the customization settings of every site space (one request each):
 * `export` writes them back.
 */
export function readScopeAll(
  organization: string,
  options: { grants?: boolean; overrides?: boolean } = {},
): ReadScope {
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
    shareLinks: 'all', // every site's: a site's links are its own whatever its visibility
    sitePermissions: every ? 'all' : 'none',
    spacePermissions: every ? 'all' : { ids: [], titles: [] },
    redirects: 'all',
    customization: 'all',
    visitorAuth: 'visitor-auth',
    ...(options.overrides === true
      ? { siteSpaceCustomization: { sites: 'all', spaceIds: 'all' } }
      : {}),
  };
}

/** Only specs given as a file or text are compared by content (never those from a URL). */
function textSources(desired: DesiredState): OpenApiSelector {
  const specs = desired.openapi.filter((o) => !('url' in o.source));
  if (specs.length === 0) return 'none';
  return {
    ids: specs.flatMap((o) => (o.id === undefined ? [] : [o.id])),
    slugs: specs.map((o) => o.slug),
  };
}

function selectorOf(sites: readonly DesiredSite[]): SiteSelector {
  if (sites.length === 0) return 'none';
  return keysOf(sites);
}

/**
 * The keys by which the planner surely matches the declared sites (src/plan/match-keyed.ts):
 * a pinned site only by its id (its title names no other live site), the others by
 * their titles. A `previously` title is left out: the planner tries it only for a site
 * its own title did not match, so a live site holding it may stay unclaimed, and its
 * structure is read (one request) rather than assumed to be a declared site's.
 */
function namingKeys(sites: readonly DesiredSite[]): LiveKeys {
  return {
    ids: sites.flatMap((s) => (s.id === undefined ? [] : [s.id])),
    titles: sites.flatMap((s) => (s.id === undefined ? [reveal(s.title)] : [])),
  };
}

function keysOf(sites: readonly DesiredSite[]): LiveKeys {
  return {
    ids: sites.flatMap((s) => (s.id === undefined ? [] : [s.id])),
    titles: sites.flatMap((s) => [reveal(s.title), ...s.previously]),
  };
}

/** Whether a selector takes a live site or space: all, none, or by its id or title. */
export function selects(
  selector: SiteSelector,
  object: { readonly id: string; readonly title: string },
): boolean {
  if (selector === 'all') return true;
  if (selector === 'none') return false;
  const sets = setsOf(selector);
  return sets.ids.has(object.id) || sets.titles.has(object.title);
}

interface KeySets {
  readonly ids: ReadonlySet<string>;
  readonly titles: ReadonlySet<string>;
}

/** A selector's keys as sets, made once: 1,000 sites against 1,000 declared titles. */
const keySets = new WeakMap<LiveKeys, KeySets>();

function setsOf(keys: LiveKeys): KeySets {
  let sets = keySets.get(keys);
  if (sets === undefined) {
    sets = { ids: new Set(keys.ids), titles: new Set(keys.titles) };
    keySets.set(keys, sets);
  }
  return sets;
}
