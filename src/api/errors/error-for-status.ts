import { HttpError } from './http-error.js';
import { RateLimitedError } from './rate-limited-error.js';

/**
 * The one place where an error status becomes an error value (STYLE rule 8). The
 * message is the API's `error.message` (official notes 1.3), else the raw text.
 */
export function errorForStatus(
  status: number,
  method: string,
  url: string,
  body: unknown,
  retryAfterMs?: number,
): HttpError {
  const apiMessage = messageOf(body);
  if (status === 429) return new RateLimitedError(method, url, apiMessage, retryAfterMs);
  return new HttpError(status, method, url, apiMessage);
}

/** `{"error":{"code":N,"message":"..."}}`, or a short plain-text body. */
export function messageOf(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim().slice(0, 300) || undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' ? message : undefined;
}
