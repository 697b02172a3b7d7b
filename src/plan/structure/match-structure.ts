import type { DesiredSiteSpace } from '../../model/desired.js';
import type { LiveSiteSpace } from '../../model/live.js';
import type { KeySpec, MatchResult } from '../match-keyed.js';
import { emptyMatch, matchByKeys, matchPinnedAll } from '../match-keyed.js';
import type { DesiredNode, DesiredTree } from './desired-tree.js';
import type { LiveNode, LiveTree } from './live-tree.js';

export interface StructureMatch {
  readonly nodes: MatchResult<DesiredNode, LiveNode>;
  readonly spaces: MatchResult<DesiredSiteSpace, LiveSiteSpace>;
}

const NODE_SPEC: KeySpec<DesiredNode, LiveNode> = {
  noun: 'section',
  address: (d) => d.address,
  pinnedId: (d) => d.id,
  naturalKey: (d) => d.title,
  previously: (d) => d.previously,
  liveId: (l) => l.id,
  liveKey: (l) => l.title,
};

const SPACE_SPEC: KeySpec<DesiredSiteSpace, LiveSiteSpace> = {
  noun: 'site space',
  address: (d) => d.address,
  pinnedId: (d) => d.id,
  naturalKey: (d) => d.spaceId,
  previously: () => [],
  liveId: (l) => l.id,
  liveKey: (l) => l.spaceId,
};

/**
 * Matches a declared site's children (DESIGN, "Identity"): a pinned id anywhere in the
 * site; else the title (or a `previously` title) among the children of the matched
 * parent; else, to follow a section or group moved to another parent, a title that is
 * unique among the site's unclaimed objects. Site spaces: by space within the matched
 * section, else the one site space of that space elsewhere in the site (a replace).
 */
export function matchStructure(desired: DesiredTree, live: LiveTree): StructureMatch {
  const nodes = emptyMatch<DesiredNode, LiveNode>();
  for (const type of ['section', 'group'] as const) {
    const pool = live.nodes.filter((n) => n.type === type);
    matchPinnedAll(
      desired.nodes.filter((n) => n.type === type),
      pool,
      spec(type),
      nodes,
    );
  }
  matchWithinParents(desired, live, nodes);
  for (const which of ['natural', 'previously'] as const) {
    for (const type of ['section', 'group'] as const) {
      const wanted = desired.nodes.filter((n) => n.type === type);
      const pool = live.nodes.filter((n) => n.type === type);
      matchByKeys(wanted, pool, spec(type), nodes, which, 'skip');
    }
  }
  matchWithinParents(desired, live, nodes);
  return { nodes, spaces: matchSiteSpaces(desired, live, nodes) };
}

function spec(type: 'section' | 'group'): KeySpec<DesiredNode, LiveNode> {
  return type === 'section' ? NODE_SPEC : { ...NODE_SPEC, noun: 'group' };
}

function matchWithinParents(
  desired: DesiredTree,
  live: LiveTree,
  nodes: MatchResult<DesiredNode, LiveNode>,
): void {
  for (const list of desired.lists) {
    const liveParent = list.parent === null ? null : nodes.matched.get(list.parent);
    if (liveParent === undefined) continue;
    const pool = live.childrenOf(liveParent?.id ?? null);
    for (const which of ['natural', 'previously'] as const) {
      for (const type of ['section', 'group'] as const) {
        const wanted = list.items.filter((n) => n.type === type);
        matchByKeys(
          wanted,
          pool.filter((n) => n.type === type),
          spec(type),
          nodes,
          which,
          'error',
        );
      }
    }
  }
}

function matchSiteSpaces(
  desired: DesiredTree,
  live: LiveTree,
  nodes: MatchResult<DesiredNode, LiveNode>,
): MatchResult<DesiredSiteSpace, LiveSiteSpace> {
  const spaces = emptyMatch<DesiredSiteSpace, LiveSiteSpace>();
  matchPinnedAll(desired.siteSpaces, live.siteSpaces, SPACE_SPEC, spaces);
  const bySection = new Map<string | null, DesiredSiteSpace[]>();
  for (const s of desired.siteSpaces) {
    const section = desired.sectionOf.get(s) ?? null;
    const liveSection = section === null ? null : nodes.matched.get(section);
    if (liveSection === undefined) continue;
    const key = liveSection?.id ?? null;
    const list = bySection.get(key);
    if (list) list.push(s);
    else bySection.set(key, [s]);
  }
  for (const [section, list] of bySection) {
    matchByKeys(list, live.spacesOf(section), SPACE_SPEC, spaces, 'natural', 'error');
  }
  matchByKeys(desired.siteSpaces, live.siteSpaces, SPACE_SPEC, spaces, 'natural', 'skip');
  return spaces;
}
