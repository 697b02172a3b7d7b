import type { ApiRequester } from '../../api/types.js';
import type { Address } from '../../model/address.js';
import type { FieldTable } from '../../model/fields/field-row.js';
import type { LiveStructureItem } from '../../model/live.js';
import type { ChangeOf } from '../../model/plan.js';
import { createOrAdopt } from '../adopt.js';
import type { KindHandler } from '../handler.js';
import { sendLoop, type Sender } from '../senders.js';
import type { BodyKey, FieldValues } from '../wire.js';
import { bodyOf, changedFields, isEmpty } from '../wire.js';
import type { SiteAt, SiteChild } from './locate.js';
import { movedToGroup, parentGroupOf, siteAt } from './locate.js';
import { sortChild } from './move.js';
import { siblingsIn, structureOf } from './siblings.js';

/** The items of a site's structure made by title under a group or the site's root. */
type ItemKind = 'group' | 'link';

/**
 * The calls of a group or an external link: its PATCH (with the body key of its
 * container), its create from the change's fields, its delete.
 */
export interface ItemCalls<K extends ItemKind, Patch extends object> {
  readonly kind: K;
  readonly table: FieldTable;
  readonly patchKeys: readonly BodyKey<Patch>[];
  /** The PATCH body moved into the group `parent` (null: the site's root). */
  readonly placed: (body: Patch, parent: string | null) => Patch;
  readonly patch: (client: ApiRequester, at: SiteAt, id: string, body: Patch) => Promise<void>;
  /** The title the change gives the item: a create finds a twin by it. */
  readonly title: (fields: FieldValues<K>, change: ChangeOf<K>) => string;
  /** Creates the item of a change's fields (`NewItem`). */
  readonly create: (
    client: ApiRequester,
    at: SiteAt,
    item: NewItem<K>,
  ) => Promise<{ readonly id: string }>;
  readonly remove: (client: ApiRequester, at: SiteAt, id: string) => Promise<void>;
}

/** A group or link to create: the change's fields, its title, where it goes. */
export interface NewItem<K extends ItemKind> {
  readonly address: Address;
  readonly fields: FieldValues<K>;
  readonly title: string;
  /** The group it goes in; undefined: the site's root. */
  readonly parent: string | undefined;
}

/**
 * The one sender of a group's or a link's rows, on the item and its site: the PATCH,
 * `parent` (the planner's own field) sent by it too.
 */
export function itemPatch<K extends ItemKind, Patch extends object>(
  calls: ItemCalls<K, Patch>,
): Sender<K, SiteChild> {
  return async (ctx, { at, id }, fields, change) => {
    const body = bodyOf<Patch>(calls.table, fields, calls.patchKeys);
    const sent = fields.has('parent') ? calls.placed(body, movedToGroup(change, 'parent')) : body;
    if (!isEmpty(sent)) await calls.patch(ctx.client, at, id, sent);
  };
}

/**
 * The handler of a group or an external link: created in its group (or the site's root)
 * unless another apply made one with its title there (`createOrAdopt`), updated by its
 * senders, moved among its siblings (`sortChild`), deleted.
 */
export function itemHandler<K extends ItemKind, Patch extends object>(
  calls: ItemCalls<K, Patch>,
  senders: { readonly patch: Sender<K, SiteChild> },
): KindHandler<K> {
  const send = sendLoop<FieldTable<'patch'>, K, SiteChild>(senders);
  return {
    create: async (change, ctx) => {
      const fields = changedFields(change);
      const at = siteAt(change, ctx);
      const title = calls.title(fields, change);
      const parent = parentGroupOf(change.parent);
      const made = await createOrAdopt(ctx, {
        collection: structureOf(at),
        create: () =>
          calls.create(ctx.client, at, { address: change.address, fields, title, parent }),
        find: async () =>
          (await siblingsIn(ctx, at, parent)).filter(
            (item: LiveStructureItem) => item.type === calls.kind && item.title === title,
          ),
        remove: (id) => calls.remove(ctx.client, at, id),
      });
      return made.id;
    },
    update: async (change, ctx) => {
      const target = { at: siteAt(change, ctx), id: change.id };
      await send(ctx, target, changedFields(change), change);
    },
    move: sortChild,
    delete: async (change, ctx) => {
      await calls.remove(ctx.client, siteAt(change, ctx), change.id);
    },
  };
}
