import type { Route } from '../handler.js';
import { permissionRoutes } from './permission-routes.js';
import { siteTarget, spaceTarget } from './permission-targets.js';

/** The official permission operations of sites and of spaces (docs/emulator.md). */
export const sitePermissionRoutes: Route[] = permissionRoutes(siteTarget);
export const spacePermissionRoutes: Route[] = permissionRoutes(spaceTarget);
