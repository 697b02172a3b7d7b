import type { Route } from './handler.js';
import { externalLinkRoutes } from './external-links/routes.js';
import { memberRoutes } from './members/routes.js';
import { openApiRoutes } from './openapi/routes.js';
import { agentInstructionRoutes } from './orgs/agent-instructions.js';
import { inviteRoutes } from './orgs/invites.js';
import { organizationRoutes } from './orgs/routes.js';
import {
  collectionPermissionRoutes,
  sitePermissionRoutes,
  spacePermissionRoutes,
} from './permissions/permission-route-table.js';
import { collectionRoutes } from './collections/routes.js';
import { moveRoutes } from './collections/moves.js';
import { gitSyncRoutes } from './git-sync/routes.js';
import { samlRoutes } from './saml/routes.js';
import { adaptiveSchemaRoutes } from './sites/adaptive-schema-routes.js';
import { customizationRoutes } from './customization/routes.js';
import { groupRoutes } from './sites/group-routes.js';
import { publishingAuthRoutes } from './visitor-auth/routes.js';
import { redirectRoutes } from './redirects/routes.js';
import { sectionRoutes } from './sites/section-routes.js';
import { shareLinkRoutes } from './share-links/routes.js';
import { siteRoutes } from './sites/site-routes.js';
import { siteSpaceRoutes } from './sites/site-space-routes.js';
import { structureRoutes } from './sites/structure-routes.js';
import { createSpaceRoutes } from './spaces/create-space.js';
import { spaceRoutes } from './spaces/routes.js';
import { teamRoutes } from './teams/routes.js';
import { userRoutes } from './users/routes.js';

/** Every operation served under `/v1`, resource by resource. */
export function v1Routes(): Route[] {
  return [
    ...userRoutes,
    ...organizationRoutes,
    ...agentInstructionRoutes,
    ...memberRoutes,
    ...teamRoutes,
    ...samlRoutes,
    ...spaceRoutes,
    ...openApiRoutes,
    ...siteRoutes,
    ...structureRoutes,
    ...adaptiveSchemaRoutes,
    ...groupRoutes,
    ...sectionRoutes,
    ...siteSpaceRoutes,
    ...customizationRoutes,
    ...redirectRoutes,
    ...shareLinkRoutes,
    ...publishingAuthRoutes,
    // Permissions, owned spaces, invites and external links.
    ...sitePermissionRoutes,
    ...spacePermissionRoutes,
    ...createSpaceRoutes,
    ...inviteRoutes,
    ...externalLinkRoutes,
    // Collections, their grants, and moves of spaces and collections between them.
    ...collectionRoutes,
    ...collectionPermissionRoutes,
    ...moveRoutes,
    // Git Sync installations (made in the app; the tool manages their settings).
    ...gitSyncRoutes,
  ];
}
