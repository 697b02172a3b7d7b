import { PageLimitError } from './errors/page-limit-error.js';
import { PaginationLoopError } from './errors/pagination-loop-error.js';
import { ResponseShapeError } from './errors/response-shape-error.js';
import type { ApiRequester } from './types.js';
import { count as plural } from '../model/count.js';
import { MAX_PAGES_PER_LIST } from './defaults.js';

/** The API's maximum page size (seed "Limits"): the fewest requests per list. */
const PAGE_LIMIT = 1000;

/**
 * Every item of a list endpoint, page by page at `limit=1000`, following `next.page`
 * (the official `listPage` and `listLimit` parameters). A list that would never end is an
 * error, not a silent stop: a page token given twice, more pages than the list's `count`
 * can explain (each page but the last holds at least one object; a list may grow by a page
 * while it is read), or more than `maxPages` pages.
 */
export async function* paginate<T>(
  client: Pick<ApiRequester, 'request'>,
  path: string,
  query: Record<string, string> = {},
  maxPages: number = MAX_PAGES_PER_LIST,
): AsyncIterable<T> {
  for await (const items of pagesOf(client, path, query, maxPages)) yield* items as T[];
}

/**
 * The same list a page at a time: a reader of 10,000 spaces takes ten arrays, not ten
 * thousand turns of an async iterator.
 */
export async function* pagesOf(
  client: Pick<ApiRequester, 'request'>,
  path: string,
  query: Record<string, string> = {},
  maxPages: number = MAX_PAGES_PER_LIST,
): AsyncIterable<readonly unknown[]> {
  const seen = new Set<string>();
  let page: string | undefined;
  let pages = 0;
  let items = 0;
  let count: number | undefined;
  do {
    const res = await client.request<unknown>({
      method: 'GET',
      path,
      query: { ...query, limit: String(PAGE_LIMIT), ...(page === undefined ? {} : { page }) },
      urgent: page !== undefined,
    });
    const envelope = listEnvelope(res.body, path);
    pages += 1;
    items += envelope.items.length;
    if (envelope.count !== undefined) count = Math.max(count ?? 0, envelope.count);
    yield envelope.items;
    page = envelope.next;
    if (page !== undefined) {
      if (seen.has(page)) throw new PaginationLoopError('GET', res.url ?? path, page);
      seen.add(page);
      const over = overLimit(pages, items, count, maxPages);
      if (over !== undefined) throw new PageLimitError('GET', res.url ?? path, over);
    }
  } while (page !== undefined);
}

/** The first page of a list, at `limit=1000`: its items, and whether a next page follows. */
interface FirstPage {
  readonly items: readonly unknown[];
  readonly more: boolean;
}

/**
 * One request for the first page of a list. A list read in one answer is one snapshot
 * of it; read page by page while another client changes it, an entry can slip from one
 * page to the one already read and be missed.
 */
export async function firstPage(
  client: Pick<ApiRequester, 'request'>,
  path: string,
  query: Record<string, string> = {},
): Promise<FirstPage> {
  const res = await client.request<unknown>({
    method: 'GET',
    path,
    query: { ...query, limit: String(PAGE_LIMIT) },
  });
  const envelope = listEnvelope(res.body, path);
  return { items: envelope.items, more: envelope.next !== undefined };
}

/** Why one more page is one too many, or undefined while it is not. */
function overLimit(
  pages: number,
  items: number,
  count: number | undefined,
  maxPages: number,
): string | undefined {
  const read = `${plural(pages, 'page')} and ${plural(items, 'object')} read`;
  if (pages >= maxPages) return `${read}, and docform reads at most ${maxPages} pages of a list`;
  if (count !== undefined && (items >= count + PAGE_LIMIT || pages > count)) {
    return `${read}, yet the server reported ${plural(count, 'object')} and still points to a next page`;
  }
  return undefined;
}

interface Envelope {
  readonly items: unknown[];
  readonly next?: string;
  readonly count?: number;
}

function listEnvelope(body: unknown, path: string): Envelope {
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as {
    items?: unknown;
    next?: { page?: unknown } | null;
    count?: unknown;
  };
  if (!Array.isArray(envelope.items)) {
    throw new ResponseShapeError('GET', path, ['items: expected an array (a list envelope)']);
  }
  const page = envelope.next?.page;
  const count = envelope.count;
  return {
    items: envelope.items,
    ...(typeof page === 'string' && page !== '' ? { next: page } : {}),
    ...(typeof count === 'number' && Number.isFinite(count) && count >= 0 ? { count } : {}),
  };
}
