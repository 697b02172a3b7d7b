import { afterAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/emulator/prng.js';
import { startEmulator } from '../../src/emulator/server.js';
import { CHAIN, EXPECTED } from './expected-shapes.js';
import type { ConfigName } from './expected-shapes.js';
import { readShape } from './live-shape.js';
import { apply, applyKilledAfter, clearJournal } from './reliability-cli.js';

/**
 * `docform apply` killed with SIGKILL at random points, then run again. Each
 * chain takes the configs in turn (creates, updates, moves, deletes); every step is
 * killed after a random number of answered writes (writes may be in flight), checked for
 * duplicates, re-run to completion and checked against the config through the API.
 * The re-run's own check (read the org again, plan again: `converged`) is a fault-free
 * `plan --detailed-exitcode`, as no fault is injected here.
 */
export const KILL_CHAINS = [3, 29];
/** Changes of each step when run whole: a kill point lies strictly inside. */
const CHANGES: Record<ConfigName, number> = { base: 25, update: 10, move: 8, delete: 11 };
const LATENCY_MS = 15;

let kills = 0;
afterAll(() => console.log(`kill and re-run: ${kills} applies killed with SIGKILL`));

describe.concurrent('apply killed with SIGKILL and run again', () => {
  for (const seed of KILL_CHAINS) {
    it(`chain with kill points of seed ${seed}`, async () => {
      const random = seededRandom(seed);
      const emulator = await startEmulator({ port: 0, latencyMs: LATENCY_MS });
      try {
        for (const name of CHAIN) {
          const point = 1 + Math.floor(random() * (CHANGES[name] - 1));
          await clearJournal(emulator.url);
          const signal = await applyKilledAfter(emulator.url, name, point);
          expect(signal, `${name} killed after ${point} writes`).toBe('SIGKILL');
          kills += 1;
          expect((await readShape(emulator.url)).duplicates, `${name} after the kill`).toEqual([]);
          const rerun = await apply(emulator.url, name);
          expect(rerun.status, rerun.stderr).toBe(0);
          expect(rerun.stdout).toContain('converged');
          expect(await readShape(emulator.url), name).toEqual(EXPECTED[name]);
        }
      } finally {
        await emulator.close();
      }
    }, 120_000);
  }
});
