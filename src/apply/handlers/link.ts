import type { RequestBody } from '../../api/call-operation.js';
import { createLink, deleteLink, updateLink } from '../../api/resources/external-links.js';
import type { LiveLink } from '../../model/live.js';
import { createOrAdopt } from '../adopt.js';
import type { KindHandler } from '../handler.js';
import { LINK_FIELDS } from '../../model/fields/link-fields.js';
import { sendLoop, type Senders } from '../senders.js';
import { bodyOf, changedFields, createKeys, isEmpty, sentKeys, text } from '../wire.js';
import type { BodyKey } from '../wire.js';
import type { SiteChild } from './locate.js';
import { movedToGroup, parentGroupOf, siteAt } from './locate.js';
import { sortChild } from './move.js';
import { siblingsIn, structureOf } from './siblings.js';

type LinkPatch = RequestBody<'updateSiteExternalLinkById'>;
type LinkCreate = RequestBody<'addExternalLinkToSite'>;

// Typed as the official bodies' keys: a row sent under a key the official request lacks
// is a compile error.
const PATCH_KEYS: readonly BodyKey<LinkPatch>[] = sentKeys(LINK_FIELDS, 'patch');
const CREATE_KEYS: readonly BodyKey<LinkCreate>[] = createKeys(LINK_FIELDS);

/**
 * One per `via` of the link's rows (model/fields/link-fields.ts), on the link and its
 * site. `parent` is the planner's own field, sent by the same PATCH (a group id, or null
 * for the root of the site).
 */
const SENDERS: Senders<typeof LINK_FIELDS, 'link', SiteChild> = {
  patch: async (ctx, { at, id }, fields, change) => {
    const body = bodyOf<LinkPatch>(LINK_FIELDS, fields, PATCH_KEYS);
    if (fields.has('parent')) body.parent = movedToGroup(change, 'parent');
    if (!isEmpty(body)) await updateLink(ctx.client, at, id, body);
  },
};

const send = sendLoop(SENDERS);

/** External links of a site's structure (official, absent from the seed). */
export const linkHandler: KindHandler<'link'> = {
  create: async (change, ctx) => {
    const fields = changedFields(change);
    const at = siteAt(change, ctx);
    const title = text(fields.get('title'), `${change.address} title`);
    const url = text(fields.get('url'), `${change.address} url`);
    const parent = parentGroupOf(change.parent);
    const made = await createOrAdopt(ctx, {
      collection: structureOf(at),
      create: () =>
        createLink(ctx.client, at, {
          ...bodyOf<LinkCreate>(LINK_FIELDS, fields, CREATE_KEYS),
          title,
          url,
          ...(parent === undefined ? {} : { parent }),
        }),
      find: async () =>
        (await siblingsIn(ctx, at, parent)).filter(
          (l): l is LiveLink => l.type === 'link' && l.title === title,
        ),
      remove: (linkId) => deleteLink(ctx.client, at, linkId),
    });
    return made.id;
  },
  update: async (change, ctx) => {
    const target = { at: siteAt(change, ctx), id: change.id };
    await send(ctx, target, changedFields(change), change);
  },
  move: sortChild,
  delete: async (change, ctx) => {
    await deleteLink(ctx.client, siteAt(change, ctx), change.id);
  },
};
