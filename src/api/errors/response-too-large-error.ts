import { ApiError } from './api-error.js';

/**
 * An answer bigger than the client reads (`maxResponseBytes`, 50 MB by default): no API
 * answer docform needs comes near it, so it is a misbehaving server or proxy. Not retried:
 * the same request would get the same flood.
 */
export class ResponseTooLargeError extends ApiError {
  override readonly name = 'ResponseTooLargeError';

  constructor(
    method: string,
    url: string,
    readonly limitBytes: number,
  ) {
    super(
      method,
      url,
      `the answer is larger than ${megabytes(limitBytes)}; docform reads no more than that of one answer`,
    );
  }
}

function megabytes(bytes: number): string {
  return bytes >= 1_000_000 ? `${bytes / 1_000_000} MB` : `${bytes} bytes`;
}
