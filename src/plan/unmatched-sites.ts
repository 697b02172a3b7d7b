import type { DesiredState } from '../model/desired.js';
import type { LiveSite } from '../model/live.js';
import { SITE_KIND } from './kinds/site-kind.js';
import { matchKeyed } from './match-keyed.js';

/**
 * The live sites whose structure is read once the sites are listed, besides those a
 * declaration may match (`ReadNeeds.moreStructures`): the live sites no declared site
 * matches, matched as the plan matches them (`matchKeyed` with the site's keys), when
 * - a declared site with a structure matches none (the plan creates it): by their spaces
 *   the plan tells whether it is one of them renamed (src/plan/rename-hints.ts);
 * - under `prune: [sites]`: they are deleted, and the plan lists the children that go
 *   with them; under `prune: [spaces]`, the spaces they publish are kept
 *   (src/plan/kinds/plan-spaces.ts).
 * Otherwise none: a plan that creates no site reads no more than the declared sites.
 */
export function unmatchedSites(
  desired: DesiredState,
  sites: readonly LiveSite[],
): ReadonlySet<string> {
  const pruned = prunesSites(desired);
  if (!pruned && !desired.sites.some((s) => s.structure !== undefined)) return new Set();
  const match = matchKeyed(desired.sites, sites, SITE_KIND.spec);
  const created = desired.sites.some(
    (s) => s.structure !== undefined && !match.matched.has(s) && !match.blocked.has(s),
  );
  if (!pruned && !created) return new Set();
  return new Set(sites.filter((s) => !match.claimed.has(s)).map((s) => s.id));
}

/** `prune: [sites]` or `prune: [spaces]`: the undeclared live sites' structures count. */
export function prunesSites(desired: DesiredState): boolean {
  return desired.policy.prune.includes('sites') || desired.policy.prune.includes('spaces');
}
