import { PaginationLoopError } from './errors/pagination-loop-error.js';
import { ResponseShapeError } from './errors/response-shape-error.js';
import type { ApiRequester } from './types.js';

/** The API's maximum page size (seed "Limits"): the fewest requests per list. */
const PAGE_LIMIT = '1000';

/**
 * Every item of a list endpoint, page by page at `limit=1000`, following `next.page`
 * (official notes 1.4). A server that hands back a page token it already gave would
 * loop forever: that is an error, not a silent stop.
 */
export async function* paginate<T>(
  client: Pick<ApiRequester, 'request'>,
  path: string,
  query: Record<string, string> = {},
): AsyncIterable<T> {
  const seen = new Set<string>();
  let page: string | undefined;
  do {
    const res = await client.request<unknown>({
      method: 'GET',
      path,
      query: { ...query, limit: PAGE_LIMIT, ...(page === undefined ? {} : { page }) },
      urgent: page !== undefined,
    });
    const { items, next } = listEnvelope(res.body, path);
    yield* items as T[];
    page = next;
    if (page !== undefined) {
      if (seen.has(page)) throw new PaginationLoopError('GET', path, page);
      seen.add(page);
    }
  } while (page !== undefined);
}

function listEnvelope(body: unknown, path: string): { items: unknown[]; next?: string } {
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as {
    items?: unknown;
    next?: { page?: unknown } | null;
  };
  if (!Array.isArray(envelope.items)) {
    throw new ResponseShapeError('GET', path, ['items: expected an array (a list envelope)']);
  }
  const page = envelope.next?.page;
  return typeof page === 'string' && page !== ''
    ? { items: envelope.items, next: page }
    : { items: envelope.items };
}
