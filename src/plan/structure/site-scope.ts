import type { Address } from '../../model/address.js';
import {
  groupAddress,
  linkAddress,
  sectionAddress,
  siteSpaceAddress,
} from '../../model/address.js';
import type { DesiredSite } from '../../model/desired.js';
import type { NodeKind } from '../../model/kinds.js';
import type { LiveSite, LiveSiteSpace } from '../../model/live.js';
import type { Change, IdRef } from '../../model/plan.js';
import { idRef } from '../../model/id-ref.js';
import type { PlanContext } from '../plan-context.js';
import type { CompletionSource } from '../unfilled-customization.js';
import type { DesiredNode, DesiredTree } from './desired-tree.js';
import type { LiveNode, LiveTree } from './live-tree.js';
import type { StructureMatch } from './match-structure.js';

/** What planning one declared site's structure needs. */
export interface SiteScope {
  readonly ctx: PlanContext;
  readonly site: DesiredSite;
  readonly siteRef: IdRef;
  readonly desired: DesiredTree;
  readonly live: LiveTree;
  readonly match: StructureMatch;
  /** Changes of this site's children, before the default fix-up (plan-structure.ts). */
  readonly changes: Change[];
  /** Declarations left out: an ambiguous match, or inside one. */
  readonly skipped: ReadonlySet<DesiredNode>;
  /** What completes the site spaces' overrides (override-completion.ts), made once. */
  readonly overrideSource: () => CompletionSource;
  /** The live site, whose settings tell a site space's override (override-reset.ts). */
  readonly liveSite: LiveSite | undefined;
}

/** The IdRef of a desired parent: the site for the root, else the group or section. */
export function desiredRef(scope: SiteScope, node: DesiredNode | null): IdRef {
  if (node === null) return scope.siteRef;
  return idRef(node.address, scope.match.nodes.matched.get(node)?.id);
}

/** Only a parent created in this run is a prerequisite of its children's changes. */
export function newParent(scope: SiteScope, node: DesiredNode | null): Address[] {
  if (node === null) return scope.siteRef.id === undefined ? [scope.siteRef.ref] : [];
  return scope.match.nodes.matched.has(node) ? [] : [node.address];
}

/** The address of a live node: its declaration's, else its live path by titles. */
export function liveNodeAddress(scope: SiteScope, node: LiveNode): Address {
  const owner = ownerOf(scope, node);
  if (owner) return owner.address;
  const parent = scope.live.parentOf.get(node) ?? null;
  const prefix = parent === null ? scope.site.address : liveNodeAddress(scope, parent);
  const make = NODE_ADDRESS[node.type];
  return scope.ctx.addresses.liveAddress(node.type, node.id, node.title, (name) =>
    make(prefix, name),
  );
}

/** The address of a section, group or link by its parent's and its key, by kind. */
const NODE_ADDRESS: { readonly [K in NodeKind]: (parent: Address, key: string) => Address } = {
  section: sectionAddress,
  group: groupAddress,
  link: linkAddress,
};

export function liveNodeRef(scope: SiteScope, node: LiveNode | null): IdRef {
  return node === null ? scope.siteRef : idRef(liveNodeAddress(scope, node), node.id);
}

export function liveSiteSpaceAddress(scope: SiteScope, s: LiveSiteSpace): Address {
  const section = scope.live.sectionOf.get(s) ?? null;
  const prefix = section === null ? scope.site.address : liveNodeAddress(scope, section);
  return scope.ctx.addresses.liveAddress('site-space', s.id, spaceKey(scope, s.spaceId), (name) =>
    siteSpaceAddress(prefix, name),
  );
}

/**
 * The owned space this plan creates that a site space shows, if any: the site space's
 * create (or its section's, which makes it) waits for it.
 */
export function newSpace(scope: SiteScope, spaceId: string): Address[] {
  const ref = scope.ctx.refs.space(spaceId);
  return ref.id === undefined ? [ref.ref] : [];
}

/** How the YAML names a space: its key under `spaces:`, else its id. */
export function spaceKey(scope: SiteScope, spaceId: string): string {
  return scope.ctx.desired.spaces.find((s) => s.id === spaceId)?.key ?? spaceId;
}

const owners = new WeakMap<StructureMatch, Map<LiveNode, DesiredNode>>();

function ownerOf(scope: SiteScope, node: LiveNode): DesiredNode | undefined {
  let map = owners.get(scope.match);
  if (map === undefined) {
    map = new Map([...scope.match.nodes.matched].map(([d, l]) => [l, d] as const));
    owners.set(scope.match, map);
  }
  return map.get(node);
}
