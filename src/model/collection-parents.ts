/** A declared collection as far as its `parent:` goes: its key, and the key or id it names. */
interface Parented {
  readonly key: string;
  readonly parent?: string | null;
}

/** A declared collection among whose parents it is itself, and the chain that shows it. */
export interface ParentLoop {
  readonly key: string;
  /** `a -> b -> a`: the collection, each parent declared in turn, and itself again. */
  readonly chain: string;
}

/**
 * The declared collections among whose parents each is itself (the API cannot nest
 * them so): one entry per collection on a loop, followed through the parents that are
 * keys of the config (a live id ends the chain). Checked offline by `validate`, from the
 * declarations alone.
 */
export function parentLoops(collections: readonly Parented[]): ParentLoop[] {
  const byKey = new Map(collections.map((c) => [c.key, c] as const));
  const loops: ParentLoop[] = [];
  for (const start of collections) {
    const seen: string[] = [start.key];
    for (let at = start.parent; typeof at === 'string'; at = byKey.get(at)?.parent) {
      if (!byKey.has(at)) break;
      if (at === start.key) {
        loops.push({ key: start.key, chain: `${seen.join(' -> ')} -> ${at}` });
        break;
      }
      if (seen.includes(at)) break;
      seen.push(at);
    }
  }
  return loops;
}
