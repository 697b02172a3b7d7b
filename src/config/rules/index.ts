import { grantTeams } from './grant-teams.js';
import { nonAsciiHosts } from './non-ascii-hosts.js';
import { mergeRuleShapes } from './merge-rules.js';
import { ownedSpaceTitles } from './owned-spaces.js';
import { policyAddresses } from './policy.js';
import { previouslyCollisions } from './previously.js';
import {
  collectionReferences,
  memberReferences,
  siteReferences,
  spaceReferences,
  teamReferences,
} from './references.js';
import type { Rule, RuleContext } from './rule-context.js';
import {
  distinctSiblings,
  distinctSiteSpaces,
  sectionsOrSpaces,
  singleDefaults,
  uniquePaths,
} from './structure.js';
import { teamListsOnce, teamOwners } from './team-owners.js';
import { uniqueIds, uniqueMembers, uniqueTitles } from './unique.js';
import { visitorAuthVisibility } from './visitor-auth.js';

/** Every named rule, in the order their problems are reported (CONTRIBUTING.md, rule 7). */
export const RULES: readonly Rule[] = [
  uniqueMembers,
  ownedSpaceTitles,
  uniqueTitles,
  uniqueIds,
  teamReferences,
  teamOwners,
  teamListsOnce,
  grantTeams,
  memberReferences,
  siteReferences,
  spaceReferences,
  collectionReferences,
  sectionsOrSpaces,
  distinctSiblings,
  distinctSiteSpaces,
  singleDefaults,
  uniquePaths,
  previouslyCollisions,
  mergeRuleShapes,
  policyAddresses,
  nonAsciiHosts,
  visitorAuthVisibility,
];

export function runRules(ctx: RuleContext): void {
  for (const rule of RULES) rule(ctx);
}
