import type { Route } from '../route.js';

/** Sites, adaptive schema, sections, section groups and site spaces (filled in by issue 2). */
export const siteRoutes: Route[] = [];
