import { paginate } from './paginate.js';
import type { ApiRequest, ApiRequester, ApiResponse } from './types.js';

/**
 * Counts the logical requests made through it (pages included), so that one reader's
 * count stays its own even when the client is shared.
 */
export class CountingRequester implements ApiRequester {
  count = 0;

  constructor(private readonly inner: ApiRequester) {}

  async request<T = unknown>(req: ApiRequest): Promise<ApiResponse<T>> {
    this.count += 1;
    return this.inner.request<T>(req);
  }

  get maxPagesPerList(): number | undefined {
    return this.inner.maxPagesPerList;
  }

  paginate<T>(path: string, query?: Record<string, string>): AsyncIterable<T> {
    return paginate<T>(this, path, query, this.inner.maxPagesPerList);
  }
}
