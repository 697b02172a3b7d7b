const MASK = '(token)';

/**
 * An error body with every occurrence of the token masked, in case a server or proxy
 * echoes the Authorization header back in its message (the message ends up in errors).
 */
export function scrubToken(body: unknown, token: string): unknown {
  if (token === '') return body;
  if (typeof body === 'string') return body.split(token).join(MASK);
  if (Array.isArray(body)) return body.map((item) => scrubToken(item, token));
  if (typeof body === 'object' && body !== null) {
    return Object.fromEntries(
      Object.entries(body).map(([key, value]) => [key, scrubToken(value, token)]),
    );
  }
  return body;
}
