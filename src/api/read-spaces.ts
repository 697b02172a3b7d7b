import type { LiveSpace } from '../model/live.js';
import type { ReadScope } from './read-scope.js';
import { listPermissions } from './resources/permissions.js';
import { listSpaces } from './resources/spaces.js';
import type { ApiRequester } from './types.js';

/**
 * The organization's spaces, with the team and user grants of the spaces whose grants
 * are in scope (those that declare `permissions:`; every one for `export`), in parallel.
 */
export async function readSpaces(client: ApiRequester, scope: ReadScope): Promise<LiveSpace[]> {
  const spaces = await listSpaces(client, scope.organization);
  const wanted = scope.spacePermissions ?? [];
  if (wanted !== 'all' && wanted.length === 0) return spaces;
  const selected = wanted === 'all' ? undefined : new Set(wanted);
  return Promise.all(
    spaces.map(async (space) =>
      selected === undefined || selected.has(space.id)
        ? { ...space, permissions: await listPermissions(client, { on: 'space', id: space.id }) }
        : space,
    ),
  );
}
