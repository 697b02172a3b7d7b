import type { Address } from '../../../src/model/address.js';
import type { DesiredSite, DesiredState, DesiredTeam } from '../../../src/model/desired.js';

/** Desired states for the read scope's tests: the organization `org_acme` and what is given. */
export const ORG = 'org_acme';

export function desired(parts: Partial<DesiredState> = {}): DesiredState {
  return {
    version: 1,
    organization: ORG,
    members: [],
    teams: [],
    saml: [],
    openapi: [],
    spaces: [],
    sites: [],
    policy: {
      prune: [],
      deleteThreshold: { count: 10, percent: 50 },
      updateThreshold: { count: 50, percent: 50 },
      protect: [],
      ignore: [],
    },
    locations: new Map(),
    ...parts,
  };
}

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
