import type { Address } from '../../../src/model/address.js';
import type { DesiredSite, DesiredTeam } from '../../../src/model/desired.js';

/**
 * Desired states for the read scope's tests: the planner tests' `desired` (organization
 * `org_acme`), and sites and teams keyed by their titles.
 */
export { desired, ORG } from '../../plan/builders.js';

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
