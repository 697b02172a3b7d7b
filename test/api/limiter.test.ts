import { describe, expect, it } from 'vitest';
import type { ApiEventListener } from '../../src/api/events.js';

type ApiEvent = Parameters<ApiEventListener>[0];
import { Limiter } from '../../src/api/limiter.js';

/** A clock that only moves when someone sleeps. */
function fakeTime(start = 1_000_000) {
  let now = start;
  const sleeps: number[] = [];
  return {
    now: () => now,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      now += ms;
    },
    sleeps,
  };
}

const budget = (remaining: number, resetAtSeconds: number) => ({
  'x-ratelimit-remaining': String(remaining),
  'x-ratelimit-reset': String(resetAtSeconds),
});

describe('Limiter', () => {
  it('keeps at most `parallelism` tasks in flight and runs them all', async () => {
    const time = fakeTime();
    const limiter = new Limiter(3, time.now, time.sleep, () => undefined);
    let active = 0;
    let peak = 0;
    const task = async (i: number) => {
      active += 1;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, 1 + (i % 3)));
      active -= 1;
      return i;
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => limiter.run(() => task(i))),
    );
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(peak).toBe(3);
  });

  it('starts without waiting while the budget is comfortable', async () => {
    const time = fakeTime();
    const limiter = new Limiter(2, time.now, time.sleep, () => undefined);
    limiter.observe(budget(100, time.now() / 1000 + 60));
    for (let i = 0; i < 5; i += 1) await limiter.run(async () => i);
    expect(time.sleeps).toEqual([]);
  });

  it('spreads a low budget over the time left, then waits for the reset when spent', async () => {
    const time = fakeTime();
    const events: ApiEvent[] = [];
    const limiter = new Limiter(2, time.now, time.sleep, (e) => events.push(e));
    // 3 left (low water is 2 x parallelism = 4) for the next 8 seconds
    limiter.observe(budget(3, time.now() / 1000 + 8));
    for (let i = 0; i < 4; i += 1) await limiter.run(async () => i);
    // 8 s / (3 + 1) = 2 s apart; the 4th start finds the budget spent and waits for the reset
    expect(time.sleeps).toEqual([2000, 2000, 4000]);
    expect(events).toEqual(
      time.sleeps.map((waitMs) => expect.objectContaining({ type: 'rate-limit-wait', waitMs })),
    );
  });

  it('keeps the lowest count of one window when answers arrive out of order', async () => {
    const time = fakeTime();
    const limiter = new Limiter(1, time.now, time.sleep, () => undefined);
    const reset = time.now() / 1000 + 10;
    limiter.observe(budget(0, reset));
    limiter.observe(budget(50, reset));
    await limiter.run(async () => undefined);
    expect(time.sleeps).toEqual([10_000]);
  });
});
