import type { SpaceRecord, World } from '../../world.js';
import { ID_PREFIX } from './id-clock.js';
import type { IdClock } from './id-clock.js';

/** Longest space title (official `Space.title`, max 50). */
const MAX_SPACE_TITLE = 50;

/**
 * A new, empty space for `spaceId: null` on section and site-space creation (official
 * spec 2.7 and 2.9: "null creates a new space").
 */
export function createSpace(world: World, env: IdClock, org: string, title: string): SpaceRecord {
  const now = env.now();
  const space: SpaceRecord = {
    organization: org,
    id: env.newId(ID_PREFIX.space),
    title: title.slice(0, MAX_SPACE_TITLE),
    visibility: 'private',
    defaultLevel: 'inherit',
    mergeRules: { type: 'inherit' },
    createdAt: now,
    updatedAt: now,
  };
  world.spaces.push(space);
  return space;
}
