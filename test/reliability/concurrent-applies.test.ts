import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { World } from '../../src/emulator/world.js';
import { startTestEmulator, type TestEmulator } from '../support/start-test-emulator.js';
import type { CliRun } from '../e2e/support/examples-cli.js';
import { EXPECTED } from './expected-shapes.js';
import { readShape } from './live-shape.js';
import { apply, planStatus, setFaults } from './reliability-cli.js';

/**
 * Two applies of overlapping configs at once. docform keeps no state file and
 * the API offers no lock, so the two plans are made from what each saw; the promises
 * are about what is left, read through the API (docs/reliability.md, "Two applies").
 */
let emulator: TestEmulator;
let updated: World;

beforeAll(async () => {
  emulator = await startTestEmulator();
  for (const name of ['base', 'update']) {
    const run = await apply(emulator.url, name);
    if (run.status !== 0) throw new Error(run.stderr);
  }
  updated = structuredClone(emulator.world());
}, 60_000);

afterAll(async () => {
  await emulator?.close();
});

describe('two applies at once', () => {
  it('on existing objects: no duplicates, and the second, run again, converges', async () => {
    await restore(updated);
    // base.yaml undoes update.yaml's 10 settings; move.yaml keeps them and reorders.
    await setFaults(emulator.url, { latencyMs: 30 });
    const [first, second] = await Promise.all([
      apply(emulator.url, 'base'),
      apply(emulator.url, 'move'),
    ]);
    await setFaults(emulator.url, {});
    for (const run of [first, second]) expect(run.stderr).not.toMatch(/HTTP 5\d\d/);
    expect((await readShape(emulator.url)).duplicates).toEqual([]);
    const again = await apply(emulator.url, 'move');
    expect(again.status, again.stdout.slice(-2000)).toBe(0);
    expect(await readShape(emulator.url)).toEqual(EXPECTED.move);
    expect(await planStatus(emulator.url, 'move')).toBe(0);
  }, 60_000);

  it('20 seeds of one config applied twice at once: no duplicate is left, and the org converges', async () => {
    const tally = { duplicates: 0, converged: 0, reported: 0 };
    await inLanes(SEEDS, LANES, async (seed) => {
      // a fresh org of the built-in fixture: no teams, SAML, specs or sites yet
      const org = await startTestEmulator();
      try {
        // Both plans read the empty org before either creates; seeded latency spikes
        // give each seed its own interleaving of the two applies' creates.
        await setFaults(org.url, { latencyMs: 40, spikeRate: 0.3, spikeMs: 200, seed });
        const runs = await Promise.all([apply(org.url, 'base'), apply(org.url, 'base')]);
        await setFaults(org.url, {});
        for (const run of runs) {
          expectCleanEnd(run, seed);
          tally.duplicates += run.stdout.match(DUPLICATE_DELETED)?.length ?? 0;
          tally[run.status === 0 ? 'converged' : 'reported'] += 1;
        }
        const shape = await readShape(org.url);
        expect(shape.duplicates, `seed ${seed}`).toEqual([]);
        expect(shape, `seed ${seed}`).toEqual(EXPECTED.base);
        expect(await planStatus(org.url, 'base'), `seed ${seed}`).toBe(0);
      } finally {
        await org.close();
      }
    });
    console.log(
      `two applies of one config at once: ${SEEDS.length} seeds, ${tally.duplicates} duplicate(s) made by a race and deleted by the apply that made them; applies ${tally.converged} converged, ${tally.reported} reported "not converged" (the other was still writing)`,
    );
    // the races did happen: without them this test would hold for any code
    expect(tally.duplicates).toBeGreaterThan(0);
  }, 300_000);
});

/** Runs `task` over `items`, `lanes` at a time. */
async function inLanes<T>(
  items: readonly T[],
  lanes: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  const lane = async (): Promise<void> => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}

/** Seeds run four at a time, each on an emulator of its own. */
const LANES = 4;

/** Seeds of the latency spikes that interleave two applies (docs/reliability.md). */
const SEEDS = Array.from({ length: 20 }, (_, i) => i + 1);

/** The note of a create that found an older object with its key (src/report/apply-results.ts). */
const DUPLICATE_DELETED = /deleted the duplicate \S+ this apply made/g;

/**
 * Each of two racing applies ends converged, or reports cleanly: exit 1 with "not
 * converged" (the other apply was still writing when it re-read), never a server error,
 * a crash or an ambiguous match.
 */
function expectCleanEnd(run: CliRun, seed: number): void {
  const all = run.stdout + run.stderr;
  expect([0, 1], `seed ${seed}: ${all.slice(-2000)}`).toContain(run.status);
  if (run.status === 1) expect(all, `seed ${seed}`).toMatch(/not converged/);
  expect(all, `seed ${seed}`).not.toMatch(/HTTP 5\d\d|ambiguous-match|TypeError|failed +[-+~]/);
}

/** Loads a world; `fresh` loads the built-in fixture's org (no teams, sites, SAML, specs). */
async function restore(world: World, fresh = false): Promise<void> {
  const next = structuredClone(world);
  if (fresh) {
    next.teams = [];
    next.saml = [];
    next.openapi = [];
    next.sites = [];
    next.siteNodes = [];
    next.siteSpaces = [];
  }
  await emulator.setState(next);
}
