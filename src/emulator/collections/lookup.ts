import { badRequest, forbidden, notFound } from '../api-error.js';
import type { RequestContext } from '../handler.js';
import { callerRole, roleAtLeast } from '../roles.js';
import type { CollectionRecord } from '../world.js';

/** The official 404 message of the collection operations. */
export const NO_COLLECTION = 'No matching Collection found for given ID';

/**
 * The collection named by `:collectionId` in an organization the caller belongs to;
 * anything else is a 404 (no leak of other organizations' ids).
 */
export function collectionForCaller(ctx: RequestContext): CollectionRecord {
  const collection = ctx.world.collections.find((c) => c.id === ctx.params.collectionId);
  if (!collection || callerRole(ctx, collection.organization) === undefined) {
    throw notFound(NO_COLLECTION);
  }
  return collection;
}

/** Collection settings, grants and moves need the admin role, as a space's do. */
export function requireCollectionAdmin(ctx: RequestContext, collection: CollectionRecord): void {
  if (!roleAtLeast(callerRole(ctx, collection.organization), 'admin')) {
    throw forbidden('You do not have permission to perform this action: admin role required');
  }
}

/**
 * The collection a `parent` field names, which must be a collection of the organization:
 * 400 otherwise (the message createSpace gave before collections existed).
 */
export function parentCollection(
  ctx: RequestContext,
  organization: string,
  id: string,
): CollectionRecord {
  const found = ctx.world.collections.find((c) => c.id === id && c.organization === organization);
  if (!found)
    throw badRequest(`Field "parent": no matching collection "${id}" in the organization`);
  return found;
}
