import type { FieldTable, ViaOf } from '../model/fields/field-row.js';
import type { GrantKind, ResourceKind } from '../model/kinds.js';
import type { ChangeOf, FieldChange } from '../model/plan.js';
import type { GrantHolder } from '../api/resources/permissions.js';
import { sendGrants } from './grants.js';
import type { HandlerContext } from './handler.js';
import type { FieldValues } from './wire.js';

/**
 * One call that sends what it carries of a change's fields on `target`: the object's id,
 * or an object holding it with where the object sits. A sender sends nothing when the
 * change holds none of its fields.
 */
export type Sender<K extends ResourceKind, T> = (
  ctx: HandlerContext,
  target: T,
  fields: FieldValues<K>,
  change: ChangeOf<K>,
) => Promise<void>;

/**
 * The calls that send a kind's fields, one per `via` of its table
 * (src/model/fields/*-fields.ts): keyed by the table's vias, so a row the planner can
 * emit with no call to send it is a compile error. They run in the key order written.
 */
export type Senders<Table extends FieldTable, K extends ResourceKind, T> = {
  readonly [V in ViaOf<Table>]: Sender<K, T>;
};

/** Runs every sender of a kind, one after another, in the order its table was written. */
export function sendLoop<Table extends FieldTable, K extends ResourceKind, T>(
  senders: Senders<Table, K, T>,
): Sender<K, T> {
  // a string-keyed object keeps its keys in insertion order
  const order: readonly Sender<K, T>[] = Object.values(senders);
  return async (ctx, target, fields, change) => {
    for (const sender of order) await sender(ctx, target, fields, change);
  };
}

/**
 * The `permissions` sender of a site, space or collection, on its id: the grants' before
 * and after, by key, as invites, role changes and removals (./grants.ts).
 */
export function permissionsSender<K extends GrantKind>(on: K): Sender<K, string> {
  return async (ctx, id, _fields, change) => {
    const fields: readonly FieldChange<GrantKind>[] = change.fields ?? [];
    const field = fields.find((f) => f.path === 'permissions');
    const holder: GrantHolder =
      on === 'site' ? { on: 'site', organization: ctx.organization, id } : { on, id };
    await sendGrants(ctx, holder, field);
  };
}
