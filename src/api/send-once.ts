import type { RawAnswer } from './collect-answer.js';
import type { Connection } from './connection.js';
import { ApiError } from './errors/api-error.js';
import { NetworkError } from './errors/network-error.js';
import { ResponseTooLargeError } from './errors/response-too-large-error.js';
import { TimeoutError } from './errors/timeout-error.js';
import type { ApiResponse, HttpMethod } from './types.js';

interface Attempt {
  readonly method: HttpMethod;
  /** Path and query below the origin, e.g. `/v1/orgs/x/sites?limit=1000`. */
  readonly path: string;
  /** For messages and events only. */
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
  readonly timeoutMs: number;
  /** Bytes of body read at most; past it the answer is dropped (ResponseTooLargeError). */
  readonly maxBytes: number;
}

/** Error codes of failures that happen before a connection exists: nothing was sent. */
const NOT_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/**
 * One HTTP attempt: any status is an answer (the caller decides what it means); a
 * failure to get one is a NetworkError or a TimeoutError, and an answer over
 * `maxBytes` a ResponseTooLargeError (its announced length is checked before reading).
 * The body is left as text: the caller parses it once its slot has gone to the next
 * request (src/api/client.ts).
 */
export async function sendOnce(connection: Connection, attempt: Attempt): Promise<RawAnswer> {
  const tooLarge = (): Error =>
    new ResponseTooLargeError(attempt.method, attempt.url, attempt.maxBytes);
  const { answer, cancel } = connection.open(
    attempt.method,
    attempt.path,
    attempt.headers,
    attempt.body,
    { maxBytes: attempt.maxBytes, tooLarge },
  );
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    cancel(new Error(`no answer within ${attempt.timeoutMs} ms`));
  }, attempt.timeoutMs);
  try {
    return await answer;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) {
      throw new TimeoutError(attempt.method, attempt.url, attempt.timeoutMs, { cause: error });
    }
    const code = errorCode(error);
    const refused = proxyRefusal(error);
    if (refused !== undefined) {
      // the tunnel was never opened: the request did not reach the API, safe to send again
      const detail = `the proxy answered ${refused} to CONNECT (HTTPS_PROXY, HTTP_PROXY)`;
      throw new NetworkError(attempt.method, attempt.url, code, false, { cause: error, detail });
    }
    const proxy = connection.proxyNotReached(error);
    throw new NetworkError(attempt.method, attempt.url, code, !NOT_SENT.has(code ?? ''), {
      cause: error,
      ...(proxy === undefined ? {} : { detail: proxy }),
    });
  } finally {
    clearTimeout(timer);
  }
}

/** The answer with its body parsed. */
export function parseAnswer(raw: RawAnswer): ApiResponse {
  return {
    status: raw.status,
    headers: raw.headers,
    body: parseBody(raw.text, raw.headers['content-type']),
  };
}

/** JSON when it says so and parses; otherwise the text (error pages), or undefined if empty. */
function parseBody(text: string, contentType: string | undefined): unknown {
  if (text === '') return undefined;
  if (contentType?.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The status a proxy refused a tunnel with (undici: `Proxy response (407) !== 200 when
 * HTTP Tunneling`), or undefined for any other failure.
 */
function proxyRefusal(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : '';
  return /^Proxy response \((\d{3})\)/.exec(message)?.[1];
}

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
