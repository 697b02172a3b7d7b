import * as z from 'zod';
import type { LiveVisitorAuth } from '../../model/schema/visitor-auth.js';
import type { RequestBody } from '../call-operation.js';
import { callOperation } from '../call-operation.js';
import { unlessForbidden } from '../errors/http-error.js';
import type { ApiRequester } from '../types.js';
import { call } from './parse.js';
import { opt } from './wire.js';

/**
 * The fields of the official `SitePublishingAuth` docform reads. The answer's
 * `privateKey` (the key that signs visitors' tokens) is not among them: the parse keeps
 * only these keys, so the key never reaches the live state, a plan, an export or a log.
 */
const authSchema = z.object({
  backend: opt(z.string()),
  fallbackURL: opt(z.string()),
  logoutURL: opt(z.string()),
});

/** A site's visitor authentication settings, without the signing key. */
export async function getVisitorAuth(
  client: ApiRequester,
  organization: string,
  siteId: string,
): Promise<LiveVisitorAuth> {
  const params = { organizationId: organization, siteId };
  const read = await call(client, 'getSitePublishingAuthById', params, authSchema);
  // a new object of the kept keys alone, whatever the parse returned
  return {
    ...(read.backend == null ? {} : { backend: read.backend }),
    ...(read.fallbackURL == null ? {} : { fallbackURL: read.fallbackURL }),
    ...(read.logoutURL == null ? {} : { logoutURL: read.logoutURL }),
  };
}

/**
 * The settings, or undefined when the token may not read them (the answer holds the
 * signing key: the API answers it to an admin only): a plan with a read-only token then
 * says it could not compare them, instead of failing.
 */
export async function readVisitorAuth(
  client: ApiRequester,
  organization: string,
  siteId: string,
): Promise<LiveVisitorAuth | undefined> {
  return unlessForbidden(() => getVisitorAuth(client, organization, siteId));
}

/** The official PATCH: `backend` required, a URL absent kept, null unset. Safe to repeat. */
export async function updateVisitorAuth(
  client: ApiRequester,
  organization: string,
  siteId: string,
  body: RequestBody<'updateSitePublishingAuthById'>,
): Promise<void> {
  const params = { organizationId: organization, siteId };
  // the answer holds the signing key: not parsed, not kept
  await callOperation(client, 'updateSitePublishingAuthById', params, body);
}
