import { showControls } from '../../model/visible-text.js';
import { HttpError } from './http-error.js';
import { RateLimitedError } from './rate-limited-error.js';
import { RedirectError } from './redirect-error.js';

/** Longest server message kept in an error: a page of HTML or an echoed body is cut here. */
const MAX_MESSAGE = 300;

/**
 * The one place where an error status becomes an error value (CONTRIBUTING.md, rule 8).
 * The message is the API's `error.message` (the official `Error` schema), else the raw
 * text. A 3xx is an error too: docform follows no redirect (`location` is its Location
 * header).
 */
export function errorForStatus(
  status: number,
  method: string,
  url: string,
  body: unknown,
  retryAfterMs?: number,
  location?: string,
): HttpError {
  if (status >= 300 && status < 400) {
    return new RedirectError(status, method, url, location && cut(location));
  }
  const apiMessage = messageOf(body);
  if (status === 429) return new RateLimitedError(method, url, apiMessage, retryAfterMs);
  return new HttpError(status, method, url, apiMessage);
}

/**
 * `{"error":{"code":N,"message":"..."}}`, or a short plain-text body; cut to 300
 * characters, with control characters written out (a server's text is untrusted).
 */
function messageOf(body: unknown): string | undefined {
  if (typeof body === 'string') return cut(body.trim()) || undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' ? cut(message) : undefined;
}

function cut(text: string): string {
  const shown = showControls(text);
  return shown.length > MAX_MESSAGE ? `${shown.slice(0, MAX_MESSAGE)}...` : shown;
}
