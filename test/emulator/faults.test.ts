import { describe, expect, it } from 'vitest';
import { putFaults } from '../support/emulator-faults.js';
import { useTestEmulator } from '../support/start-test-emulator.js';
import { ORG, TOKENS } from '../support/tokens.js';

describe('fault injection', () => {
  const emulator = useTestEmulator();
  const setFaults = (faults: unknown): Promise<number> => putFaults(emulator().url, faults);
  const statuses = async (count: number): Promise<number[]> => {
    const seen: number[] = [];
    for (let i = 0; i < count; i += 1) {
      seen.push((await emulator().v1(TOKENS.admin, 'GET', `/orgs/${ORG}`)).status);
    }
    return seen;
  };

  it('repeats the same schedule for the same seed, and differs for another', async () => {
    await setFaults({ rate: 0.5, statuses: [500, 503], seed: 7 });
    const first = await statuses(24);
    await setFaults({ rate: 0.5, statuses: [500, 503], seed: 7 });
    expect(await statuses(24)).toEqual(first);
    expect(first).toContain(200);
    expect(first.some((s) => s >= 500)).toBe(true);
    await setFaults({ rate: 0.5, statuses: [500, 503], seed: 8 });
    expect(await statuses(24)).not.toEqual(first);
  });

  it('answers an injected status without applying the write', async () => {
    await setFaults({ rate: 1, statuses: [503] });
    const res = await emulator().v1(TOKENS.admin, 'PUT', `/orgs/${ORG}/teams`, {
      json: { title: 'Never' },
    });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: { code: 503, message: 'Injected fault: HTTP 503' } });
    expect(
      emulator()
        .world()
        .teams.map((t) => t.title),
    ).not.toContain('Never');
  });

  it('gives an injected 429 Retry-After and X-RateLimit headers', async () => {
    await setFaults({ rate: 1, statuses: [429], retryAfterSeconds: 3 });
    const res = await emulator().v1(TOKENS.admin, 'GET', '/orgs');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('3');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(res.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
  });

  it('resets connections; about half of the reset writes were applied first', async () => {
    await emulator().clearJournal();
    await setFaults({ resetRate: 1, seed: 3 });
    const titles = Array.from({ length: 12 }, (_, i) => `Reset ${i}`);
    for (const title of titles) {
      await expect(
        emulator().v1(TOKENS.admin, 'PUT', `/orgs/${ORG}/teams`, { json: { title } }),
      ).rejects.toThrow();
    }
    const applied = emulator()
      .world()
      .teams.filter((t) => titles.includes(t.title)).length;
    expect(applied).toBeGreaterThan(0);
    expect(applied).toBeLessThan(titles.length);
    const journal = await emulator().journalEntries();
    expect(journal.map((e) => e.status)).toEqual(titles.map(() => 0));
  });

  it('refuses a bad faults body, and {} turns faults off', async () => {
    expect(await setFaults({ rate: 2 })).toBe(400);
    expect(await setFaults({ statuses: [200] })).toBe(400);
    expect(await setFaults({ rate: 0.7, resetRate: 0.5 })).toBe(400);
    expect(await setFaults({ surprise: true })).toBe(400);
    expect(await setFaults({})).toBe(204);
    expect(new Set(await statuses(10))).toEqual(new Set([200]));
  });
});
