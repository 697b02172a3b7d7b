import type {
  DesiredGroup,
  DesiredSection,
  DesiredSiteSpace,
  DesiredStructure,
  DesiredStructureItem,
} from '../../model/desired.js';

export type DesiredNode = DesiredStructureItem;

/** A desired site structure, indexed like the live one (live-tree.ts). */
export interface DesiredTree {
  /** Every section, group and external link, depth first in the YAML's order. */
  readonly nodes: readonly DesiredNode[];
  readonly parentOf: ReadonlyMap<DesiredNode, DesiredGroup | null>;
  /** The ordered lists of sections, groups and links, parents before children. */
  readonly lists: readonly {
    readonly parent: DesiredGroup | null;
    readonly items: readonly DesiredNode[];
  }[];
  readonly siteSpaces: readonly DesiredSiteSpace[];
  readonly sectionOf: ReadonlyMap<DesiredSiteSpace, DesiredSection | null>;
}

export function indexDesiredTree(structure: DesiredStructure): DesiredTree {
  const nodes: DesiredNode[] = [];
  const parentOf = new Map<DesiredNode, DesiredGroup | null>();
  const lists: { parent: DesiredGroup | null; items: readonly DesiredNode[] }[] = [];
  const siteSpaces: DesiredSiteSpace[] = [];
  const sectionOf = new Map<DesiredSiteSpace, DesiredSection | null>();
  const addSpaces = (section: DesiredSection | null, list: readonly DesiredSiteSpace[]): void => {
    for (const s of list) {
      siteSpaces.push(s);
      sectionOf.set(s, section);
    }
  };
  const walk = (group: DesiredGroup | null, items: readonly DesiredNode[]): void => {
    lists.push({ parent: group, items });
    for (const item of items) {
      nodes.push(item);
      parentOf.set(item, group);
      if (item.type === 'group') walk(item, item.items);
      else if (item.type === 'section') addSpaces(item, item.spaces);
    }
  };
  if (structure.kind === 'sections') walk(null, structure.items);
  else addSpaces(null, structure.spaces);
  return { nodes, parentOf, lists, siteSpaces, sectionOf };
}
