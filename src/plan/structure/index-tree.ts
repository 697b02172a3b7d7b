import type { StructureOf } from '../../model/structure-of.js';

/** A node of a site's structure list, desired or live, as the walk reads it. */
type TreeNode<S> =
  | { readonly type: 'section'; readonly spaces: readonly S[] }
  | { readonly type: 'group'; readonly items: readonly TreeNode<S>[] }
  | { readonly type: 'link' };

type GroupOf<N> = Extract<N, { readonly type: 'group' }>;
type SectionOf<N> = Extract<N, { readonly type: 'section' }>;

/** A site structure, desired or live, indexed: who contains whom, in its order. */
export interface IndexedTree<N, S> {
  /** Every section, group and external link, depth first in order. */
  readonly nodes: readonly N[];
  /** The group holding each node; null at the root of the site. */
  readonly parentOf: ReadonlyMap<N, GroupOf<N> | null>;
  readonly siteSpaces: readonly S[];
  /** The section holding each site space; null for the root site spaces of a site. */
  readonly sectionOf: ReadonlyMap<S, SectionOf<N> | null>;
}

/** What the walk shows its caller besides: each ordered list of nodes and of site spaces. */
interface OnLists<N, S> {
  readonly nodes?: (group: GroupOf<N> | null, items: readonly N[]) => void;
  readonly spaces?: (section: SectionOf<N> | null, list: readonly S[]) => void;
}

/** Walks a structure depth first, parents before children, and indexes it. */
export function indexTree<N extends TreeNode<S>, S>(
  structure: StructureOf<N, S> | undefined,
  on: OnLists<N, S> = {},
): IndexedTree<N, S> {
  const nodes: N[] = [];
  const parentOf = new Map<N, GroupOf<N> | null>();
  const siteSpaces: S[] = [];
  const sectionOf = new Map<S, SectionOf<N> | null>();
  const addSpaces = (section: SectionOf<N> | null, list: readonly S[]): void => {
    on.spaces?.(section, list);
    for (const s of list) {
      siteSpaces.push(s);
      sectionOf.set(s, section);
    }
  };
  const walk = (group: GroupOf<N> | null, items: readonly N[]): void => {
    on.nodes?.(group, items);
    for (const item of items) {
      nodes.push(item);
      parentOf.set(item, group);
      // a group's items and a section's spaces are of the same structure as the item
      if (item.type === 'group') walk(item as GroupOf<N>, item.items as readonly N[]);
      else if (item.type === 'section') addSpaces(item as SectionOf<N>, item.spaces);
    }
  };
  if (structure?.kind === 'sections') walk(null, structure.items);
  else if (structure?.kind === 'spaces') addSpaces(null, structure.spaces);
  return { nodes, parentOf, siteSpaces, sectionOf };
}
