import { ApiError } from './api-error.js';

/** An answer did not have the shape docform relies on (a required field missing, ...). */
export class ResponseShapeError extends ApiError {
  override readonly name = 'ResponseShapeError';

  constructor(
    method: string,
    url: string,
    readonly problems: readonly string[],
  ) {
    super(method, url, `unexpected response: ${problems.join('; ')}`);
  }
}
