import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/server.js';
import type { RunningEmulator } from '../../src/emulator/server.js';
import { TOKENS } from '../support/tokens.js';

const LATENCY = 400;

describe('latency', () => {
  let emulator: RunningEmulator;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, latencyMs: LATENCY });
  });
  afterAll(() => emulator.close());

  const timed = async (path: string, token?: string): Promise<number> => {
    await fetch(`${emulator.url}${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }).then((r) => r.arrayBuffer());
    return performance.now();
  };

  it('delays each /v1 response without holding back the others', async () => {
    const start = performance.now();
    const a = timed('/v1/orgs', TOKENS.admin);
    const b = timed('/v1/orgs', TOKENS.read);
    // The admin endpoints have no latency and are served while both wait.
    const admin = await timed('/_emulator/journal');
    const [endA, endB] = await Promise.all([a, b]);
    expect(admin).toBeLessThan(Math.min(endA, endB));
    expect(Math.min(endA, endB) - start).toBeGreaterThanOrEqual(LATENCY - 20);
    // Served one after the other, the second would finish LATENCY after the first.
    expect(Math.abs(endA - endB)).toBeLessThan(LATENCY * 0.75);
  });
});
