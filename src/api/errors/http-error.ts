import { ApiError } from './api-error.js';

/** The API answered with an error status; `apiMessage` is its `error.message`. */
export class HttpError extends ApiError {
  override readonly name: string = 'HttpError';

  constructor(
    readonly status: number,
    method: string,
    url: string,
    readonly apiMessage: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(method, url, `HTTP ${status}${apiMessage ? `: ${apiMessage}` : ''}`, options);
  }
}
