import type { Address } from '../../model/address.js';
import type { DesiredGroup } from '../../model/desired.js';
import type { FieldChange, IdRef } from '../../model/plan.js';
import { compareFields, declaredFields } from '../compare-fields.js';
import type { ListItem } from '../place-list.js';
import type { DesiredNode } from './desired-tree.js';
import type { LiveNode } from './live-tree.js';
import type { NodeKind } from '../../model/kinds.js';
import type { ListEntry } from './emit-list.js';
import { emitList } from './emit-list.js';
import type { SiteScope } from './site-scope.js';
import { desiredRef, liveNodeRef, newParent, newSpace } from './site-scope.js';
import { nodePairs } from './structure-fields.js';

/**
 * The sections and groups of one parent (the site's root or a group): creates, updates,
 * re-parents (an update of `parent`) and the fewest moves.
 */
export function planNodeList(
  scope: SiteScope,
  parent: DesiredGroup | null,
  items: readonly DesiredNode[],
): void {
  const liveParent = parent === null ? null : scope.match.nodes.matched.get(parent);
  const live = liveParent === undefined ? [] : scope.live.childrenOf(liveParent?.id ?? null);
  // what every child of the list shares: computed once per list
  const list: ListShared = {
    parent: desiredRef(scope, parent),
    dependsOn: newParent(scope, parent),
    liveParentId: liveParent === undefined ? undefined : (liveParent?.id ?? null),
  };
  const entries: ListEntry[] = [];
  for (const d of items) if (!scope.skipped.has(d)) entries.push(entryOf(scope, list, d));
  emitList(scope, entries, { items: live, kindOf: NODE_KIND });
}

/** A live node's kind: its type. */
const NODE_KIND = (n: LiveNode): NodeKind => n.type;

interface ListShared {
  readonly parent: IdRef;
  readonly dependsOn: readonly Address[];
  /** The live group the list is in (null: the site's root); undefined when not live. */
  readonly liveParentId: string | null | undefined;
}

function entryOf(scope: SiteScope, list: ListShared, d: DesiredNode): ListEntry {
  const live = scope.match.nodes.matched.get(d);
  const { parent, dependsOn } = list;
  const site = scope.siteRef;
  const kind = d.type;
  if (live === undefined) {
    const fields = [...declaredFields(nodePairs(d, undefined)), ...firstSpace(scope, d)];
    const item: ListItem = { address: d.address, kind, state: 'appended' };
    // a section is made with its first site space: it waits for that space if created
    const first = d.type === 'section' ? d.spaces[0] : undefined;
    const waits =
      first === undefined ? dependsOn : [...dependsOn, ...newSpace(scope, first.spaceId)];
    return { parent, site, dependsOn: waits, item, joins: 'create', fields };
  }
  const heldParent = scope.live.parentOf.get(live) ?? null;
  const fields = compareFields(nodePairs(d, live));
  if ((heldParent?.id ?? null) === list.liveParentId) {
    const item: ListItem = { address: d.address, kind, id: live.id, state: 'kept' };
    return { parent, site, dependsOn, item, fields };
  }
  const move: FieldChange = {
    path: 'parent',
    before: liveNodeRef(scope, heldParent),
    after: parent,
  };
  return {
    parent,
    site,
    dependsOn,
    item: { address: d.address, kind, id: live.id, state: 'appended' },
    joins: 'update',
    fields: [...fields, move],
  };
}

/**
 * The API creates a section together with its first site space (POST .../sections takes
 * `spaceId`), so a section create carries `space`: the first declared one's space.
 */
function firstSpace(scope: SiteScope, d: DesiredNode): FieldChange[] {
  if (d.type !== 'section') return [];
  const first = d.spaces[0];
  return first ? [{ path: 'space', after: scope.ctx.refs.space(first.spaceId) }] : [];
}
