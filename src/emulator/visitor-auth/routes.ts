import { createHash } from 'node:crypto';
import { badRequest } from '../api-error.js';
import { objectBody, optionalEnum } from '../body.js';
import { onlyFields, urlField } from '../checks.js';
import type { Handler, Route } from '../handler.js';
import { newSecret } from '../secret.js';
import type { PublishingAuthRecord, SiteRecord } from '../world.js';
import { siteForWrite } from '../sites/site-lookup.js';

const AUTH = '/orgs/:organizationId/sites/:siteId/publishing/auth';
const BACKENDS = ['custom', 'integration'] as const;

/**
 * The site's visitor authentication settings. A site never configured has the custom
 * backend and a signing key derived from its id and creation time, so that reads agree
 * until a PATCH stores the settings or `regenerate` draws a random key.
 */
function authOf(site: SiteRecord): PublishingAuthRecord {
  if (site.publishingAuth) return site.publishingAuth;
  const digest = createHash('sha256').update(`${site.id}\n${site.createdAt}`).digest('base64url');
  return { backend: 'custom', privateKey: digest.slice(0, 32) };
}

/** Official `SitePublishingAuth`. */
function authView(auth: PublishingAuthRecord): Record<string, unknown> {
  return {
    object: 'publishing-auth',
    backend: auth.backend,
    privateKey: auth.privateKey,
    ...(auth.fallbackURL === undefined ? {} : { fallbackURL: auth.fallbackURL }),
    ...(auth.logoutURL === undefined ? {} : { logoutURL: auth.logoutURL }),
  };
}

/** GET .../publishing/auth. Admins only: the answer holds the signing key. */
const getAuth: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  return { status: 200, body: authView(authOf(site)) };
};

/**
 * PATCH .../publishing/auth (official `SitePublishingAuthUpdate`): `backend` required;
 * `fallbackURL` and `logoutURL` absent: unchanged, null: unset. The key stays.
 */
const updateAuth: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const body = objectBody(ctx.body);
  onlyFields(body, ['backend', 'fallbackURL', 'logoutURL']);
  const backend = optionalEnum(body, 'backend', BACKENDS);
  if (backend === undefined) throw badRequest('Field "backend" is required');
  const next: PublishingAuthRecord = { ...authOf(site), backend };
  for (const field of ['fallbackURL', 'logoutURL'] as const) {
    if (body[field] === null) delete next[field];
    else {
      const url = urlField(body, field);
      if (url !== undefined) next[field] = url;
    }
  }
  site.publishingAuth = next;
  return { status: 200, body: authView(next) };
};

/** POST .../publishing/auth/regenerate: a new random signing key, the rest kept. */
const regenerateAuth: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  site.publishingAuth = { ...authOf(site), privateKey: newSecret(32) };
  return { status: 200, body: authView(site.publishingAuth) };
};

/** A site's visitor authentication (official publishing auth). */
export const publishingAuthRoutes: Route[] = [
  { method: 'GET', pattern: AUTH, handler: getAuth },
  { method: 'PATCH', pattern: AUTH, handler: updateAuth },
  { method: 'POST', pattern: `${AUTH}/regenerate`, handler: regenerateAuth },
];
