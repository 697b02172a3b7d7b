import type { Address } from '../../model/address.js';
import { STRUCTURE_KINDS, type ResourceKind } from '../../model/kinds.js';
import type { Change } from '../../model/plan.js';
import type { SiteMap, SiteMapNode, SiteMaps, SiteMapStatus } from '../../model/site-map.js';
import { movesObject } from '../../model/summarize.js';
import type { OutlineNode, PendingOutline } from './site-outline.js';

const STRUCTURE: ReadonlySet<ResourceKind> = new Set(STRUCTURE_KINDS);

/**
 * The site maps of a plan (docs/plan-format.md, "Site maps"): for each declared site
 * whose structure the final changes touch (after policy and --target), its outline with
 * each node's status. A declared node the plan does not make is left out, with what it
 * holds; a delete the plan does not make leaves its node `kept`.
 */
export function siteMaps(
  outlines: readonly PendingOutline[],
  changes: readonly Change[],
): SiteMaps | undefined {
  const touched = new Set<Address>();
  const byAddress = new Map<Address, Change>();
  for (const change of changes) {
    if (!STRUCTURE.has(change.kind)) continue;
    byAddress.set(change.address, change);
    if (change.site !== undefined) touched.add(change.site.ref);
  }
  const maps: Record<Address, SiteMap> = {};
  for (const pending of outlines) {
    if (!touched.has(pending.site)) continue;
    const outline = pending.outline();
    maps[outline.site] = { title: outline.title, nodes: mapNodes(outline.nodes, byAddress) };
  }
  return Object.keys(maps).length === 0 ? undefined : maps;
}

function mapNodes(
  nodes: readonly OutlineNode[],
  byAddress: ReadonlyMap<Address, Change>,
): SiteMapNode[] {
  const out: SiteMapNode[] = [];
  for (const node of nodes) {
    const change = byAddress.get(node.address);
    if (node.planned && (change === undefined || change.action === 'delete')) continue;
    out.push({
      kind: node.kind,
      address: node.address,
      title: node.title,
      status: change === undefined ? 'kept' : statusOf(change),
      children: mapNodes(node.children, byAddress),
    });
  }
  return out;
}

/** A change's effect on the picture of the site (CONTRIBUTING.md, rule 4: every action named). */
export function statusOf(change: Change): SiteMapStatus {
  switch (change.action) {
    // an invite is never a site's child; named so every action is
    case 'create':
    case 'invite':
      return 'created';
    case 'delete':
      return 'deleted';
    // in a site's structure, only a site space changing section is replaced
    case 'replace':
    case 'move':
      return 'moved';
    case 'update':
      return movesObject(change) ? 'moved' : 'changed';
  }
}
