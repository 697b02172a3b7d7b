import type { LiveSiteSpace, LiveStructure, LiveStructureItem } from '../../model/live.js';
import { indexTree, type IndexedTree } from './index-tree.js';

export type LiveNode = LiveStructureItem;

/** A live site structure, indexed: who contains whom, in the API's order. */
export interface LiveTree extends IndexedTree<LiveNode, LiveSiteSpace> {
  /** Ordered sections, groups and links of a group (by id), or of the root (null). */
  readonly childrenOf: (group: string | null) => readonly LiveNode[];
  /** Ordered site spaces of a section (by id), or of the root (null). */
  readonly spacesOf: (section: string | null) => readonly LiveSiteSpace[];
}

const NONE: readonly never[] = [];

export function indexLiveTree(structure: LiveStructure | undefined): LiveTree {
  const children = new Map<string | null, readonly LiveNode[]>();
  const spaces = new Map<string | null, readonly LiveSiteSpace[]>();
  const tree = indexTree(structure, {
    nodes: (group, items) => children.set(group?.id ?? null, items),
    spaces: (section, list) => spaces.set(section?.id ?? null, list),
  });
  return {
    ...tree,
    childrenOf: (id) => children.get(id) ?? NONE,
    spacesOf: (id) => spaces.get(id) ?? NONE,
  };
}
