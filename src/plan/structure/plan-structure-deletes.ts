import type { Address } from '../../model/address.js';
import type { LiveSection, LiveSiteSpace } from '../../model/live.js';
import type { Change } from '../../model/plan.js';
import { liveKey } from '../../model/live-key.js';
import { waitBeforeDelete } from '../plan-context.js';
import type { LiveNode } from './live-tree.js';
import type { SiteScope } from './site-scope.js';
import { liveNodeAddress, liveNodeRef, liveSiteSpaceAddress } from './site-scope.js';

/**
 * A declared site owns its children (docs/architecture.md, "Ownership"): every live
 * section, group, external link and site space no declaration claims is deleted, children
 * first (a group's children are not deleted with it by the API, and a section's site
 * spaces are listed so the plan shows all that goes). Returns the deletes, in that order.
 * A deleted default would rather wait for the change naming the new default: a wait the
 * plan adds unless it closes a cycle (plan-context.ts, `deleteWaits`).
 */
export function planStructureDeletes(scope: SiteScope): Change[] {
  const matched = new Set(scope.match.nodes.matched.values());
  const deletes: Change[] = [];
  for (const node of scope.live.childrenOf(null)) visit(scope, matched, node, deletes);
  for (const s of scope.live.spacesOf(null)) deleteSiteSpace(scope, s, null, deletes);
  return deletes;
}

/** Returns the address of the delete of `node`, if it is deleted. */
function visit(
  scope: SiteScope,
  matched: ReadonlySet<LiveNode>,
  node: LiveNode,
  deletes: Change[],
): Address | undefined {
  const claimed = scope.match.nodes.claimed.has(node);
  // an ambiguous candidate and all it holds are left alone until the YAML pins an id
  if (claimed && !matched.has(node)) return undefined;
  const children: Address[] = [];
  if (node.type === 'group') {
    for (const child of scope.live.childrenOf(node.id))
      pushIf(children, visit(scope, matched, child, deletes));
  } else if (node.type === 'section') {
    for (const s of scope.live.spacesOf(node.id))
      pushIf(children, deleteSiteSpace(scope, s, node, deletes));
  }
  if (claimed) return undefined;
  const address = liveNodeAddress(scope, node);
  if (node.type === 'section' && node.default) waitForNewDefault(scope, node.id, 'section');
  deletes.push({
    address,
    kind: node.type,
    action: 'delete',
    id: node.id,
    parent: liveNodeRef(scope, scope.live.parentOf.get(node) ?? null),
    site: scope.siteRef,
    dependsOn: children,
  });
  return address;
}

function deleteSiteSpace(
  scope: SiteScope,
  s: LiveSiteSpace,
  section: LiveSection | null,
  deletes: Change[],
): Address | undefined {
  if (scope.match.spaces.claimed.has(s)) return undefined;
  const address = liveSiteSpaceAddress(scope, s);
  if (s.default) waitForNewDefault(scope, s.id, 'site-space');
  deletes.push({
    address,
    kind: 'site-space',
    action: 'delete',
    id: s.id,
    parent: liveNodeRef(scope, section),
    site: scope.siteRef,
    dependsOn: [],
  });
  return address;
}

/** The old default (live `id`) would rather go after the declarations made default. */
function waitForNewDefault(scope: SiteScope, id: string, kind: 'section' | 'site-space'): void {
  const list =
    kind === 'section'
      ? scope.desired.nodes.filter((n) => n.type === 'section' && n.default === true)
      : scope.desired.siteSpaces.filter((s) => s.default === true);
  for (const n of list) waitBeforeDelete(scope.ctx, liveKey(kind, id), n.address);
}

function pushIf(list: Address[], address: Address | undefined): void {
  if (address !== undefined) list.push(address);
}
