import * as z from 'zod';
import { callOperation } from '../call-operation.js';
import { unlessForbidden } from '../errors/http-error.js';
import { checkedId } from '../path-segment.js';
import type { ApiRequester } from '../types.js';
import { listAs } from './parse.js';
import { opt } from './wire.js';

/**
 * A share link as docform reads it: its id and name only. Its `urls` hold the link's
 * secret key (official `ShareLink.urls.published`): never parsed, so never in a plan,
 * an export or a log.
 */
const shareLinkSchema = z.object({ id: z.string(), name: opt(z.string()) });

interface ShareLinkName {
  readonly id: string;
  readonly name: string;
}

/** The site's share links by name (official `listSiteShareLinks`); a link without one is "". */
export async function listShareLinks(
  client: ApiRequester,
  organization: string,
  siteId: string,
): Promise<ShareLinkName[]> {
  const params = { organizationId: organization, siteId };
  return listAs(client, 'listSiteShareLinks', params, shareLinkSchema, (link) => ({
    id: checkedId(link.id, 'share link', link.name ?? ''),
    name: link.name ?? '',
  }));
}

/**
 * The names of the site's share links, or undefined when the token may not list them
 * (the list holds the links' keys: the API answers it to an admin only): a plan with a
 * read-only token then says it could not compare them, instead of failing.
 */
export async function readShareLinkNames(
  client: ApiRequester,
  organization: string,
  siteId: string,
): Promise<string[] | undefined> {
  const links = await unlessForbidden(() => listShareLinks(client, organization, siteId));
  return links?.map((link) => link.name);
}

/** Not safe to repeat (a second link would be made): the client never re-sends it. */
export async function createShareLink(
  client: ApiRequester,
  organization: string,
  siteId: string,
  name: string,
): Promise<void> {
  await callOperation(
    client,
    'createSiteShareLink',
    { organizationId: organization, siteId },
    { name },
  );
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
