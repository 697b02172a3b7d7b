import type { RequestBody } from '../../api/call-operation.js';
import {
  createSpace,
  deleteSpace,
  listSpaces,
  moveSpace,
  updateSpace,
} from '../../api/resources/spaces.js';

import { namesWith } from '../../model/fields/field-row.js';
import { SPACE_FIELDS } from '../../model/fields/space-fields.js';
import type { KindHandler } from '../handler.js';
import type { Senders } from '../senders.js';
import { createKeys, sentKeys, valueVia } from '../wire.js';
import { ownedHandler, ownedSenders, type OwnedCalls } from './owned-handler.js';

type SpacePatch = RequestBody<'updateSpaceById'>;
type SpaceCreate = RequestBody<'createSpace'>;

/**
 * A space's calls. The keys are typed as the official body's: a row sent under a key the
 * official request lacks is a compile error. A removed emoji is sent as `null`, the
 * official body's branch for "no emoji" (a `oneOf` of an emoji, an icon URL or neither).
 */
const CALLS: OwnedCalls<'space', SpacePatch, SpaceCreate> = {
  kind: 'space',
  table: SPACE_FIELDS,
  listed: 'spaces',
  patchKeys: sentKeys(SPACE_FIELDS, 'patch'),
  createKeys: createKeys(SPACE_FIELDS),
  created: namesWith(SPACE_FIELDS, 'inCreate'),
  list: listSpaces,
  create: createSpace,
  patch: updateSpace,
  // a new collection (null: the organization's root) is the official `moveSpace`
  move: async (client, id, fields) => {
    if (!fields.has('collection')) return;
    await moveSpace(client, id, valueVia(SPACE_FIELDS, fields, 'move') ?? null);
  },
  remove: deleteSpace,
};

/** One per `via` of the space's rows (model/fields/space-fields.ts), on the space's id. */
const SENDERS: Senders<typeof SPACE_FIELDS, 'space', string> = ownedSenders(CALLS);

/**
 * Spaces' settings: PATCH /spaces/{id} (seed, "Spaces"), then the grants. An owned
 * space is created by the official `createSpace` with the rows it takes (title, emoji,
 * edit mode, language, the collection as `parent`; a removed emoji or collection is
 * nothing to send to a new space), the others then patched; a new collection is a
 * `moveSpace`; deleted (to the trash, restorable for 7 days) by `deleteSpaceById`.
 */
export const spaceHandler: KindHandler<'space'> = ownedHandler(CALLS, SENDERS);
