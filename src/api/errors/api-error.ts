import { DocformError } from '../../model/errors.js';

/**
 * Base of every error the API client throws. The message names the method and the
 * URL (never a header, so never the token); the underlying failure stays in `cause`.
 */
export class ApiError extends DocformError {
  override readonly name: string = 'ApiError';

  constructor(
    readonly method: string,
    readonly url: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${method} ${url}: ${message}`, options);
  }
}
