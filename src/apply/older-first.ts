/** A live object as far as telling two holders of one natural key apart goes. */
export interface Made {
  readonly id: string;
  /** When the API made it (ISO 8601), where the API says. */
  readonly createdAt?: string | undefined;
}

/**
 * The order in which duplicates are judged, the same in every apply so that racing
 * applies agree on the survivor: older `createdAt` first where both objects have a
 * readable one and they differ; else by id, shorter first, then character by character
 * (so that counter ids such as `site_9` and `site_10` sort by their number).
 */
export function olderFirst(a: Made, b: Made): number {
  const ta = a.createdAt === undefined ? NaN : Date.parse(a.createdAt);
  const tb = b.createdAt === undefined ? NaN : Date.parse(b.createdAt);
  if (!Number.isNaN(ta) && !Number.isNaN(tb) && ta !== tb) return ta - tb;
  if (a.id.length !== b.id.length) return a.id.length - b.id.length;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The oldest of `objects`, or undefined when there is none. */
export function oldest<T extends Made>(objects: readonly T[]): T | undefined {
  return [...objects].sort(olderFirst)[0];
}
