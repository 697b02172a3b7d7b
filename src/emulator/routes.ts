import { memberRoutes } from './members/routes.js';
import { openApiRoutes } from './openapi/routes.js';
import { organizationRoutes } from './orgs/routes.js';
import type { Route } from './route.js';
import { samlRoutes } from './saml/routes.js';
import { siteRoutes } from './sites/routes.js';
import { spaceRoutes } from './spaces/routes.js';
import { teamRoutes } from './teams/routes.js';

/** Every operation served under `/v1`. */
export function allRoutes(): Route[] {
  return [
    ...organizationRoutes,
    ...memberRoutes,
    ...teamRoutes,
    ...samlRoutes,
    ...spaceRoutes,
    ...openApiRoutes,
    ...siteRoutes,
  ];
}
