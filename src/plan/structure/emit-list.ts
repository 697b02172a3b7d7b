import type { Address } from '../../model/address.js';
import type { Change, FieldChange, IdRef, MovePosition } from '../../model/plan.js';
import { positionSide } from '../../model/plan.js';
import type { ListItem, LiveOrder } from '../place-list.js';
import { placeList } from '../place-list.js';
import type { SiteScope } from './site-scope.js';

/** One wanted child of an ordered list and the change it needs apart from its place. */
export interface ListEntry {
  /** The child, with its kind. */
  readonly item: ListItem;
  readonly parent: IdRef;
  readonly site: IdRef;
  /** For an appended item: how it joins the list. */
  readonly joins?: 'create' | 'update' | 'replace';
  /** The live id a replace deletes (its item has no id: siblings name the new one). */
  readonly replacedId?: string;
  readonly fields: readonly FieldChange[];
  readonly dependsOn: readonly Address[];
}

/**
 * The changes of one ordered list, in the wanted order, so each move names a sibling
 * already in place (place-list.ts). A change that also places its object carries
 * `position`: the object is created, re-parented or updated, then moved there
 * (docs/plan-format.md, "Positions").
 */
export function emitList<L extends { readonly id: string }>(
  scope: SiteScope,
  entries: readonly ListEntry[],
  live: LiveOrder<L>,
): void {
  const positions = placeList(
    entries.map((e) => e.item),
    live,
  );
  entries.forEach((entry, i) => {
    const position = positions[i];
    const change = changeOf(entry, position);
    if (change) scope.changes.push(change);
  });
}

function changeOf(entry: ListEntry, position: MovePosition | undefined): Change | undefined {
  const action = entry.item.state === 'appended' ? entry.joins : position ? 'move' : 'update';
  if (action === undefined) return undefined;
  if (action === 'update' && entry.fields.length === 0 && position === undefined) return undefined;
  const sibling = position === undefined ? undefined : positionSide(position).ref;
  const base = {
    address: entry.item.address,
    kind: entry.item.kind,
    parent: entry.parent,
    site: entry.site,
    ...(position ? { position } : {}),
    dependsOn: sibling ? [...entry.dependsOn, sibling.ref] : [...entry.dependsOn],
  };
  const id = entry.replacedId ?? entry.item.id;
  if (action === 'create') return { ...base, action, fields: entry.fields };
  if (id === undefined) throw new Error(`${entry.item.address}: a ${action} needs a live id`);
  if (action !== 'move') return { ...base, action, id, fields: entry.fields };
  if (position === undefined) throw new Error(`${entry.item.address}: a move needs a position`);
  return {
    ...base,
    action,
    id,
    position,
    ...(entry.fields.length > 0 ? { fields: entry.fields } : {}),
  };
}
