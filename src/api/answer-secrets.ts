import { isObject } from '../model/is-object.js';
import { registerSecret } from '../model/secret-registry.js';

/**
 * The keys under which the official spec's objects carry a secret: a site's visitor
 * authentication signing key (`SitePublishingAuth.privateKey`), a share link's key
 * (`PublishedSiteContent.shareKey`), the content tokens of documents (`meta.token`,
 * as in the organization's agent instructions), and the credentials of integrations and
 * Git Sync providers (`accessToken`, `apiToken`, `authToken`, `refreshToken`,
 * `clientSecret`, `signingSecret`, `apiKey`, `jwtToken`, `visitorAuthToken`).
 */
const SECRET_KEYS: ReadonlySet<string> = new Set([
  'privateKey',
  'shareKey',
  'token',
  'accessToken',
  'apiToken',
  'authToken',
  'refreshToken',
  'clientSecret',
  'signingSecret',
  'apiKey',
  'jwtToken',
  'visitorAuthToken',
]);

/** Text of an answer that may hold one (each key ends so, quoted), or a share link. */
const MARKERS = ['Key"', 'oken"', 'ecret"', '"share-link"'];

/**
 * Registers every secret an answer of the API holds (src/model/secret-registry.ts), as
 * it is read: the values under SECRET_KEYS, and a share link's URLs (official
 * `ShareLink.urls`, whose `published` URL carries the link's key) with each value of
 * their query. docform parses none of them into the live state, but they reached the
 * process: a server message may quote them later (a 400 that echoes a site's publishing
 * settings), and every message, output and saved plan then masks them. `text` is the
 * answer as received: an answer that cannot hold one is not walked.
 */
export function registerAnswerSecrets(text: string, body: unknown): void {
  if (typeof body !== 'object' || body === null) return;
  if (!MARKERS.some((marker) => text.includes(marker))) return;
  walk(body);
}

function walk(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item);
    return;
  }
  if (!isObject(value)) return;
  if (value.object === 'share-link' && isObject(value.urls)) shareLinkUrls(value.urls);
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string') {
      if (SECRET_KEYS.has(key)) registerSecret(item);
    } else walk(item);
  }
}

function shareLinkUrls(urls: Readonly<Record<string, unknown>>): void {
  for (const url of Object.values(urls)) {
    if (typeof url !== 'string') continue;
    registerSecret(url);
    try {
      for (const part of new URL(url).searchParams.values()) registerSecret(part);
    } catch {
      // not a URL: the whole value is registered already
    }
  }
}
