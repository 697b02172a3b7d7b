import type { Diagnostic } from '../model/diagnostic.js';
import type { DesiredSiteSpace, DesiredState, DesiredStructureItem } from '../model/desired.js';
import type { LiveState } from '../model/live.js';

/**
 * References only the live organization can check, checked before anything is planned
 * to run (issue 13, "Live preflight"): a site space's space must exist, or apply would
 * create the site, fail on its section and leave it half built. Declared spaces, members
 * and `defaultContent` are checked where they are planned (plan-spaces, plan-members,
 * plan-settings); every such error stops the plan.
 */
export function preflight(desired: DesiredState, live: LiveState): Diagnostic[] {
  if (live.spaces === undefined) return [];
  const known = new Set(live.spaces.map((s) => s.id));
  const out: Diagnostic[] = [];
  for (const site of desired.sites) {
    for (const siteSpace of siteSpacesOf(site.structure)) {
      if (known.has(siteSpace.spaceId)) continue;
      out.push({
        severity: 'error',
        code: 'space-not-found',
        address: siteSpace.address,
        message: `space ${siteSpace.spaceRef} is not in organization ${desired.organization}`,
        hint: 'name a space under `spaces:` or a live space id (`docform export` lists them); docform does not create spaces',
      });
    }
  }
  return out;
}

function siteSpacesOf(structure: DesiredState['sites'][number]['structure']): DesiredSiteSpace[] {
  if (structure === undefined) return [];
  if (structure.kind === 'spaces') return [...structure.spaces];
  const walk = (items: readonly DesiredStructureItem[]): DesiredSiteSpace[] =>
    items.flatMap((item) => (item.type === 'section' ? item.spaces : walk(item.items)));
  return walk(structure.items);
}
