import type {
  DesiredCollection,
  DesiredOpenApi,
  DesiredSaml,
  DesiredSite,
  DesiredTeam,
} from '../model/desired.js';
import type { TopLevelKind } from '../model/kinds.js';
import type { LiveCollection, LiveOpenApi, LiveSaml, LiveSite, LiveTeam } from '../model/live.js';
import { planCollections } from './kinds/plan-collections.js';
import { OPENAPI_KIND } from './kinds/openapi-kind.js';
import type { SpaceMatch } from './kinds/owned-spaces.js';
import { planMembers } from './kinds/plan-members.js';
import { planSettings } from './kinds/plan-settings.js';
import { planSpaces } from './kinds/plan-spaces.js';
import { SAML_KIND } from './kinds/saml-kind.js';
import { SITE_KIND } from './kinds/site-kind.js';
import { TEAM_KIND } from './kinds/team-kind.js';
import type { MatchResult } from './match-keyed.js';
import { prunedUnder } from './leftover-policy.js';
import type { PlanContext } from './plan-context.js';
import { planKeyed } from './plan-keyed.js';
import { planSiteRedirects } from './redirects/plan-site-redirects.js';
import { planStructure } from './structure/plan-structure.js';
import type { PendingOutline } from './structure/site-outline.js';
import { structureNotes } from './structure/structure-notes.js';
import {
  undeclaredShareLinks,
  undeclaredTeamMembers,
  undeclaredTeamOwners,
} from './undeclared-children.js';

/** The top-level collections matched to live objects, before any of them is planned. */
export interface TopLevelMatches {
  readonly teams: MatchResult<DesiredTeam, LiveTeam>;
  readonly saml: MatchResult<DesiredSaml, LiveSaml>;
  readonly openapi: MatchResult<DesiredOpenApi, LiveOpenApi>;
  readonly collections: MatchResult<DesiredCollection, LiveCollection>;
  readonly spaces: SpaceMatch;
  readonly sites: MatchResult<DesiredSite, LiveSite>;
}

/** Plans one top-level kind into `ctx`; a site's planner adds the outlines of its structures. */
type Planner = (ctx: PlanContext, matches: TopLevelMatches, outlines: PendingOutline[]) => void;

/**
 * The planner of each top-level kind, by kind (a site's planner plans what the site
 * holds), run in this order: the spaces after the teams, SAML providers and OpenAPI
 * specs, the collections after the spaces (their deletes wait for the spaces' moves and
 * deletes), the members next, then the sites, the settings last. A kind added to
 * the registry (src/model/kinds.ts) asks for its planner here.
 */
const PLANNERS: { readonly [K in TopLevelKind]: Planner } = {
  team: (ctx, { teams }) => {
    planKeyed(ctx, ctx.desired.teams, ctx.live.teams, teams, TEAM_KIND, prunedUnder(ctx, 'teams'));
    for (const team of ctx.desired.teams) {
      undeclaredTeamMembers(ctx, team, teams.matched.get(team));
      undeclaredTeamOwners(ctx, team, teams.matched.get(team));
    }
  },
  saml: (ctx, { saml }) => {
    planKeyed(ctx, ctx.desired.saml, ctx.live.saml, saml, SAML_KIND, prunedUnder(ctx, 'saml'));
  },
  openapi: (ctx, { openapi }) => {
    planKeyed(
      ctx,
      ctx.desired.openapi,
      ctx.live.openapi,
      openapi,
      OPENAPI_KIND,
      prunedUnder(ctx, 'openapi'),
    );
  },
  space: (ctx, { spaces, sites }) => planSpaces(ctx, spaces, sites),
  collection: (ctx, { collections, spaces }) => planCollections(ctx, collections, spaces),
  member: (ctx) => planMembers(ctx),
  site: planSites,
  settings: (ctx) => planSettings(ctx),
};

/** Plans every top-level kind (`PLANNERS`); returns the outlines of the sites' structures. */
export function planTopLevel(ctx: PlanContext, matches: TopLevelMatches): PendingOutline[] {
  const outlines: PendingOutline[] = [];
  for (const plan of Object.values(PLANNERS)) plan(ctx, matches, outlines);
  return outlines;
}

/** The sites, and what each declared site holds: its structure, redirects, share links. */
function planSites(ctx: PlanContext, { sites }: TopLevelMatches, outlines: PendingOutline[]): void {
  planKeyed(ctx, ctx.desired.sites, ctx.live.sites, sites, SITE_KIND, prunedUnder(ctx, 'sites'));
  for (const site of ctx.desired.sites) {
    if (sites.blocked.has(site)) continue;
    const outline = planStructure(ctx, site, sites.matched.get(site));
    if (outline !== undefined) outlines.push(outline);
    planSiteRedirects(ctx, site, sites.matched.get(site), outline);
    undeclaredShareLinks(ctx, site, sites.matched.get(site));
    // a structure that could not be planned has its error already: no notes beside it
    if (site.structure !== undefined && outline?.match !== undefined) {
      ctx.diagnostics.push(...structureNotes(site.address, sites.matched.get(site), outline.match));
    }
  }
}
