import type { Address } from '../../model/address.js';
import type { ServedPath } from '../redirects/served-paths.js';
import type { DesiredSiteSpace } from '../../model/desired.js';
import type { LiveSiteSpace } from '../../model/live.js';
import type { SiteMapKind } from '../../model/site-map.js';
import type { MaybeSecret } from '../../model/secret.js';
import type { DesiredNode } from './desired-tree.js';
import type { LiveNode } from './live-tree.js';
import type { StructureMatch } from './match-structure.js';
import type { SiteScope } from './site-scope.js';
import { liveNodeAddress, liveSiteSpaceAddress, spaceKey } from './site-scope.js';

/**
 * A declared site's structure after the plan, before the plan's final cut (policy,
 * --target) is known: the declared tree in the YAML's order, with each live child that
 * no declaration claims (the deletes) at its old place among its siblings. site-map.ts
 * gives each node its status from the changes that remain.
 */
export interface OutlineNode {
  readonly kind: SiteMapKind;
  readonly address: Address;
  readonly title: MaybeSecret;
  /**
   * Declared and not live where the YAML puts it (new, or a site space from another
   * section): it is there after the plan only if the plan creates it.
   */
  readonly planned: boolean;
  readonly children: readonly OutlineNode[];
}

export interface SiteOutline {
  readonly site: Address;
  readonly title: MaybeSecret;
  readonly nodes: readonly OutlineNode[];
}

/**
 * A site's outline, built when asked: only the sites whose structure the final changes
 * touch get a site map, so a large org with few changes outlines few sites.
 */
export interface PendingOutline {
  readonly site: Address;
  readonly outline: () => SiteOutline;
  /** The site's paths after the plan and before it, for its redirects (made when asked). */
  readonly paths: () => readonly ServedPath[];
  /** The declared items matched to the live ones (the draft notes read it). */
  readonly match: StructureMatch;
}

export function siteOutline(scope: SiteScope): SiteOutline {
  const structure = scope.site.structure;
  const nodes =
    structure === undefined
      ? []
      : structure.kind === 'sections'
        ? nodeList(scope, structure.items, scope.live.childrenOf(null))
        : spaceList(scope, structure.spaces, scope.live.spacesOf(null));
  return { site: scope.site.address, title: scope.site.title, nodes };
}

/** The sections and groups of one container, with the live ones going at their places. */
function nodeList(
  scope: SiteScope,
  declared: readonly DesiredNode[],
  held: readonly LiveNode[],
): OutlineNode[] {
  const matched = scope.match.nodes.matched;
  return interleave(
    declared.map((d) => ({ node: declaredNode(scope, d), live: matched.get(d) })),
    held,
    (l) => (scope.match.nodes.claimed.has(l) ? undefined : goneNode(scope, l)),
  );
}

function spaceList(
  scope: SiteScope,
  declared: readonly DesiredSiteSpace[],
  held: readonly LiveSiteSpace[],
): OutlineNode[] {
  const matched = scope.match.spaces.matched;
  return interleave(
    declared.map((d) => ({ node: declaredSpace(scope, d, held), live: matched.get(d) })),
    held,
    (l) => (scope.match.spaces.claimed.has(l) ? undefined : goneSpace(scope, l)),
  );
}

function declaredNode(scope: SiteScope, d: DesiredNode): OutlineNode {
  const live = scope.match.nodes.matched.get(d);
  const children =
    d.type === 'group'
      ? nodeList(scope, d.items, live === undefined ? [] : scope.live.childrenOf(live.id))
      : d.type === 'section'
        ? spaceList(scope, d.spaces, live === undefined ? [] : scope.live.spacesOf(live.id))
        : [];
  return {
    kind: d.type,
    address: d.address,
    title: d.title,
    planned: live === undefined,
    children,
  };
}

/** `held`: the live site spaces of the section it is declared in. */
function declaredSpace(
  scope: SiteScope,
  d: DesiredSiteSpace,
  held: readonly LiveSiteSpace[],
): OutlineNode {
  const live = scope.match.spaces.matched.get(d);
  return {
    kind: 'site-space',
    address: d.address,
    title: d.spaceRef,
    planned: live === undefined || !held.includes(live),
    children: [],
  };
}

/** A live section, group or link no declaration claims, and what it holds that goes with it. */
function goneNode(scope: SiteScope, l: LiveNode): OutlineNode {
  const children =
    l.type === 'group'
      ? scope.live
          .childrenOf(l.id)
          .filter((c) => !scope.match.nodes.claimed.has(c))
          .map((c) => goneNode(scope, c))
      : l.type === 'section'
        ? scope.live
            .spacesOf(l.id)
            .filter((s) => !scope.match.spaces.claimed.has(s))
            .map((s) => goneSpace(scope, s))
        : [];
  return {
    kind: l.type,
    address: liveNodeAddress(scope, l),
    title: l.title,
    planned: false,
    children,
  };
}

function goneSpace(scope: SiteScope, s: LiveSiteSpace): OutlineNode {
  return {
    kind: 'site-space',
    address: liveSiteSpaceAddress(scope, s),
    title: spaceKey(scope, s.spaceId),
    planned: false,
    children: [],
  };
}

/**
 * The declared list, each unclaimed live sibling placed after every declared node whose
 * live object came before it in the live order (at the start when none did): a section
 * that was last stays last, whatever the plan reorders around it.
 */
function interleave<L>(
  declared: readonly { readonly node: OutlineNode; readonly live: L | undefined }[],
  held: readonly L[],
  gone: (l: L) => OutlineNode | undefined,
): OutlineNode[] {
  const index = new Map<L, number>();
  declared.forEach((d, i) => {
    if (d.live !== undefined) index.set(d.live, i);
  });
  const after = new Map<number, OutlineNode[]>();
  let anchor = -1;
  for (const l of held) {
    const at = index.get(l);
    if (at !== undefined) {
      anchor = Math.max(anchor, at);
      continue;
    }
    const node = gone(l);
    if (node === undefined) continue;
    const list = after.get(anchor);
    if (list) list.push(node);
    else after.set(anchor, [node]);
  }
  const out: OutlineNode[] = [...(after.get(-1) ?? [])];
  declared.forEach((d, i) => out.push(d.node, ...(after.get(i) ?? [])));
  return out;
}
