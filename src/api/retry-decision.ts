import { ApiError } from './errors/api-error.js';
import { DeadlineError } from './errors/deadline-error.js';
import { errorForStatus } from './errors/error-for-status.js';
import { NetworkError } from './errors/network-error.js';
import { OutcomeUnknownError } from './errors/outcome-unknown-error.js';
import { ResponseTooLargeError } from './errors/response-too-large-error.js';
import { TimeoutError } from './errors/timeout-error.js';
import { serverDelayMs } from './retry-after.js';
import type { ApiResponse } from './types.js';

/** What to do after one attempt. */
type Decision =
  | { readonly kind: 'done'; readonly response: ApiResponse }
  | {
      readonly kind: 'retry';
      readonly error: ApiError;
      readonly reason: number | 'network' | 'timeout';
      readonly serverDelayMs?: number;
    }
  | { readonly kind: 'fail'; readonly error: ApiError };

/** Statuses that say "not now" before any work was done: safe to retry even a POST. */
const REFUSED = new Set([429, 503]);
/** Transient server or gateway failures: retried when the request is safe to repeat. */
const TRANSIENT = new Set([500, 502, 504, 524]);
/**
 * A gateway that gave up waiting for the backend (504; 524 is Cloudflare's "a timeout
 * occurred"): the backend may still complete the write after the answer.
 */
const GATEWAY_TIMEOUT = new Set([504, 524]);

/**
 * The retry policy (CONTRIBUTING.md, rule 8). Idempotent requests are retried on 429,
 * 5xx (500, 502, 503, 504, 524), resets and timeouts. A request that is not safe to
 * repeat is retried only when the failure proves nothing was applied (a 429 or 503
 * refusal, a connection never made); when it may have been applied (reset, timeout,
 * 500/502/504/524) it fails with OutcomeUnknownError and is never re-sent. A 3xx fails
 * (no redirect is followed), and so does an answer too large to read: repeating either
 * would get the same answer.
 */
export function decide(
  outcome: ApiResponse | ApiError,
  idempotent: boolean,
  method: string,
  url: string,
  nowMs: number,
): Decision {
  if (outcome instanceof ApiError) return decideFailure(outcome, idempotent, method, url);
  const { status, headers, body } = outcome;
  if (status < 300) return { kind: 'done', response: outcome };
  const delay = serverDelayMs(headers, nowMs);
  const error = errorForStatus(status, method, url, body, delay, headers.location);
  if (REFUSED.has(status)) {
    return {
      kind: 'retry',
      error,
      reason: status,
      ...(delay === undefined ? {} : { serverDelayMs: delay }),
    };
  }
  if (TRANSIENT.has(status)) {
    if (idempotent) return { kind: 'retry', error, reason: status };
    const late = GATEWAY_TIMEOUT.has(status);
    return { kind: 'fail', error: new OutcomeUnknownError(method, url, late, { cause: error }) };
  }
  return { kind: 'fail', error };
}

function decideFailure(
  error: ApiError,
  idempotent: boolean,
  method: string,
  url: string,
): Decision {
  if (error instanceof ResponseTooLargeError || error instanceof DeadlineError) {
    return { kind: 'fail', error };
  }
  const reason = error instanceof TimeoutError ? 'timeout' : 'network';
  if (idempotent) return { kind: 'retry', error, reason };
  if (error instanceof NetworkError && !error.sent) return { kind: 'retry', error, reason };
  if (error instanceof NetworkError || error instanceof TimeoutError) {
    const late = error instanceof TimeoutError;
    return { kind: 'fail', error: new OutcomeUnknownError(method, url, late, { cause: error }) };
  }
  return { kind: 'fail', error };
}
