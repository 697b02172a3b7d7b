import { afterAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/server.js';
import type { RunningEmulator } from '../../src/emulator/server.js';
import { fetchAs } from '../support/fetch-as.js';
import { TOKENS } from '../support/tokens.js';

describe('rate limit', () => {
  const running: RunningEmulator[] = [];
  afterAll(async () => {
    await Promise.all(running.map((e) => e.close()));
  });
  const start = async (options: Parameters<typeof startEmulator>[0]): Promise<RunningEmulator> => {
    const emulator = await startEmulator(options);
    running.push(emulator);
    return emulator;
  };

  it('is off by default: no X-RateLimit headers', async () => {
    const emulator = await start({ port: 0 });
    const res = await fetchAs(emulator.url, TOKENS.admin, 'GET', '/v1/orgs');
    expect(res.headers.get('x-ratelimit-limit')).toBeNull();
  });

  it('counts down, then answers 429 with Retry-After until the window restarts', async () => {
    let clock = Date.parse('2025-01-01T00:00:00.000Z');
    const emulator = await start({
      port: 0,
      rateLimit: 3,
      rateLimitWindowMs: 60_000,
      now: () => new Date(clock),
    });
    const get = (): ReturnType<typeof fetchAs> =>
      fetchAs(emulator.url, TOKENS.admin, 'GET', '/v1/orgs');
    const remaining: (string | null)[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await get();
      expect(res.status).toBe(200);
      remaining.push(res.headers.get('x-ratelimit-remaining'));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    clock += 15_000;
    const refused = await get();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(refused.headers.get('x-ratelimit-limit')).toBe('3');
    expect(refused.headers.get('x-ratelimit-reset')).toBe(
      String(Date.parse('2025-01-01T00:01:00Z') / 1000),
    );
    expect(refused.body).toMatchObject({ error: { code: 429 } });
    clock += 45_000;
    expect((await get()).status).toBe(200);
  });
});
