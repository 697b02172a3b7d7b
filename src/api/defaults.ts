/**
 * The API client's defaults, each in one place: the client falls back to them, and the
 * CLI's flags, help text and messages quote them from here.
 */

/** The public API, when neither `--api-url` nor DOCFORM_API_URL names another. */
export const DEFAULT_API_URL = 'https://api.gitbook.com';

/**
 * Requests in flight at once, and connections to the API's origin: the default of
 * `--parallelism`, which the command line resolves and gives the client (a required
 * option of `new ApiClient`).
 */
export const DEFAULT_PARALLELISM = 8;

/**
 * Pages of one list read at most, whatever the server says: 10 million objects at the
 * page size docform asks for, far beyond any organization, reached in minutes against a
 * server that never ends its list.
 */
export const MAX_PAGES_PER_LIST = 10_000;

/** What `new ApiClient` uses for each option it is not given (src/api/types.ts). */
export const CLIENT_DEFAULTS = {
  /** per attempt, until the whole answer has arrived */
  timeoutMs: 30_000,
  /** HTTP attempts per request, the first included */
  maxAttempts: 6,
  /** no retry starts after this much time since the first attempt */
  maxRetryTimeMs: 60_000,
  /** bytes of one answer read at most */
  maxResponseBytes: 50_000_000,
  maxPagesPerList: MAX_PAGES_PER_LIST,
} as const;
