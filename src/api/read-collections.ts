import type { LiveCollection } from '../model/live.js';
import type { ReadNeeds } from '../model/read-needs.js';
import { listCollections } from './resources/collections.js';
import { listPermissions } from './resources/permissions.js';
import { selects } from './selects.js';
import type { ApiRequester } from './types.js';

/**
 * The organization's collections, with the team and user grants of those
 * `needs.collectionPermissions` selects (by id or title, or every one), in parallel.
 */
export async function readCollections(
  client: ApiRequester,
  needs: ReadNeeds,
): Promise<LiveCollection[]> {
  const collections = await listCollections(client, needs.organization);
  const wanted = needs.collectionPermissions;
  if (wanted === undefined) return collections;
  return Promise.all(
    collections.map(async (c) =>
      selects(wanted, c)
        ? { ...c, permissions: await listPermissions(client, { on: 'collection', id: c.id }) }
        : c,
    ),
  );
}
