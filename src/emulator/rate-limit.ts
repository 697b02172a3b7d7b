/** The budget of one fixed window, as the `X-RateLimit-*` headers show it. */
export interface RateLimitState {
  readonly limit: number;
  readonly remaining: number;
  /** UTC epoch seconds at which the window restarts. */
  readonly resetAt: number;
  /** Seconds until then, rounded up: the `Retry-After` of a 429. */
  readonly retryAfter: number;
  readonly exceeded: boolean;
}

/**
 * A fixed-window budget of /v1 requests (GitBook's documented `X-RateLimit-Limit`,
 * `-Remaining` and `-Reset`; docs/api-differences.md, row 6). Every request, answered or
 * refused, counts against the window it arrives in.
 */
export class RateLimiter {
  private windowStart = 0;
  private used = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  take(nowMs: number): RateLimitState {
    if (nowMs >= this.windowStart + this.windowMs) {
      this.windowStart = nowMs;
      this.used = 0;
    }
    this.used += 1;
    const resetMs = this.windowStart + this.windowMs;
    return {
      limit: this.limit,
      remaining: Math.max(0, this.limit - this.used),
      resetAt: Math.ceil(resetMs / 1000),
      retryAfter: Math.max(1, Math.ceil((resetMs - nowMs) / 1000)),
      exceeded: this.used > this.limit,
    };
  }
}

export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(state.limit),
    'X-RateLimit-Remaining': String(state.remaining),
    'X-RateLimit-Reset': String(state.resetAt),
  };
}
