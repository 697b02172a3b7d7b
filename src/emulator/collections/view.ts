import { callerRole, roleAtLeast } from '../roles.js';
import type { RequestContext } from '../handler.js';
import type { CollectionRecord } from '../world.js';

/**
 * The official `Collection` object for a stored collection; `permissions` follow the
 * caller's role in the owning organization, as a space's do (spaces/view.ts).
 */
export function collectionView(
  ctx: RequestContext,
  collection: CollectionRecord,
): Record<string, unknown> {
  const role = callerRole(ctx, collection.organization);
  return {
    object: 'collection',
    id: collection.id,
    title: collection.title,
    ...(collection.description !== undefined ? { description: collection.description } : {}),
    organization: collection.organization,
    ...(collection.parent !== undefined ? { parent: collection.parent } : {}),
    defaultLevel: collection.defaultLevel,
    urls: {
      location: `${ctx.origin}/v1/collections/${collection.id}`,
      app: `${ctx.origin}/app/c/${collection.id}`,
    },
    permissions: {
      view: role !== undefined,
      admin: roleAtLeast(role, 'admin'),
      viewInviteLinks: roleAtLeast(role, 'admin'),
      create: roleAtLeast(role, 'create'),
    },
  };
}
