import type { DesiredSite, DesiredState } from '../model/desired.js';
import { fieldValue, rowsOf } from '../model/fields/field-row.js';
import { SITE_FIELDS, visibilityOf, type SiteVia } from '../model/fields/site-fields.js';
import type { LiveKeys, OpenApiSelector, ReadNeeds, SiteSelector } from '../model/read-needs.js';
import { reveal } from '../model/secret.js';
import { COLLECTION_KIND } from './kinds/collection-kind.js';
import { OPENAPI_KIND } from './kinds/openapi-kind.js';
import { isOwned } from './kinds/owned-spaces.js';
import { SITE_KIND } from './kinds/site-kind.js';
import { SPACE_KIND } from './kinds/space-kind.js';
import type { KeySpec } from './match-keyed.js';
import { overrideReads, overridesNeedSiteCustomization } from './override-reads.js';
import { prunesSites, unmatchedSites } from './unmatched-sites.js';

/**
 * What the plan of this config needs read, and no more: only declared kinds, plus the
 * collections `policy.prune` makes authoritative, plus what references need (member
 * emails of teams and merge rules, sites named by `defaultContent`, teams named by a SAML
 * provider's `defaultTeam`). A site's children are read only for the live sites a
 * declared site may match, by the keys the planner matches it by (its kind's `spec`,
 * src/plan/match-keyed.ts): a pinned id, a title, a `previously` title; once the sites
 * are listed, the live sites the planner matches to none when it needs their structure
 * (`unmatchedSites`). Spaces are read when a site's structure names some, for the plan's
 * preflight. A spec's latest text is read only when the config gives it as a file or
 * text, the agent instructions only when declared.
 */
export function readNeedsFor(desired: DesiredState): ReadNeeds {
  const prune = new Set(desired.policy.prune);
  const settings = desired.settings;
  const teamMembers = desired.teams.some((t) => t.members !== undefined || t.owners !== undefined);
  // merge rules name reviewers by user id: the members give their emails, on both sides
  const mergeRules = settings?.mergeRules !== undefined;
  // grants name teams by key and members by email: both lists map them to ids
  const grants =
    desired.sites.some((s) => s.permissions !== undefined) ||
    desired.spaces.some((s) => s.permissions !== undefined) ||
    desired.collections.some((c) => c.permissions !== undefined);
  // a space's collection names one by key or live id; a pruned collection's delete waits
  // for the spaces it holds to move out, or refuses
  const collections =
    desired.collections.length > 0 ||
    prune.has('collections') ||
    desired.spaces.some((s) => s.collection !== undefined);
  const structures = desired.sites.some((s) => s.structure !== undefined);
  const adaptiveSchema = selectorOf(declaring(desired.sites, 'adaptive-schema'));
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
    collections,
    spaces:
      desired.spaces.length > 0 || prune.has('spaces') || prune.has('collections') || structures,
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
    ...(structures || prunesSites(desired)
      ? { moreStructures: (sites) => unmatchedSites(desired, sites) }
      : {}),
    adaptiveSchema,
    // declared links are compared; those of a site shared by link are listed as unmanaged
    shareLinks: selectorOf(
      desired.sites.filter((s) => declares(s, 'share-links') || visibilityOf(s) === 'share-link'),
    ),
    shareLinksIfShared: siteKeys(desired.sites),
    sitePermissions: selectorOf(declaring(desired.sites, 'permissions')),
    spacePermissions: spaceGrants(desired),
    collectionPermissions: matchable(
      desired.collections.filter((c) => c.permissions !== undefined),
      COLLECTION_KIND.spec,
    ),
    ...redirectNeeds(desired),
    // a site space's override declaring in part a value the API takes only whole is
    // completed from the site's own customization
    customization: selectorOf(
      desired.sites.filter(
        (s) => declares(s, 'customization') || overridesNeedSiteCustomization(s),
      ),
    ),
    visitorAuth: selectorOf(declaring(desired.sites, 'visitor-auth')),
    // the sites list says which sites Git Sync drives; the settings only where declared
    gitSync: selectorOf(declaring(desired.sites, 'git-sync')),
    ...overrideNeeds(desired),
  };
}

function overrideNeeds(desired: DesiredState): Pick<ReadNeeds, 'siteSpaceCustomization'> {
  const reads = overrideReads(desired.sites, desired.spaces);
  if (reads === undefined) return {};
  return { siteSpaceCustomization: { sites: siteKeys(reads.sites), spaceIds: reads.spaceIds } };
}

/**
 * The spaces that declare `permissions:`, by the keys the planner matches them by
 * (src/plan/kinds/owned-spaces.ts): an existing one by its id, an owned one also by its
 * title and former titles (matched so when its pinned id is no longer live).
 */
function spaceGrants(desired: DesiredState): LiveKeys {
  const spaces = desired.spaces.filter((s) => s.permissions !== undefined);
  return {
    ids: matchable(spaces, SPACE_KIND.spec).ids,
    titles: matchable(spaces.filter(isOwned), SPACE_KIND.spec).titles,
  };
}

/**
 * The sites whose redirects are read: those that declare `redirects:`, and, under
 * `policy.redirectOnPathChange`, those with a declared structure (a moved path's redirect
 * must not duplicate a live one), with the drafts (a declared redirect made a draft by
 * hand is made live again).
 */
function redirectNeeds(desired: DesiredState): Pick<ReadNeeds, 'redirects' | 'redirectDrafts'> {
  const onMove = desired.policy.redirectOnPathChange === true;
  const sites = desired.sites.filter(
    (s) => s.redirects !== undefined || (onMove && s.structure !== undefined),
  );
  return sites.length === 0 ? {} : { redirects: siteKeys(sites), redirectDrafts: true };
}

/**
 * Only specs given as a file or text are compared by content (never those from a URL):
 * by the keys the planner matches them by, a pinned id or the slug.
 */
function textSources(desired: DesiredState): OpenApiSelector {
  const specs = desired.openapi.filter((o) => !('url' in o.source));
  if (specs.length === 0) return 'none';
  const keys = matchable(specs, OPENAPI_KIND.spec);
  return { ids: keys.ids, slugs: keys.titles };
}

/**
 * The sites that declare a row the API serves by a call of its own, the call `via`
 * (src/model/fields/site-fields.ts): that call reads the row's live value, for them only.
 */
function declaring(sites: readonly DesiredSite[], via: SiteVia): DesiredSite[] {
  return sites.filter((s) => declares(s, via));
}

function declares(site: DesiredSite, via: SiteVia): boolean {
  return rowsOf(SITE_FIELDS).some(
    ([name, row]) => row.via === via && fieldValue(site, name) !== undefined,
  );
}

function selectorOf(sites: readonly DesiredSite[]): SiteSelector {
  if (sites.length === 0) return 'none';
  return siteKeys(sites);
}

function siteKeys(sites: readonly DesiredSite[]): LiveKeys {
  return matchable(sites, SITE_KIND.spec);
}

/**
 * Every live id and key (a title, a slug) a declaration may match by, as the planner
 * tries them (`matchKeyed`, src/plan/match-keyed.ts): its pinned id, and its natural key
 * and `previously` keys, tried when no id is pinned or the pinned one is not live. Which
 * of the live objects holding them the declaration matches is the planner's to say,
 * once they are read.
 */
function matchable<D, L>(declared: readonly D[], spec: KeySpec<D, L>): LiveKeys {
  return {
    ids: declared.flatMap((d) => spec.pinnedId(d) ?? []),
    titles: declared.flatMap((d) => [reveal(spec.naturalKey(d)), ...spec.previously(d)]),
  };
}
