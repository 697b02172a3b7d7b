import { scrubSecrets } from '../model/secret-registry.js';

const MASK = '(token)';

/**
 * An error body with every occurrence of the token masked, in case a server or proxy
 * echoes the Authorization header back in its message (the message ends up in errors),
 * and every secret from the environment masked, in case it echoes the request body
 * (src/model/secret-registry.ts).
 */
export function scrubToken(body: unknown, token: string): unknown {
  if (typeof body === 'string') {
    return scrubSecrets(token === '' ? body : body.split(token).join(MASK));
  }
  if (Array.isArray(body)) return body.map((item) => scrubToken(item, token));
  if (typeof body === 'object' && body !== null) {
    return Object.fromEntries(
      Object.entries(body).map(([key, value]) => [key, scrubToken(value, token)]),
    );
  }
  return body;
}
