import { ApiError } from './api-error.js';

/**
 * A write that is not safe to repeat (a POST, a PUT that creates) was cut off after it
 * may have reached the server: a timeout, a reset connection, or a 5xx from a server or
 * gateway that may have applied it. The client never re-sends it; the caller re-reads
 * the live state and adopts the object if it exists (CONTRIBUTING.md, rule 8).
 *
 * `lateWrite` is true when the write may still be in progress behind the answer: a
 * gateway timed out waiting for the backend (504, 524) or the client gave up waiting.
 * The backend can then complete it seconds later, so one re-read is not enough
 * (src/apply/adopt.ts waits for it).
 */
export class OutcomeUnknownError extends ApiError {
  override readonly name = 'OutcomeUnknownError';

  constructor(
    method: string,
    url: string,
    readonly lateWrite: boolean,
    options: { cause: unknown },
  ) {
    super(method, url, 'outcome unknown: the request may or may not have been applied', options);
  }
}
