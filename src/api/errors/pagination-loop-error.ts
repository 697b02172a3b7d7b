import { ApiError } from './api-error.js';

/** A list answered a page token it had already given: following it would never end. */
export class PaginationLoopError extends ApiError {
  override readonly name = 'PaginationLoopError';

  constructor(method: string, url: string, page: string) {
    super(method, url, `the server repeated page token "${page}"`);
  }
}
