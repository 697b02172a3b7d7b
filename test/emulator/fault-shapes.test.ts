import { describe, expect, it } from 'vitest';
import { putFaults } from '../support/emulator-faults.js';
import { useTestEmulator } from '../support/start-test-emulator.js';
import { ORG, TOKENS } from '../support/tokens.js';

/** The fault shapes the reliability matrix needs: a fixed reset position and latency spikes. */
describe('reset position and latency spikes', () => {
  const emulator = useTestEmulator();
  const setFaults = (faults: unknown): Promise<number> => putFaults(emulator().url, faults);
  const teamTitles = (): string[] =>
    emulator()
      .world()
      .teams.map((t) => t.title);

  it('resetAt "before" never applies the write, "after" always does', async () => {
    await setFaults({ resetRate: 1, resetAt: 'before' });
    await expect(
      emulator().v1(TOKENS.admin, 'PUT', `/orgs/${ORG}/teams`, { json: { title: 'Before' } }),
    ).rejects.toThrow();
    await setFaults({ resetRate: 1, resetAt: 'after' });
    await expect(
      emulator().v1(TOKENS.admin, 'PUT', `/orgs/${ORG}/teams`, { json: { title: 'After' } }),
    ).rejects.toThrow();
    await setFaults({});
    expect(teamTitles()).not.toContain('Before');
    expect(teamTitles()).toContain('After');
  });

  it('delays about spikeRate of the requests by spikeMs', async () => {
    await setFaults({ spikeRate: 0.5, spikeMs: 150, seed: 4 });
    const times: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const started = performance.now();
      expect((await emulator().v1(TOKENS.admin, 'GET', `/orgs/${ORG}`)).status).toBe(200);
      times.push(performance.now() - started);
    }
    await setFaults({});
    const slow = times.filter((t) => t >= 140).length;
    expect(slow).toBeGreaterThan(0);
    expect(slow).toBeLessThan(12);
  });

  it('refuses a bad resetAt or spike', async () => {
    expect(await setFaults({ resetAt: 'during' })).toBe(400);
    expect(await setFaults({ spikeRate: 1.5 })).toBe(400);
    expect(await setFaults({ spikeMs: -1 })).toBe(400);
  });
});
