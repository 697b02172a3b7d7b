import * as z from 'zod';
import type { LiveRedirect } from '../../model/live.js';
import { REDIRECT_FIELDS } from '../../model/fields/redirect-fields.js';
import type { RequestBody } from '../call-operation.js';
import { callOperation } from '../call-operation.js';
import { checkedId } from '../path-segment.js';
import type { ApiRequester } from '../types.js';
import { call, listAs } from './parse.js';
import { liveFields, wireShape } from './read-fields.js';

/** A redirect as the API answers it (official `SiteRedirect`). */
const redirectSchema = z.looseObject({
  ...wireShape(REDIRECT_FIELDS),
  id: z.string(),
  source: z.string(),
  draft: z.boolean().optional(),
});

/**
 * The live redirects of a site (official `listSiteRedirects`, without `draft`: the
 * drafts are a list of their own), or with `drafts` the draft ones (`draft=true`).
 */
export async function listSiteRedirects(
  client: ApiRequester,
  organization: string,
  siteId: string,
  drafts = false,
): Promise<LiveRedirect[]> {
  const params = { organizationId: organization, siteId };
  const query = drafts ? { draft: true } : undefined;
  const all = await listAs(client, 'listSiteRedirects', params, redirectSchema, (r) => r, query);
  return all.filter((r) => (r.draft === true) === drafts).map(toLiveRedirect);
}

function toLiveRedirect(r: z.output<typeof redirectSchema>): LiveRedirect {
  return {
    ...liveFields(REDIRECT_FIELDS, r),
    id: checkedId(r.id, 'site redirect', r.source),
    source: r.source,
  };
}

/** Creates a live redirect; a taken source is the official 409. Returns its id. */
export async function createSiteRedirect(
  client: ApiRequester,
  organization: string,
  siteId: string,
  body: RequestBody<'createSiteRedirect'>,
): Promise<string> {
  const params = { organizationId: organization, siteId };
  return (await call(client, 'createSiteRedirect', params, redirectSchema, body)).id;
}

/** Changes the fields given (official PATCH: only the provided fields). */
export async function updateSiteRedirect(
  client: ApiRequester,
  organization: string,
  siteId: string,
  siteRedirectId: string,
  body: RequestBody<'updateSiteRedirectById'>,
): Promise<void> {
  const params = { organizationId: organization, siteId, siteRedirectId };
  await callOperation(client, 'updateSiteRedirectById', params, body);
}

/** Deletes a redirect; one already gone answers 204 (official), so it is safe to repeat. */
export async function deleteSiteRedirect(
  client: ApiRequester,
  organization: string,
  siteId: string,
  siteRedirectId: string,
): Promise<void> {
  const params = { organizationId: organization, siteId, siteRedirectId };
  await callOperation(client, 'deleteSiteRedirectById', params);
}
