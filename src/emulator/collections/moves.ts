import { badRequest, conflict, forbidden, notFound } from '../api-error.js';
import { objectBody, optionalString } from '../body.js';
import type { Body } from '../body.js';
import { onlyFields } from '../checks.js';
import type { Reply, RequestContext, Route } from '../handler.js';
import { callerRole, roleAtLeast } from '../roles.js';
import { spaceForCaller } from '../spaces/lookup.js';
import { spaceView } from '../spaces/view.js';
import type { World } from '../world.js';
import { isWithin } from './collection-tree.js';
import { collectionForCaller, parentCollection, requireCollectionAdmin } from './lookup.js';
import { collectionView } from './view.js';

/** The official moveSpace and moveCollection: a new parent collection and/or position. */
export const moveRoutes: Route[] = [
  { method: 'POST', pattern: '/spaces/:spaceId/move', handler: moveSpace },
  { method: 'POST', pattern: '/collections/:collectionId/move', handler: moveCollection },
];

type Kind = 'space' | 'collection';

interface Movable {
  readonly organization: string;
  readonly id: string;
  parent?: string;
  deletedAt?: string;
}

/** Official 400 of a `position` that names no sibling, and 409 of a move that changes nothing. */
const BAD_POSITION = 'Invalid position space or collection provided';
const NO_CHANGE = 'Operation would not result in any update';

/** moveSpace, by an admin of the space's organization (as the space's settings). 200. */
function moveSpace(ctx: RequestContext): Reply {
  const space = spaceForCaller(ctx);
  if (space.deletedAt) throw notFound('No matching Space found for given ID');
  if (!roleAtLeast(callerRole(ctx, space.organization), 'admin')) {
    throw forbidden('You do not have permission to perform this action: admin role required');
  }
  move(ctx, 'space', space);
  space.updatedAt = ctx.now();
  return { status: 200, body: spaceView(ctx, space) };
}

/** moveCollection, by an admin; a collection cannot go into itself or below itself. 200. */
function moveCollection(ctx: RequestContext): Reply {
  const collection = collectionForCaller(ctx);
  requireCollectionAdmin(ctx, collection);
  move(ctx, 'collection', collection);
  return { status: 200, body: collectionView(ctx, collection) };
}

/**
 * The body `{parent?, position?}` (at least one): `parent` is a collection of the
 * organization, or null for the root; absent, the item stays in its collection.
 * `position` is `{before}` or `{after}` naming a space or collection under that parent
 * (`{}`, or no position with a new parent: the end). Spaces and collections are kept in
 * two lists (the list operations show them apart), so only a pointer of the moved
 * item's kind orders it; a pointer of the other kind is checked and the item goes to
 * the end. A move that changes nothing is a 409.
 */
function move(ctx: RequestContext, kind: Kind, item: Movable): void {
  const body = objectBody(ctx.body);
  onlyFields(body, ['parent', 'position']);
  if (body.parent === undefined && body.position === undefined) {
    throw badRequest('One of the fields "parent" or "position" is required');
  }
  const parent = targetParent(ctx, kind, item, body);
  const list: Movable[] = kind === 'space' ? ctx.world.spaces : ctx.world.collections;
  const from = list.indexOf(item);
  const rest = list.filter((x) => x !== item);
  const to = insertionIndex(ctx.world, { kind, item, from }, parent, body.position, rest);
  if (parent === item.parent && to === from) throw conflict(NO_CHANGE);
  rest.splice(to, 0, item);
  list.splice(0, list.length, ...rest);
  if (parent === undefined) delete item.parent;
  else item.parent = parent;
}

function targetParent(
  ctx: RequestContext,
  kind: Kind,
  item: Movable,
  body: Body,
): string | undefined {
  if (body.parent === null) return undefined;
  const id = optionalString(body, 'parent', { min: 1, max: 100 });
  if (id === undefined) return item.parent;
  parentCollection(ctx, item.organization, id);
  if (kind === 'collection' && isWithin(ctx.world, id, item.id)) {
    throw badRequest(
      'Field "parent": a collection cannot be moved into itself or one of its collections',
    );
  }
  return id;
}

/** Where the item goes in `rest` (its list without it). */
function insertionIndex(
  world: World,
  moved: { readonly kind: Kind; readonly item: Movable; readonly from: number },
  parent: string | undefined,
  position: unknown,
  rest: readonly Movable[],
): number {
  const { kind, item, from } = moved;
  if (position === undefined) return parent === item.parent ? from : rest.length;
  const value = objectBody(position);
  onlyFields(value, ['before', 'after']);
  if (value.before !== undefined && value.after !== undefined) {
    throw badRequest('Field "position": give "before" or "after", not both');
  }
  const where = value.before !== undefined ? 'before' : 'after';
  if (value[where] === undefined) return rest.length;
  const pointer = sibling(world, item, parent, value[where]);
  if (pointer.kind !== kind) return rest.length;
  const at = rest.findIndex((x) => x.id === pointer.id);
  return where === 'before' ? at : at + 1;
}

/** An official `SpacePointer` or `CollectionPointer` naming a sibling under `parent`. */
function sibling(
  world: World,
  item: Movable,
  parent: string | undefined,
  value: unknown,
): { kind: Kind; id: string } {
  const pointer = objectBody(value);
  const kind = pointer.type;
  if (kind !== 'space' && kind !== 'collection') throw badRequest(BAD_POSITION);
  const id = pointer[kind];
  const list: readonly Movable[] = kind === 'space' ? world.spaces : world.collections;
  const found = list.find((x) => x.id === id);
  if (
    !found ||
    found === item ||
    found.deletedAt !== undefined ||
    found.organization !== item.organization ||
    found.parent !== parent
  ) {
    throw badRequest(BAD_POSITION);
  }
  return { kind, id: found.id };
}
