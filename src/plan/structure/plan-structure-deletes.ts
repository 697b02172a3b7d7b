import type { Address } from '../../model/address.js';
import type { LiveSection, LiveSiteSpace } from '../../model/live.js';
import type { Change } from '../../model/plan.js';
import type { LiveNode } from './live-tree.js';
import type { SiteScope } from './site-scope.js';
import { liveNodeAddress, liveNodeRef, liveSiteSpaceAddress } from './site-scope.js';

/**
 * A declared site owns its children (DESIGN, "Identity"): every live section, group,
 * external link and site space no declaration claims is deleted, children first (a
 * group's children are not deleted with it by the API, and a section's site spaces are
 * listed so the plan shows all that goes). A deleted default waits for the change naming the new default.
 */
export function planStructureDeletes(scope: SiteScope): void {
  const matched = new Set(scope.match.nodes.matched.values());
  for (const node of scope.live.childrenOf(null)) visit(scope, matched, node);
  for (const s of scope.live.spacesOf(null)) deleteSiteSpace(scope, s, null);
}

/** Returns the address of the delete of `node`, if it is deleted. */
function visit(
  scope: SiteScope,
  matched: ReadonlySet<LiveNode>,
  node: LiveNode,
): Address | undefined {
  const claimed = scope.match.nodes.claimed.has(node);
  // an ambiguous candidate and all it holds are left alone until the YAML pins an id
  if (claimed && !matched.has(node)) return undefined;
  const children: Address[] = [];
  if (node.type === 'group') {
    for (const child of scope.live.childrenOf(node.id))
      pushIf(children, visit(scope, matched, child));
  } else if (node.type === 'section') {
    for (const s of scope.live.spacesOf(node.id)) pushIf(children, deleteSiteSpace(scope, s, node));
  }
  if (claimed) return undefined;
  const address = liveNodeAddress(scope, node);
  const waits = [...children, ...(scope.ctx.deleteWaits.get(node.id) ?? [])];
  if (node.type === 'section' && node.default) waits.push(...newDefaults(scope, 'section'));
  push(scope, {
    address,
    kind: node.type,
    action: 'delete',
    id: node.id,
    parent: liveNodeRef(scope, scope.live.parentOf.get(node) ?? null),
    site: scope.siteRef,
    dependsOn: waits,
  });
  return address;
}

function deleteSiteSpace(
  scope: SiteScope,
  s: LiveSiteSpace,
  section: LiveSection | null,
): Address | undefined {
  if (scope.match.spaces.claimed.has(s)) return undefined;
  const address = liveSiteSpaceAddress(scope, s);
  push(scope, {
    address,
    kind: 'site-space',
    action: 'delete',
    id: s.id,
    parent: liveNodeRef(scope, section),
    site: scope.siteRef,
    dependsOn: s.default ? newDefaults(scope, 'site-space') : [],
  });
  return address;
}

/** Addresses of the declarations made default: the old default goes after them. */
function newDefaults(scope: SiteScope, kind: 'section' | 'site-space'): Address[] {
  const list =
    kind === 'section'
      ? scope.desired.nodes.filter((n) => n.type === 'section' && n.default === true)
      : scope.desired.siteSpaces.filter((s) => s.default === true);
  return list.map((n) => n.address);
}

function push(scope: SiteScope, change: Change): void {
  scope.ctx.deletes.push(change);
}

function pushIf(list: Address[], address: Address | undefined): void {
  if (address !== undefined) list.push(address);
}
