import * as z from 'zod';
import { callOperation } from '../call-operation.js';
import { unlessForbidden } from '../errors/http-error.js';
import { checkedId } from '../path-segment.js';
import type { ApiRequester } from '../types.js';
import { listAs } from './parse.js';
import { opt } from './wire.js';

/**
 * A share link as docform reads it: its id, name and whether it is switched on. Its
 * `urls` hold the link's secret key (official `ShareLink.urls.published`): never parsed,
 * so never in a plan, an export or a log.
 */
const shareLinkSchema = z.object({
  id: z.string(),
  name: opt(z.string()),
  active: opt(z.boolean()),
});

interface ShareLinkName {
  readonly id: string;
  readonly name: string;
  /** false while switched off; the official answer may leave it out: on. */
  readonly active: boolean;
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
    active: link.active !== false,
  }));
}

/** A site's share links as the live site holds them: their names, and those switched off. */
interface ShareLinkNames {
  readonly shareLinks: string[];
  readonly inactiveShareLinks?: string[];
}

/**
 * The names of the site's share links and of those switched off, or undefined when the
 * token may not list them (the list holds the links' keys: the API answers it to an
 * admin only): a plan with a read-only token then says it could not compare them,
 * instead of failing.
 */
export async function readShareLinkNames(
  client: ApiRequester,
  organization: string,
  siteId: string,
): Promise<ShareLinkNames | undefined> {
  const links = await unlessForbidden(() => listShareLinks(client, organization, siteId));
  if (links === undefined) return undefined;
  const off = links.filter((link) => !link.active).map((link) => link.name);
  const shareLinks = links.map((link) => link.name);
  return off.length === 0 ? { shareLinks } : { shareLinks, inactiveShareLinks: off };
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
