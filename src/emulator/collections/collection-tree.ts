import type { CollectionRecord, World } from '../world.js';

/*
 * The tree of an organization's collections: each collection and space names its
 * parent collection (absent at the root). The emulator keeps the tree free of cycles: a
 * loaded world is checked (collection-references.ts), and a move into the moved
 * collection itself or one of its descendants is refused (moves.ts).
 */

/** Whether `id` is `ancestor` or lies below it, following parents up the tree. */
export function isWithin(world: World, id: string | undefined, ancestor: string): boolean {
  const byId = new Map(world.collections.map((c) => [c.id, c]));
  const seen = new Set<string>();
  for (let at = id; at !== undefined && !seen.has(at); at = byId.get(at)?.parent) {
    if (at === ancestor) return true;
    seen.add(at);
  }
  return false;
}

/** Whether a collection still holds a space (not in the trash) or a collection. */
export function holdsContent(world: World, collection: CollectionRecord): boolean {
  return (
    world.collections.some((c) => c.parent === collection.id) ||
    world.spaces.some((s) => s.parent === collection.id && !s.deletedAt)
  );
}
