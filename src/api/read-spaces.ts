import type { LiveSpace } from '../model/live.js';
import type { ReadNeeds } from '../model/read-needs.js';
import { selects } from './selects.js';
import { listPermissions } from './resources/permissions.js';
import { listSpaces } from './resources/spaces.js';
import type { ApiRequester } from './types.js';

/**
 * The organization's spaces, with the team and user grants of the spaces
 * `needs.spacePermissions` selects (by id or title, or every one), in parallel.
 */
export async function readSpaces(client: ApiRequester, needs: ReadNeeds): Promise<LiveSpace[]> {
  const spaces = await listSpaces(client, needs.organization);
  const wanted = needs.spacePermissions;
  if (wanted === undefined) return spaces;
  // a read of ten thousand spaces selects a few: a request and a promise for those only
  const out = [...spaces];
  const reads: Promise<void>[] = [];
  spaces.forEach((space, i) => {
    if (!selects(wanted, space)) return;
    reads.push(
      listPermissions(client, { on: 'space', id: space.id }).then((permissions) => {
        out[i] = { ...space, permissions };
      }),
    );
  });
  await Promise.all(reads);
  return out;
}
