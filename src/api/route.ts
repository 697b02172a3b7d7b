import type { HttpMethod } from './types.js';

/** The official path of an organization, which most paths start with. */
export const ORG = '/orgs/{organizationId}';

/** The official path of a site of an organization, which every site path starts with. */
export const SITE = `${ORG}/sites/{siteId}`;

/**
 * An official operation sent as `method` to `path` (a template: `{name}` for each path
 * parameter), with both kept as their literal types, from which the path parameters and
 * the request type are derived (src/api/operations.ts).
 */
export function route<const M extends HttpMethod, const P extends string>(method: M, path: P) {
  return { method, path } as const;
}

/**
 * An operation that makes a new object (`creates`): never re-sent blindly, its lost
 * answer read again instead (src/apply/adopt.ts).
 */
export function creates<const M extends HttpMethod, const P extends string>(method: M, path: P) {
  return { method, path, creates: true } as const;
}
