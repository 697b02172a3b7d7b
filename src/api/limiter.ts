import type { ApiEventListener } from './events.js';
import { resetAtMs } from './retry-after.js';

interface Budget {
  remaining: number;
  resetAtMs: number;
}

/**
 * Keeps at most `parallelism` requests in flight, and paces their starts when the
 * server's `X-RateLimit-Remaining` runs low: the budget left is spread over the time
 * until `X-RateLimit-Reset`, and when it is spent every start waits for the reset (a
 * burst that spends the budget earns 429s until the reset, for every job sharing the
 * token).
 */
export class Limiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private budget: Budget | undefined;
  private nextStartMs = 0;

  constructor(
    private readonly parallelism: number,
    private readonly now: () => number,
    private readonly sleep: (ms: number) => Promise<void>,
    private readonly onEvent: ApiEventListener,
  ) {}

  /**
   * Runs `task` when a slot is free. `urgent` tasks jump the queue: the next page of a
   * list is on a sequential chain, and queued behind a hundred independent reads it
   * would finish last and alone.
   */
  async run<T>(task: () => Promise<T>, urgent = false): Promise<T> {
    await this.acquire(urgent);
    try {
      await this.pace();
      return await task();
    } finally {
      this.release();
    }
  }

  /** Learns the budget from an answer's `X-RateLimit-*` headers. */
  observe(headers: Readonly<Record<string, string>>): void {
    const raw = headers['x-ratelimit-remaining']?.trim();
    const reset = resetAtMs(headers);
    if (raw === undefined || !/^\d+$/.test(raw) || reset === undefined) return;
    const remaining = Number(raw);
    const current = this.budget;
    // answers arrive out of order: within one window the lowest count is the latest
    if (current && current.resetAtMs === reset)
      current.remaining = Math.min(current.remaining, remaining);
    else if (!current || reset > current.resetAtMs) this.budget = { remaining, resetAtMs: reset };
  }

  private async acquire(urgent: boolean): Promise<void> {
    if (this.active < this.parallelism) {
      this.active += 1;
      return;
    }
    // the releasing task hands its slot over, so `active` stays counted
    await new Promise<void>((resolve) =>
      urgent ? this.waiting.unshift(resolve) : this.waiting.push(resolve),
    );
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }

  private async pace(): Promise<void> {
    const wait = this.reserveStart();
    if (wait <= 0) return;
    this.onEvent({ type: 'rate-limit-wait', waitMs: wait, remaining: this.budget?.remaining ?? 0 });
    await this.sleep(wait);
  }

  /** Picks this request's start time and counts it against the budget; returns the wait. */
  private reserveStart(): number {
    const now = this.now();
    const budget = this.budget;
    if (!budget || now >= budget.resetAtMs) return 0;
    const lowWater = this.parallelism * 2;
    if (budget.remaining > lowWater) {
      budget.remaining -= 1;
      return 0;
    }
    if (budget.remaining <= 0) {
      // spent: everyone waits for the new window, which the next answer will show
      return budget.resetAtMs - now;
    }
    const start = Math.max(now, this.nextStartMs);
    this.nextStartMs = start + (budget.resetAtMs - start) / (budget.remaining + 1);
    budget.remaining -= 1;
    return start - now;
  }
}
