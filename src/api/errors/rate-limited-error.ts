import { HttpError } from './http-error.js';

/**
 * A 429 that outlasted the retry budget. `retryAfterMs` is the server's last hint
 * (`Retry-After` or `X-RateLimit-Reset`), when it gave one.
 */
export class RateLimitedError extends HttpError {
  override readonly name = 'RateLimitedError';

  constructor(
    method: string,
    url: string,
    apiMessage: string | undefined,
    readonly retryAfterMs: number | undefined,
  ) {
    super(429, method, url, apiMessage ?? 'rate limited');
  }
}
