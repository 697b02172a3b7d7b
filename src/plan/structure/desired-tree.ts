import type {
  DesiredGroup,
  DesiredSiteSpace,
  DesiredStructure,
  DesiredStructureItem,
} from '../../model/desired.js';
import { indexTree, type IndexedTree } from './index-tree.js';

export type DesiredNode = DesiredStructureItem;

/** A desired site structure, indexed like the live one (live-tree.ts). */
export interface DesiredTree extends IndexedTree<DesiredNode, DesiredSiteSpace> {
  /** The ordered lists of sections, groups and links, parents before children. */
  readonly lists: readonly {
    readonly parent: DesiredGroup | null;
    readonly items: readonly DesiredNode[];
  }[];
}

export function indexDesiredTree(structure: DesiredStructure): DesiredTree {
  const lists: { parent: DesiredGroup | null; items: readonly DesiredNode[] }[] = [];
  const tree = indexTree(structure, { nodes: (parent, items) => lists.push({ parent, items }) });
  return { ...tree, lists };
}
