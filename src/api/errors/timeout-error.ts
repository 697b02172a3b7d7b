import { ApiError } from './api-error.js';

/** No complete answer within the per-request timeout. */
export class TimeoutError extends ApiError {
  override readonly name = 'TimeoutError';

  constructor(
    method: string,
    url: string,
    readonly timeoutMs: number,
    options?: { cause?: unknown },
  ) {
    super(method, url, `no answer within ${timeoutMs} ms`, options);
  }
}
