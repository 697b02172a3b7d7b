import type { RequestBody } from '../../api/call-operation.js';
import { createLink, deleteLink, updateLink } from '../../api/resources/external-links.js';
import type { KindHandler } from '../handler.js';
import { LINK_FIELDS } from '../../model/fields/link-fields.js';
import type { Senders } from '../senders.js';
import { bodyOf, createKeys, sentKeys, text } from '../wire.js';
import type { BodyKey } from '../wire.js';
import type { SiteChild } from './locate.js';
import { itemHandler, itemPatch, type ItemCalls } from './structure-item-handler.js';

type LinkPatch = RequestBody<'updateSiteExternalLinkById'>;
type LinkCreate = RequestBody<'addExternalLinkToSite'>;

// Typed as the official bodies' keys: a row sent under a key the official request lacks
// is a compile error.
const CREATE_KEYS: readonly BodyKey<LinkCreate>[] = createKeys(LINK_FIELDS);

const CALLS: ItemCalls<'link', LinkPatch> = {
  kind: 'link',
  table: LINK_FIELDS,
  patchKeys: sentKeys(LINK_FIELDS, 'patch'),
  // a group id, or null for the root of the site
  placed: (body, parent) => ({ ...body, parent }),
  patch: updateLink,
  title: (fields, change) => text(fields.get('title'), `${change.address} title`),
  create: (client, at, { address, fields, title, parent }) =>
    createLink(client, at, {
      ...bodyOf<LinkCreate>(LINK_FIELDS, fields, CREATE_KEYS),
      title,
      url: text(fields.get('url'), `${address} url`),
      ...(parent === undefined ? {} : { parent }),
    }),
  remove: deleteLink,
};

/**
 * One per `via` of the link's rows (model/fields/link-fields.ts), on the link and its
 * site. `parent` is the planner's own field, sent by the same PATCH (a group id, or null
 * for the root of the site).
 */
const SENDERS: Senders<typeof LINK_FIELDS, 'link', SiteChild> = { patch: itemPatch(CALLS) };

/** External links of a site's structure (official, absent from the seed). */
export const linkHandler: KindHandler<'link'> = itemHandler(CALLS, SENDERS);
