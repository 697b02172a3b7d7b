import { ApiError } from './api-error.js';

/**
 * A list that does not end: more pages than its reported `count` can explain, or more
 * than the hard cap per list. A server handing out a new `next.page` forever would
 * otherwise be read forever.
 */
export class PageLimitError extends ApiError {
  override readonly name = 'PageLimitError';

  constructor(method: string, url: string, detail: string) {
    super(method, url, `the list does not end: ${detail}`);
  }
}
