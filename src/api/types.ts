import type { ProxySettings } from './connection.js';
import type { ApiEventListener } from './events.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ClientOptions {
  /** The API's address without `/v1`, e.g. `https://api.gitbook.com`. */
  readonly baseUrl: string;
  /** Bearer token; sent in the Authorization header only, never in an error or event. */
  readonly token: string;
  /**
   * Allows an `http:` base URL whose host is not loopback (default false: the
   * constructor throws InsecureHttpError, since the token would go in clear).
   */
  readonly insecureHttp?: boolean;
  /**
   * The proxies of HTTPS_PROXY, HTTP_PROXY and NO_PROXY (src/api/connection.ts); none
   * when absent. A loopback `baseUrl` is always reached directly.
   */
  readonly proxy?: ProxySettings;
  /**
   * Requests in flight at most, and connections to the origin: a whole number of at least
   * 1, as the command line resolves `--parallelism` (no default here: one home for it).
   * The options below without a default named here default to CLIENT_DEFAULTS
   * (src/api/defaults.ts).
   */
  readonly parallelism: number;
  /** Per attempt, until the whole answer has arrived. */
  readonly timeoutMs?: number;
  /** HTTP attempts per request, the first included. */
  readonly maxAttempts?: number;
  /** No retry starts after this much time since the first attempt. */
  readonly maxRetryTimeMs?: number;
  /**
   * Total time for everything this client sends, from its construction (the CLI's
   * `--timeout`, with its own default there): past it a request fails with DeadlineError.
   * Default: none.
   */
  readonly deadlineMs?: number;
  /** Bytes of one answer read at most: ResponseTooLargeError past it. */
  readonly maxResponseBytes?: number;
  /** Pages of one list read at most, whatever its `count` says. */
  readonly maxPagesPerList?: number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly now?: () => number;
  readonly random?: () => number;
  readonly onEvent?: ApiEventListener;
}

export interface ApiRequest {
  readonly method: HttpMethod;
  /** Below `/v1`, starting with `/`; path segments already encoded. */
  readonly path: string;
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly body?: unknown;
  /**
   * Safe to send twice. Default: true for GET, PUT, PATCH and DELETE, false for POST. A
   * PUT that creates (team creation) passes false; an idempotent POST (publish, move)
   * passes true.
   */
  readonly idempotent?: boolean;
  /** Ahead of the queue of waiting requests (pagination sets it for pages after the first). */
  readonly urgent?: boolean;
}

export interface ApiResponse<T = unknown> {
  readonly status: number;
  readonly body: T;
  /** Lower-case names; repeated headers joined with `, `. */
  readonly headers: Readonly<Record<string, string>>;
  /** The request's full URL, for messages about the answer. */
  readonly url?: string;
}

/** What the resource modules need: the client, or a wrapper that counts its requests. */
export interface ApiRequester {
  request<T = unknown>(req: ApiRequest): Promise<ApiResponse<T>>;
  paginate<T>(path: string, query?: Record<string, string>): AsyncIterable<T>;
  /** The hard cap of pages per list (src/api/paginate.ts); its default when absent. */
  readonly maxPagesPerList?: number;
  /** For a wrapper that sends through another requester (to note its writes): that one. */
  readonly wraps?: ApiRequester;
}

/**
 * The requester at the bottom of `requester`'s wrappers, the client: what a cache kept
 * per client across runs keys on, since each run may wrap it anew.
 */
export function clientOf(requester: ApiRequester): ApiRequester {
  return requester.wraps === undefined ? requester : clientOf(requester.wraps);
}

export function isIdempotent(req: ApiRequest): boolean {
  return req.idempotent ?? req.method !== 'POST';
}
