import { afterAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/emulator/prng.js';
import { startEmulator } from '../../src/emulator/server.js';
import { CHAIN, EXPECTED } from './expected-shapes.js';
import type { ConfigName } from './expected-shapes.js';
import { FAULT_CASES, OPERATIONS } from './fault-cases.js';
import type { FaultCase, Operation } from './fault-cases.js';
import { readShape } from './live-shape.js';
import { apply, clearJournal, journal, planStatus, setFaults } from './reliability-cli.js';

/**
 * Every fault crossed with every kind of change. For each fault, one emulator
 * takes the config chain (base creates, update updates, move moves, delete deletes) with
 * the fault injected during each apply. After each step, faults off, the org read through
 * the API must hold exactly what the config says (nothing lost, nothing duplicated), and
 * the next step's plan must be exactly the fault-free one (no leftover). At the end,
 * `plan --detailed-exitcode` exits 0. At parallelism 1 the order of requests, hence the
 * fault schedule of a seed, is the same on every run; latency spikes need concurrency.
 */
export const MATRIX_SEED = 11;
/** The fewest injected faults the matrix must see; docs/reliability.md cites it. */
export const MIN_FAULTS_INJECTED = 250;

/** The plan each step prints when the previous step left the org exactly as configured. */
const PLAN_LINES: Record<ConfigName, string> = {
  base: 'Plan: 25 to create, 0 to update, 0 to move, 0 to delete.',
  update: 'Plan: 0 to create, 10 to update, 0 to move, 0 to delete.',
  move: 'Plan: 0 to create, 0 to update, 8 to move, 0 to delete.',
  delete: 'Plan: 0 to create, 0 to update, 0 to move, 11 to delete (and 2 children).',
};
const OPERATION_OF: Record<ConfigName, Operation> = {
  base: 'create',
  update: 'update',
  move: 'move',
  delete: 'delete',
};

const injectedTotals = new Map<string, number>();

afterAll(() => {
  const total = [...injectedTotals.values()].reduce((a, b) => a + b, 0);
  const cells = [...injectedTotals].map(([cell, n]) => `${cell} ${n}`).join(', ');
  console.log(`fault matrix: ${injectedTotals.size} cells, ${total} faults injected (${cells})`);
  // Only once every cell ran, so that a filtered run does not fail on the total.
  if (injectedTotals.size === FAULT_CASES.length * CHAIN.length) {
    expect(total).toBeGreaterThanOrEqual(MIN_FAULTS_INJECTED);
  }
});

describe.concurrent('fault matrix', () => {
  for (const fault of FAULT_CASES) {
    it(`create, update, move, delete under ${fault.name}`, () => runChain(fault), 120_000);
  }
});

async function runChain(fault: FaultCase): Promise<void> {
  const emulator = await startEmulator({ port: 0 });
  try {
    for (const name of CHAIN) {
      const op = OPERATION_OF[name];
      const spikes = fault.faults.spikeRate !== undefined;
      await clearJournal(emulator.url);
      await setFaults(emulator.url, { ...fault.faults, seed: fault.seed ?? MATRIX_SEED });
      const run = await apply(emulator.url, name, ['--parallelism', spikes ? '8' : '1']);
      await setFaults(emulator.url, {});
      const served = await journal(emulator.url);
      expect(run.status, `${op}: ${run.stderr}`).toBe(0);
      expect(run.stdout, op).toContain(PLAN_LINES[name]);
      expect(run.stdout, op).toContain('converged');

      const hits = served.filter(fault.injected);
      const injected = spikes ? spikeCount(fault, served.length) : hits.length;
      expect(injected, `${op}: the fault happened`).toBeGreaterThan(0);
      if (!spikes) {
        expect(hits.filter(OPERATIONS[op]).length, `a ${op} write met the fault`).toBeGreaterThan(
          0,
        );
      }
      injectedTotals.set(`${op}/${fault.name}`, injected);
      expect(await readShape(emulator.url), op).toEqual(EXPECTED[name]);
    }
    expect(await planStatus(emulator.url, 'delete')).toBe(0);
  } finally {
    await emulator.close();
  }
}

/** Spikes leave no journal trace: replay their generator over the requests served. */
function spikeCount(fault: FaultCase, requests: number): number {
  const draw = seededRandom((fault.seed ?? MATRIX_SEED) + 1);
  let spiked = 0;
  for (let i = 0; i < requests; i += 1) if (draw() < (fault.faults.spikeRate ?? 0)) spiked += 1;
  return spiked;
}
