import type { DesiredSiteSpace } from '../../model/desired.js';
import { KINDS, NODE_KINDS } from '../../model/kinds.js';
import type { LiveSiteSpace } from '../../model/live.js';
import type { KeySpec, MatchResult } from '../match-keyed.js';
import { emptyMatch, matchByKeys, matchPinnedAll } from '../match-keyed.js';
import { byKey, byTitle } from '../key-rules.js';
import { staleIdNotes } from '../stale-ids.js';
import type { DesiredNode, DesiredTree } from './desired-tree.js';
import type { LiveNode, LiveTree } from './live-tree.js';

export interface StructureMatch {
  readonly nodes: MatchResult<DesiredNode, LiveNode>;
  readonly spaces: MatchResult<DesiredSiteSpace, LiveSiteSpace>;
}

// a site space moved to another section is replaced: the id pinned before is gone,
// and the site space is matched by its space (src/plan/stale-ids.ts)
const SPACE_SPEC = byKey<DesiredSiteSpace, LiveSiteSpace>(KINDS['site-space'].noun, {
  name: 'space',
  declared: (d) => d.spaceId,
  live: (l) => l.spaceId,
});

/**
 * Matches a declared site's children (docs/architecture.md, "Identity"): a pinned id
 * anywhere in the site; else the title (or a `previously` title) among the children of
 * the matched parent; else, to follow a section or group moved to another parent, a title
 * that is unique among the site's unclaimed objects. Site spaces: by space within the
 * matched section, else the one site space of that space elsewhere in the site (a
 * replace). A pinned id that is not live is matched by the keys, else created, with a
 * warning (src/plan/stale-ids.ts), except inside a parent this plan creates:
 * `siteCreated` for the whole site (a site deleted by hand says so itself).
 */
export function matchStructure(
  desired: DesiredTree,
  live: LiveTree,
  siteCreated = false,
): StructureMatch {
  const nodes = emptyMatch<DesiredNode, LiveNode>();
  const wanted = byType(desired.nodes);
  const pool = byType(live.nodes);
  for (const type of NODE_KINDS) matchPinnedAll(wanted[type], pool[type], SPECS[type], nodes);
  matchWithinParents(desired, live, nodes);
  // the looser passes only look at declarations still open: usually there are none
  if (desired.nodes.some((n) => !nodes.matched.has(n) && !nodes.blocked.has(n))) {
    for (const which of ['natural', 'previously'] as const) {
      for (const type of NODE_KINDS) {
        matchByKeys(wanted[type], pool[type], SPECS[type], nodes, which, 'skip');
      }
    }
    matchWithinParents(desired, live, nodes);
  }
  const spaces = matchSiteSpaces(desired, live, nodes);
  const created = (parent: DesiredNode | null | undefined): boolean =>
    parent === null || parent === undefined
      ? siteCreated
      : !nodes.matched.has(parent) && !nodes.blocked.has(parent);
  nodes.diagnostics.push(
    ...staleIdNotes(
      (n) => SPECS[n.type],
      nodes,
      (n) => created(desired.parentOf.get(n)),
    ),
  );
  spaces.diagnostics.push(
    ...staleIdNotes(SPACE_SPEC, spaces, (s) => created(desired.sectionOf.get(s))),
  );
  return { nodes, spaces };
}

const SPECS: Record<DesiredNode['type'], KeySpec<DesiredNode, LiveNode>> = {
  section: byTitle(KINDS.section.noun, 'title'),
  group: byTitle(KINDS.group.noun, 'title'),
  link: byTitle(KINDS.link.noun, 'title'),
};

/** The sections, groups and links of a list, each in the list's order. */
function byType<N extends { readonly type: DesiredNode['type'] }>(
  items: readonly N[],
): Record<DesiredNode['type'], N[]> {
  const out: Record<DesiredNode['type'], N[]> = { section: [], group: [], link: [] };
  for (const item of items) out[item.type].push(item);
  return out;
}

function matchWithinParents(
  desired: DesiredTree,
  live: LiveTree,
  nodes: MatchResult<DesiredNode, LiveNode>,
): void {
  for (const list of desired.lists) {
    const liveParent = list.parent === null ? null : nodes.matched.get(list.parent);
    if (liveParent === undefined) continue;
    const wanted = byType(list.items);
    const pool = byType(live.childrenOf(liveParent?.id ?? null));
    for (const which of ['natural', 'previously'] as const) {
      for (const type of NODE_KINDS) {
        matchByKeys(wanted[type], pool[type], SPECS[type], nodes, which, 'error');
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
