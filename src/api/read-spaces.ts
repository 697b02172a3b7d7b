import type { LiveSpace } from '../model/live.js';
import type { ReadScope } from './read-scope.js';
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
  const wanted = scope.spacePermissions ?? { ids: [], titles: [] };
  if (wanted !== 'all' && wanted.ids.length === 0 && wanted.titles.length === 0) return spaces;
  const ids = new Set(wanted === 'all' ? [] : wanted.ids);
  const titles = new Set(wanted === 'all' ? [] : wanted.titles);
  return Promise.all(
    spaces.map(async (space) =>
      wanted === 'all' || ids.has(space.id) || titles.has(space.title)
        ? { ...space, permissions: await listPermissions(client, { on: 'space', id: space.id }) }
        : space,
    ),
  );
}
