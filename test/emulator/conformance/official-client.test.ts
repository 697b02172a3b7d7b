import { describe, expect, it } from 'vitest';
import { useTestEmulator } from '../../support/start-test-emulator.js';
import type { ConformanceContext } from './conformance-context.js';
import { OperationRecorder } from './operation-recorder.js';
import { organizationsScenario } from './organizations.scenario.js';
import { teamsScenario } from './teams.scenario.js';
import { samlScenario } from './saml.scenario.js';
import { sitesScenario } from './sites.scenario.js';
import { siteStructureScenario } from './site-structure.scenario.js';
import { siteFeaturesScenario } from './site-features.scenario.js';
import { spacesScenario } from './spaces.scenario.js';
import { openapiScenario } from './openapi.scenario.js';
import { clientErrorsScenario } from './client-errors.scenario.js';
import { officialFieldsScenario } from './official-fields.scenario.js';
import { userScenario } from './user.scenario.js';
import { agentInstructionsScenario } from './agent-instructions.scenario.js';
import { openapiContentScenario } from './openapi-content.scenario.js';
import { memberRemovalScenario } from './member-removal.scenario.js';
import { permissionsScenario } from './permissions.scenario.js';
import { ownedSpacesAndInvitesScenario } from './owned-spaces-and-invites.scenario.js';
import { externalLinksScenario } from './external-links.scenario.js';
import { collectionsScenario } from './collections.scenario.js';
import { COLLECTION_OPERATIONS } from '../collection-operations.js';
import { gitSyncScenario } from './git-sync.scenario.js';
import { GIT_SYNC_OPERATIONS } from '../git-sync-operations.js';

/**
 * Every managed operation driven through the official client
 * `GitBookAPI`, each response validated against that operation's schema in the
 * official openapi.json. Each area gets a fresh emulator on the built-in fixture.
 */
const recorder = new OperationRecorder();

/** Operations for permissions, owned spaces, invites and external links, each validated. */
const ACCESS_AND_LINK_OPERATIONS = [
  'inviteToSite',
  'listTeamPermissionsInSite',
  'listUserPermissionsInSite',
  'listPermissionsAggregateInSite',
  'updateTeamPermissionInSite',
  'updateUserPermissionInSite',
  'removeTeamFromSite',
  'removeUserFromSite',
  'inviteToSpace',
  'listTeamPermissionsInSpace',
  'listUserPermissionsInSpace',
  'listPermissionsAggregateInSpace',
  'updateTeamPermissionInSpace',
  'updateUserPermissionInSpace',
  'removeTeamFromSpace',
  'removeUserFromSpace',
  'createSpace',
  'deleteSpaceById',
  'inviteUsersToOrganization',
  'addExternalLinkToSite',
  'updateSiteExternalLinkById',
  'deleteSiteExternalLinkById',
];
const seedOnly = new Set<string>();

const scenarios = {
  'organizations and members': organizationsScenario,
  'teams and team membership': teamsScenario,
  'SAML providers and SSO login info': samlScenario,
  'sites, publishing and the adaptive schema': sitesScenario,
  'sections, section groups and site spaces': siteStructureScenario,
  'site customization, redirects, share links and visitor auth': siteFeaturesScenario,
  spaces: spacesScenario,
  'OpenAPI specifications': openapiScenario,
  'errors and headers as the official client sees them': clientErrorsScenario,
  'official-only fields': officialFieldsScenario,
  'the authenticated user': userScenario,
  'organization agent instructions': agentInstructionsScenario,
  'OpenAPI versions keep their content': openapiContentScenario,
  'member removal sent for approval (202)': memberRemovalScenario,
  'site and space permissions': permissionsScenario,
  'owned spaces and organization invites': ownedSpacesAndInvitesScenario,
  'external links in a site structure': externalLinksScenario,
  'collections and moves': collectionsScenario,
  'Git Sync installations': gitSyncScenario,
};

for (const [title, scenario] of Object.entries(scenarios)) {
  describe(title, () => {
    const emulator = useTestEmulator();
    const ctx: ConformanceContext = { emulator, recorder, seedOnly };
    scenario(ctx);
  });
}

describe('coverage', () => {
  it('exercises at least 40 distinct official operations', () => {
    const operations = recorder.operations;
    console.log(
      `conformance: ${operations.length} official operations exercised through GitBookAPI` +
        ` (+${seedOnly.size} seed-only with plain fetch): ${operations.join(', ')}`,
    );
    expect(operations.length).toBeGreaterThanOrEqual(40);
  });

  it('exercises every permission, owned-space, invite and external-link operation', () => {
    expect(recorder.operations).toEqual(expect.arrayContaining(ACCESS_AND_LINK_OPERATIONS));
  });

  it('exercises every collection operation', () => {
    expect(recorder.operations).toEqual(expect.arrayContaining(COLLECTION_OPERATIONS));
  });

  it('exercises every Git Sync operation', () => {
    expect(recorder.operations).toEqual(expect.arrayContaining(GIT_SYNC_OPERATIONS));
  });
});
