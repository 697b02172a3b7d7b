import { notFound } from '../api-error.js';
import type { RequestContext } from '../handler.js';
import type { SpaceRecord } from '../world.js';

/** Deleted spaces are restorable, then gone, after this long (seed "Limits"). */
export const RECOVERY_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** A space deleted longer ago than the recovery window counts as permanently removed. */
export function isPurged(space: SpaceRecord, now: string): boolean {
  return (
    space.deletedAt !== undefined &&
    Date.parse(now) - Date.parse(space.deletedAt) > RECOVERY_WINDOW_MS
  );
}

/**
 * The space named by `:spaceId` in an organization the caller belongs to, including a
 * deleted one still in the recovery window; anything else is a 404 (no leak of other
 * organizations' ids).
 */
export function spaceForCaller(ctx: RequestContext): SpaceRecord {
  const space = ctx.world.spaces.find((s) => s.id === ctx.params.spaceId);
  const member =
    space &&
    ctx.world.members.some((m) => m.organization === space.organization && m.user === ctx.userId);
  if (!space || !member || isPurged(space, ctx.now())) {
    throw notFound('No matching Space found for given ID');
  }
  return space;
}
