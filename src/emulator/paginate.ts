import { badRequest } from './api-error.js';

/** Page size when the client sends no `limit` (neither the seed nor the official spec sets one). */
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

export interface Page<T> {
  readonly items: T[];
  readonly count: number;
  readonly next?: { readonly page: string };
}

/**
 * Slices a list by the `limit` and `page` query values. `limit` must be an integer in
 * 1..1000; `page` is an opaque token this function issued (base64url of the offset and
 * the list's size), anything else is a 400.
 */
export function paginate<T>(all: readonly T[], query: URLSearchParams): Page<T> {
  const limit = parseLimit(query.get('limit'));
  const offset = parsePage(query.get('page'));
  const items = all.slice(offset, offset + limit);
  const nextOffset = offset + limit;
  return {
    items,
    count: all.length,
    ...(nextOffset < all.length ? { next: { page: encodePage(nextOffset) } } : {}),
  };
}

function parseLimit(raw: string | null): number {
  if (raw === null) return DEFAULT_PAGE_SIZE;
  const limit = Number(raw);
  if (raw.trim() === '' || !Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw badRequest(
      `Invalid query parameter "limit": expected an integer from 1 to ${MAX_PAGE_SIZE}`,
    );
  }
  return limit;
}

function encodePage(offset: number): string {
  return Buffer.from(`o:${offset}`, 'utf8').toString('base64url');
}

function parsePage(raw: string | null): number {
  if (raw === null || raw === '') return 0;
  const decoded = Buffer.from(raw, 'base64url').toString('utf8');
  const match = /^o:(\d{1,9})$/.exec(decoded);
  if (!match || encodePage(Number(match[1])) !== raw) {
    throw badRequest('Invalid query parameter "page": unknown page token');
  }
  return Number(match[1]);
}
