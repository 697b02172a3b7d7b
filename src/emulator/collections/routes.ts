import { orgForCaller } from '../access.js';
import { badRequest, forbidden } from '../api-error.js';
import { objectBody, optionalEnum, optionalString } from '../body.js';
import type { Body } from '../body.js';
import { onlyFields, ROLES } from '../checks.js';
import type { Reply, RequestContext, Route } from '../handler.js';
import { paginate } from '../paginate.js';
import { forgetCollectionGrants } from '../permissions/grant-store.js';
import { callerRole, roleAtLeast } from '../roles.js';
import { booleanQuery, created, deleted, optionalBody } from '../sites/request-reply.js';
import { ID_PREFIX } from '../sites/site-records.js';
import { spaceView } from '../spaces/view.js';
import type { CollectionRecord } from '../world.js';
import { holdsContent } from './collection-tree.js';
import { collectionForCaller, parentCollection, requireCollectionAdmin } from './lookup.js';
import { collectionView } from './view.js';

/** Title of a collection created without one (the official body makes `title` optional). */
export const UNTITLED_COLLECTION = 'Untitled';

/** The collections of an organization: list, create, get, update, delete, list spaces. */
export const collectionRoutes: Route[] = [
  { method: 'GET', pattern: '/orgs/:organizationId/collections', handler: listCollections },
  { method: 'POST', pattern: '/orgs/:organizationId/collections', handler: createCollection },
  { method: 'GET', pattern: '/collections/:collectionId', handler: getCollection },
  { method: 'PATCH', pattern: '/collections/:collectionId', handler: updateCollection },
  { method: 'DELETE', pattern: '/collections/:collectionId', handler: deleteCollection },
  { method: 'GET', pattern: '/collections/:collectionId/spaces', handler: listSpaces },
];

/**
 * listCollectionsInOrganizationById: every collection of the organization in display
 * order; `nested=false` keeps only those at the root (the official default is `true`).
 */
function listCollections(ctx: RequestContext): Reply {
  const { org } = orgForCaller(ctx);
  const nested = booleanQuery(ctx.query, 'nested') ?? true;
  const all = ctx.world.collections.filter(
    (c) => c.organization === org.id && (nested || c.parent === undefined),
  );
  const page = paginate(all, ctx.query);
  return { status: 200, body: { ...page, items: page.items.map((c) => collectionView(ctx, c)) } };
}

/**
 * createCollection: `{title?, parent?}` by a member with at least the `create` role, as
 * createSpace; `parent` must be a collection of the organization (400). A new collection
 * inherits its access (`defaultLevel: inherit`). 201 with `Location`.
 */
function createCollection(ctx: RequestContext): Reply {
  const { org, member } = orgForCaller(ctx);
  if (!roleAtLeast(member.role, 'create')) {
    throw forbidden('You do not have permission to perform this action: create role required');
  }
  const body = optionalBody(ctx.body);
  onlyFields(body, ['title', 'parent']);
  const title = optionalString(body, 'title', { max: 50 });
  const parent = optionalString(body, 'parent', { min: 1, max: 100 });
  if (parent !== undefined) parentCollection(ctx, org.id, parent);
  const collection: CollectionRecord = {
    organization: org.id,
    id: ctx.newId(ID_PREFIX.collection),
    title: title ?? UNTITLED_COLLECTION,
    ...(parent !== undefined ? { parent } : {}),
    defaultLevel: 'inherit',
    createdAt: ctx.now(),
  };
  ctx.world.collections.push(collection);
  const view = collectionView(ctx, collection);
  return created(view, `${ctx.origin}/v1/collections/${collection.id}`);
}

function getCollection(ctx: RequestContext): Reply {
  return { status: 200, body: collectionView(ctx, collectionForCaller(ctx)) };
}

/** updateCollectionById: `{title?, description?, defaultLevel?}`, by an admin. 200. */
function updateCollection(ctx: RequestContext): Reply {
  const collection = collectionForCaller(ctx);
  requireCollectionAdmin(ctx, collection);
  const body = objectBody(ctx.body);
  onlyFields(body, ['title', 'description', 'defaultLevel']);
  const title = optionalString(body, 'title', { max: 50 });
  const description = optionalString(body, 'description', { max: 100 });
  const level = defaultLevel(body);
  if (title !== undefined) collection.title = title;
  if (description !== undefined) collection.description = description;
  if (level !== undefined) collection.defaultLevel = level;
  return { status: 200, body: collectionView(ctx, collection) };
}

/** Official `DefaultLevel`: a role, `inherit`, or null (guests). */
function defaultLevel(body: Body): CollectionRecord['defaultLevel'] | undefined {
  if (body.defaultLevel === null) return null;
  return optionalEnum(body, 'defaultLevel', [...ROLES, 'inherit'] as const);
}

/**
 * deleteCollectionById: 205 when deleted, 204 when unknown (official statuses). The
 * official spec does not say what happens to what a collection holds, so a collection
 * that still holds a space or a collection is refused with 400 (docs/emulator.md); a
 * space in the trash does not count, and goes back to the root if restored. The
 * collection's grants go with it.
 */
function deleteCollection(ctx: RequestContext): Reply {
  const collection = ctx.world.collections.find((c) => c.id === ctx.params.collectionId);
  if (!collection || callerRole(ctx, collection.organization) === undefined) return deleted(false);
  requireCollectionAdmin(ctx, collection);
  if (holdsContent(ctx.world, collection)) {
    throw badRequest(
      'Collection is not empty: move or delete its spaces and collections before deleting it',
    );
  }
  for (const space of ctx.world.spaces) if (space.parent === collection.id) delete space.parent;
  ctx.world.collections.splice(ctx.world.collections.indexOf(collection), 1);
  forgetCollectionGrants(ctx.world, collection.id);
  return deleted(true);
}

/** listSpacesInCollectionById: the spaces directly in the collection, not in the trash. */
function listSpaces(ctx: RequestContext): Reply {
  const collection = collectionForCaller(ctx);
  const spaces = ctx.world.spaces.filter((s) => s.parent === collection.id && !s.deletedAt);
  const page = paginate(spaces, ctx.query);
  return { status: 200, body: { ...page, items: page.items.map((s) => spaceView(ctx, s)) } };
}
