import type { Route } from '../handler.js';
import { permissionRoutes } from './permission-routes.js';
import { collectionTarget, siteTarget, spaceTarget } from './permission-targets.js';

/** The official permission operations of sites, spaces and collections (docs/emulator.md). */
export const sitePermissionRoutes: Route[] = permissionRoutes(siteTarget);
export const spacePermissionRoutes: Route[] = permissionRoutes(spaceTarget);
export const collectionPermissionRoutes: Route[] = permissionRoutes(collectionTarget);
