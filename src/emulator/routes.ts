import type { Route } from './route.js';
import { siteRoutes } from './sites/routes.js';

/** Every operation served under `/v1`. */
export function allRoutes(): Route[] {
  return [...siteRoutes];
}
