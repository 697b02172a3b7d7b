import { HttpError } from './http-error.js';

/**
 * A 3xx answer. docform follows no redirect (the token would go wherever it points) and a
 * write answered with one was not done by the API: check `--api-url`.
 */
export class RedirectError extends HttpError {
  override readonly name = 'RedirectError';

  constructor(
    status: number,
    method: string,
    url: string,
    readonly location: string | undefined,
  ) {
    super(
      status,
      method,
      url,
      `a redirect${location ? ` to ${location}` : ''}, which docform does not follow; check --api-url`,
    );
  }
}
