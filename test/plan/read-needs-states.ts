import type { Address } from '../../src/model/address.js';
import type { DesiredSite, DesiredTeam } from '../../src/model/desired.js';
import type { LiveSite } from '../../src/model/live.js';
import type { ReadNeeds } from '../../src/model/read-needs.js';

/**
 * Desired states for the tests of what the planner needs read: the planner tests'
 * `desired` (organization `org_acme`), and sites and teams keyed by their titles.
 */
export { desired, ORG } from './builders.js';

export function site(title: string, extra: Partial<DesiredSite> = {}): DesiredSite {
  return {
    address: `site.${title}` as Address,
    key: title,
    title,
    previously: [],
    structure: { kind: 'sections', items: [] },
    ...extra,
  };
}

export function team(title: string, members?: string[]): DesiredTeam {
  return {
    address: `team.${title}` as Address,
    key: title,
    title,
    previously: [],
    ...(members ? { members } : {}),
  };
}

/** The sites whose structure the read adds once it has listed `sites` (none when not asked). */
export function moreStructures(needs: ReadNeeds, sites: readonly LiveSite[]): ReadonlySet<string> {
  return needs.moreStructures?.(sites) ?? new Set();
}
