import * as z from 'zod';
import { shareLink, type ShareLink } from '../../model/schema/share-links.js';
import { callOperation } from '../call-operation.js';
import { unlessForbidden } from '../errors/http-error.js';
import { checkedId } from '../path-segment.js';
import type { ApiRequester } from '../types.js';
import { call, listAs } from './parse.js';
import { opt } from './wire.js';

/**
 * A share link as docform reads it: its id, name and whether it is active (official
 * `ShareLink`; an answer without `active` is a link as made, active). Its `urls` hold
 * the link's secret key (official `ShareLink.urls.published`): never parsed, so never in
 * a plan, an export or a log.
 */
const shareLinkSchema = z.object({
  id: z.string(),
  name: opt(z.string()),
  active: opt(z.boolean()),
});

interface LiveShareLink {
  readonly id: string;
  readonly name: string;
  readonly active: boolean;
}

/** The site's share links (official `listSiteShareLinks`); a link without a name is "". */
export async function listShareLinks(
  client: ApiRequester,
  organization: string,
  siteId: string,
): Promise<LiveShareLink[]> {
  const params = { organizationId: organization, siteId };
  return listAs(client, 'listSiteShareLinks', params, shareLinkSchema, (link) => ({
    id: checkedId(link.id, 'share link', link.name ?? ''),
    name: link.name ?? '',
    active: link.active !== false,
  }));
}

/**
 * The site's share links as the config writes them (a name, or `{ name, active: false }`),
 * or undefined when the token may not list them (the list holds the links' keys: the API
 * answers it to an admin only): a plan with a read-only token then says it could not
 * compare them, instead of failing.
 */
export async function readShareLinks(
  client: ApiRequester,
  organization: string,
  siteId: string,
): Promise<ShareLink[] | undefined> {
  const links = await unlessForbidden(() => listShareLinks(client, organization, siteId));
  return links?.map(shareLink);
}

/** Not safe to repeat (a second link would be made): the client never re-sends it. Returns its id. */
export async function createShareLink(
  client: ApiRequester,
  organization: string,
  siteId: string,
  name: string,
): Promise<string> {
  const params = { organizationId: organization, siteId };
  const made = await call(client, 'createSiteShareLink', params, shareLinkSchema, { name });
  return checkedId(made.id, 'share link', name);
}

/** Switches a link on or off (official `updateSiteShareLinkById`); its URL stays the same. */
export async function setShareLinkActive(
  client: ApiRequester,
  organization: string,
  siteId: string,
  shareLinkId: string,
  active: boolean,
): Promise<void> {
  const params = { organizationId: organization, siteId, shareLinkId };
  await callOperation(client, 'updateSiteShareLinkById', params, { active });
}

export async function deleteShareLink(
  client: ApiRequester,
  organization: string,
  siteId: string,
  shareLinkId: string,
): Promise<void> {
  const params = { organizationId: organization, siteId, shareLinkId };
  await callOperation(client, 'deleteSiteShareLinkById', params);
}
