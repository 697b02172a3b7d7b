import type { LiveLink } from '../../model/live.js';
import type { RequestBody } from '../call-operation.js';
import { callOperation } from '../call-operation.js';
import { operationPath } from '../operations.js';
import type { ApiRequester } from '../types.js';
import { toLiveLink } from './structure-wire.js';

/**
 * A site's external links (official `addExternalLinkToSite`,
 * `updateSiteExternalLinkById`, `deleteSiteExternalLinkById`; absent from the seed).
 * They are read with the rest of the structure (`GET .../structure`) and reordered by
 * `PATCH .../structure/sort` like sections.
 */
interface At {
  readonly organization: string;
  readonly siteId: string;
}

const site = (at: At) => ({ organizationId: at.organization, siteId: at.siteId });

export async function createLink(
  client: ApiRequester,
  at: At,
  body: RequestBody<'addExternalLinkToSite'>,
): Promise<LiveLink> {
  const params = site(at);
  const res = await callOperation(client, 'addExternalLinkToSite', params, body);
  return toLiveLink(res.body, {
    method: 'POST',
    path: res.url ?? operationPath('addExternalLinkToSite', params),
  });
}

export async function updateLink(
  client: ApiRequester,
  at: At,
  siteExternalLinkId: string,
  body: RequestBody<'updateSiteExternalLinkById'>,
): Promise<void> {
  const params = { ...site(at), siteExternalLinkId };
  await callOperation(client, 'updateSiteExternalLinkById', params, body);
}

export async function deleteLink(
  client: ApiRequester,
  at: At,
  siteExternalLinkId: string,
): Promise<void> {
  const params = { ...site(at), siteExternalLinkId };
  await callOperation(client, 'deleteSiteExternalLinkById', params);
}
