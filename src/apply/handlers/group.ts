import type { RequestBody } from '../../api/call-operation.js';
import { createGroup, deleteGroup, updateGroup } from '../../api/resources/site-structure.js';
import type { KindHandler } from '../handler.js';
import { GROUP_FIELDS } from '../../model/fields/group-fields.js';
import type { Senders } from '../senders.js';
import { bodyOf, createKeys, sentKeys, text } from '../wire.js';
import type { BodyKey } from '../wire.js';
import type { SiteChild } from './locate.js';
import { itemHandler, itemPatch, type ItemCalls } from './structure-item-handler.js';

type GroupPatch = RequestBody<'updateSiteSectionGroupById'>;
type GroupCreate = RequestBody<'addSectionGroupToSite'>;

// Typed as the official bodies' keys: a row sent under a key the official request lacks
// is a compile error.
const CREATE_KEYS: readonly BodyKey<GroupCreate>[] = createKeys(GROUP_FIELDS);

const CALLS: ItemCalls<'group', GroupPatch> = {
  kind: 'group',
  table: GROUP_FIELDS,
  patchKeys: sentKeys(GROUP_FIELDS, 'patch'),
  placed: (body, parent) => ({ ...body, parentSectionGroupId: parent }),
  patch: updateGroup,
  title: (fields, change) => text(fields.get('title'), `${change.address} title`),
  create: (client, at, { fields, title, parent }) =>
    createGroup(client, at, {
      ...bodyOf<GroupCreate>(GROUP_FIELDS, fields, CREATE_KEYS),
      title,
      ...(parent === undefined ? {} : { parent }),
    }),
  remove: deleteGroup,
};

/**
 * One per `via` of the group's rows (model/fields/group-fields.ts), on the group and its
 * site. `parent` is the planner's own field, sent by the same PATCH.
 */
const SENDERS: Senders<typeof GROUP_FIELDS, 'group', SiteChild> = { patch: itemPatch(CALLS) };

/** Section groups (seed, "Site section groups"; nesting from the official spec). */
export const groupHandler: KindHandler<'group'> = itemHandler(CALLS, SENDERS);
