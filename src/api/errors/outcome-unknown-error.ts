import { ApiError } from './api-error.js';

/**
 * A write that is not safe to repeat (a POST, a PUT that creates) was cut off after it
 * may have reached the server: a timeout, a reset connection, or a 5xx from a server or
 * gateway that may have applied it. The client never re-sends it; the caller re-reads
 * the live state and adopts the object if it exists (issue 3, STYLE rule 8).
 */
export class OutcomeUnknownError extends ApiError {
  override readonly name = 'OutcomeUnknownError';

  constructor(method: string, url: string, options: { cause: unknown }) {
    super(method, url, 'outcome unknown: the request may or may not have been applied', options);
  }
}
