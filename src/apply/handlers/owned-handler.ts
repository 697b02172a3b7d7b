import type { ApiRequester } from '../../api/types.js';
import type { FieldTable } from '../../model/fields/field-row.js';
import type { FieldName } from '../../model/plan.js';
import { createOrAdopt } from '../adopt.js';
import type { KindHandler } from '../handler.js';
import { permissionsSender, sendLoop, type Sender } from '../senders.js';
import type { BodyKey, FieldValues } from '../wire.js';
import { bodyOf, changedFields, isEmpty, text } from '../wire.js';

/** The kinds an organization holds by title and nests in collections. */
type OwnedKind = 'space' | 'collection';

/**
 * The calls of a kind held by title in the organization's tree (a space, a collection):
 * its table and the official bodies' keys, its list, create, patch, move and delete.
 */
export interface OwnedCalls<K extends OwnedKind, Patch extends object, Create extends object> {
  readonly kind: K;
  readonly table: FieldTable;
  /** The collection a create re-reads (`spaces`, `collections`), with the organization. */
  readonly listed: string;
  readonly patchKeys: readonly BodyKey<Patch>[];
  readonly createKeys: readonly BodyKey<Create>[];
  /** The fields the create request sends: the senders that follow leave them out. */
  readonly created: readonly FieldName<K>[];
  readonly list: (client: ApiRequester, organization: string) => Promise<readonly ListedObject[]>;
  readonly create: (
    client: ApiRequester,
    organization: string,
    body: Create,
  ) => Promise<ListedObject>;
  readonly patch: (client: ApiRequester, id: string, body: Patch) => Promise<void>;
  /** Sends a new place in the tree (the `move` row), when the change holds one. */
  readonly move: (client: ApiRequester, id: string, fields: FieldValues<K>) => Promise<void>;
  readonly remove: (client: ApiRequester, id: string) => Promise<void>;
}

interface ListedObject {
  readonly id: string;
  readonly title: string;
}

/** The senders of a space's or a collection's rows, one per `via`, on its id. */
export interface OwnedSenders<K extends OwnedKind> {
  readonly patch: Sender<K, string>;
  readonly move: Sender<K, string>;
  readonly permissions: Sender<K, string>;
}

/**
 * The senders of a kind held by title (`OwnedCalls`): its PATCH of the rows it sends,
 * its move, its grants. A handler types them by its table (`Senders`), so a row naming
 * another call does not compile there.
 */
export function ownedSenders<K extends OwnedKind, Patch extends object, Create extends object>(
  calls: OwnedCalls<K, Patch, Create>,
): OwnedSenders<K> {
  return {
    patch: async (ctx, id, fields) => {
      const body = bodyOf<Patch>(calls.table, fields, calls.patchKeys);
      if (!isEmpty(body)) await calls.patch(ctx.client, id, body);
    },
    move: (ctx, id, fields) => calls.move(ctx.client, id, fields),
    permissions: permissionsSender(calls.kind),
  };
}

/**
 * The handler of a kind held by title: created with the rows its create request takes
 * and its title (a field removed or null is nothing to send to a new object), or the
 * object another apply made with that title adopted (`createOrAdopt`); the other fields
 * then sent by `senders`, in their order. An update runs the senders; a delete is the
 * kind's delete.
 */
export function ownedHandler<K extends OwnedKind, Patch extends object, Create extends object>(
  calls: OwnedCalls<K, Patch, Create>,
  senders: OwnedSenders<K>,
): KindHandler<K> {
  const send = sendLoop<FieldTable<keyof OwnedSenders<K>>, K, string>(senders);
  return {
    create: async (change, ctx) => {
      const fields = changedFields(change);
      const title = text(fields.get('title'), `${change.address} title`);
      const sent = fields.withValues();
      const listed = `${calls.listed} ${ctx.organization}`;
      const { id } = await createOrAdopt(ctx, {
        collection: listed,
        create: () =>
          calls.create(ctx.client, ctx.organization, {
            ...bodyOf<Create>(calls.table, sent, calls.createKeys),
            title,
          }),
        find: async () =>
          (await ctx.reread(listed, () => calls.list(ctx.client, ctx.organization))).filter(
            (o) => o.title === title,
          ),
        remove: (made) => calls.remove(ctx.client, made),
      });
      for (const name of calls.created) fields.delete(name);
      await send(ctx, id, fields, change);
      return id;
    },
    update: async (change, ctx) => {
      await send(ctx, change.id, changedFields(change), change);
    },
    delete: async (change, ctx) => {
      await calls.remove(ctx.client, change.id);
    },
  };
}
