import type { LiveSpace } from '../model/live.js';
import type { ReadNeeds } from '../model/read-needs.js';
import { selects } from './selects.js';
import { listPermissions } from './resources/permissions.js';
import { listSpaces } from './resources/spaces.js';
import { readSpaceGit } from './resources/git-sync.js';
import type { ApiRequester } from './types.js';

/**
 * The organization's spaces, with the team and user grants of the spaces
 * `needs.spacePermissions` selects (by id or title, or every one) and the Git Sync state
 * of those `needs.spaceGit` selects, in parallel.
 */
export async function readSpaces(client: ApiRequester, needs: ReadNeeds): Promise<LiveSpace[]> {
  const spaces = await listSpaces(client, needs.organization);
  const grants = needs.spacePermissions;
  const git = needs.spaceGit;
  if (grants === undefined && git === undefined) return spaces;
  return Promise.all(
    spaces.map(async (space) => {
      const [permissions, gitSync] = await Promise.all([
        grants !== undefined && selects(grants, space)
          ? listPermissions(client, { on: 'space', id: space.id })
          : undefined,
        git !== undefined && selects(git, space) ? readSpaceGit(client, space.id) : undefined,
      ]);
      return {
        ...space,
        ...(permissions === undefined ? {} : { permissions }),
        ...(gitSync === undefined ? {} : { gitSync }),
      };
    }),
  );
}
