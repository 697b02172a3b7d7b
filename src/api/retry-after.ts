/**
 * How long the server asks us to wait, in ms: `Retry-After` (delta seconds or an HTTP
 * date, RFC 9110 10.2.3), else `X-RateLimit-Reset` (UTC epoch seconds, GitBook's
 * rate-limit docs; docs/api-differences.md, row 6). Undefined when neither says anything usable.
 */
export function serverDelayMs(
  headers: Readonly<Record<string, string>>,
  nowMs: number,
): number | undefined {
  return parseRetryAfter(headers['retry-after'], nowMs) ?? parseRateLimitReset(headers, nowMs);
}

function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - nowMs);
}

/** Only when the budget is spent: a reset time alone is no reason to wait. */
function parseRateLimitReset(
  headers: Readonly<Record<string, string>>,
  nowMs: number,
): number | undefined {
  if (headers['x-ratelimit-remaining']?.trim() !== '0') return undefined;
  const resetAt = resetAtMs(headers);
  return resetAt === undefined ? undefined : Math.max(0, resetAt - nowMs);
}

export function resetAtMs(headers: Readonly<Record<string, string>>): number | undefined {
  const raw = headers['x-ratelimit-reset']?.trim();
  return raw !== undefined && /^\d+$/.test(raw) ? Number(raw) * 1000 : undefined;
}
