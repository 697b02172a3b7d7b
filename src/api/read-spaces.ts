import type { LiveSpace } from '../model/live.js';
import { selects, type ReadScope } from './read-scope.js';
import { listPermissions } from './resources/permissions.js';
import { listSpaces } from './resources/spaces.js';
import type { ApiRequester } from './types.js';

/**
 * The organization's spaces, with the team and user grants of the spaces whose grants
 * are in scope (those that declare `permissions:`, by id or an owned one's title; every
 * one for `export`), in parallel.
 */
export async function readSpaces(client: ApiRequester, scope: ReadScope): Promise<LiveSpace[]> {
  const spaces = await listSpaces(client, scope.organization);
  const wanted = scope.spacePermissions;
  if (wanted === undefined) return spaces;
  return Promise.all(
    spaces.map(async (space) =>
      selects(wanted, space)
        ? { ...space, permissions: await listPermissions(client, { on: 'space', id: space.id }) }
        : space,
    ),
  );
}
