import type {
  LiveGroup,
  LiveSection,
  LiveSiteSpace,
  LiveStructure,
  LiveStructureItem,
} from '../../model/live.js';

export type LiveNode = LiveStructureItem;

/** A live site structure, indexed: who contains whom, in the API's order. */
export interface LiveTree {
  /** Every section, group and external link, depth first in display order. */
  readonly nodes: readonly LiveNode[];
  /** Group id containing each node; null at the root of the site. */
  readonly parentOf: ReadonlyMap<LiveNode, LiveGroup | null>;
  /** Ordered sections, groups and links of a group (by id), or of the root (null). */
  readonly childrenOf: (group: string | null) => readonly LiveNode[];
  readonly siteSpaces: readonly LiveSiteSpace[];
  /** The section holding each site space; null for the root site spaces of a site. */
  readonly sectionOf: ReadonlyMap<LiveSiteSpace, LiveSection | null>;
  /** Ordered site spaces of a section (by id), or of the root (null). */
  readonly spacesOf: (section: string | null) => readonly LiveSiteSpace[];
}

const NONE: readonly never[] = [];

export function indexLiveTree(structure: LiveStructure | undefined): LiveTree {
  const nodes: LiveNode[] = [];
  const parentOf = new Map<LiveNode, LiveGroup | null>();
  const children = new Map<string | null, readonly LiveNode[]>();
  const siteSpaces: LiveSiteSpace[] = [];
  const sectionOf = new Map<LiveSiteSpace, LiveSection | null>();
  const spaces = new Map<string | null, readonly LiveSiteSpace[]>();

  const addSpaces = (section: LiveSection | null, list: readonly LiveSiteSpace[]): void => {
    spaces.set(section?.id ?? null, list);
    for (const s of list) {
      siteSpaces.push(s);
      sectionOf.set(s, section);
    }
  };
  const walk = (group: LiveGroup | null, items: readonly LiveNode[]): void => {
    children.set(group?.id ?? null, items);
    for (const item of items) {
      nodes.push(item);
      parentOf.set(item, group);
      if (item.type === 'group') walk(item, item.items);
      else if (item.type === 'section') addSpaces(item, item.spaces);
    }
  };
  if (structure?.kind === 'sections') walk(null, structure.items);
  if (structure?.kind === 'spaces') addSpaces(null, structure.spaces);
  return {
    nodes,
    parentOf,
    childrenOf: (id) => children.get(id) ?? NONE,
    siteSpaces,
    sectionOf,
    spacesOf: (id) => spaces.get(id) ?? NONE,
  };
}
