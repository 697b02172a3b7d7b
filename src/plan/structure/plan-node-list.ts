import type { DesiredGroup } from '../../model/desired.js';
import type { FieldChange } from '../../model/plan.js';
import { compareFields, declaredFields } from '../compare-fields.js';
import type { DesiredNode } from './desired-tree.js';
import type { ListEntry } from './emit-list.js';
import { emitList } from './emit-list.js';
import type { SiteScope } from './site-scope.js';
import { desiredRef, liveNodeRef, newParent } from './site-scope.js';
import { nodePairs } from './structure-fields.js';

/**
 * The sections and groups of one parent (the site's root or a group): creates, updates,
 * re-parents (an update of `parent`, issue 5) and the fewest moves.
 */
export function planNodeList(
  scope: SiteScope,
  parent: DesiredGroup | null,
  items: readonly DesiredNode[],
): void {
  const liveParent = parent === null ? null : scope.match.nodes.matched.get(parent);
  const liveOrder =
    liveParent === undefined ? [] : scope.live.childrenOf(liveParent?.id ?? null).map((n) => n.id);
  const entries = items
    .filter((d) => !scope.skipped.has(d))
    .map((d) =>
      entryOf(scope, parent, liveParent === undefined ? undefined : (liveParent?.id ?? null), d),
    );
  emitList(scope, entries, liveOrder);
}

function entryOf(
  scope: SiteScope,
  parent: DesiredGroup | null,
  liveParentId: string | null | undefined,
  d: DesiredNode,
): ListEntry {
  const live = scope.match.nodes.matched.get(d);
  const parentRef = desiredRef(scope, parent);
  const base = {
    kind: d.type,
    parent: parentRef,
    site: scope.siteRef,
    dependsOn: newParent(scope, parent),
  };
  if (live === undefined) {
    const fields = [...declaredFields(nodePairs(d, undefined)), ...firstSpace(scope, d)];
    return { ...base, item: { address: d.address, state: 'appended' }, joins: 'create', fields };
  }
  const heldParent = scope.live.parentOf.get(live) ?? null;
  const fields = compareFields(nodePairs(d, live));
  const item = { address: d.address, id: live.id };
  if ((heldParent?.id ?? null) === liveParentId) {
    return { ...base, item: { ...item, state: 'kept' }, fields };
  }
  const move: FieldChange = {
    path: 'parent',
    before: liveNodeRef(scope, heldParent),
    after: parentRef,
  };
  return {
    ...base,
    item: { ...item, state: 'appended' },
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
