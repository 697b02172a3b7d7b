import { afterAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/emulator/prng.js';
import { startEmulator } from '../../src/emulator/server.js';
import { CHAIN, EXPECTED } from './expected-shapes.js';
import type { ConfigName } from './expected-shapes.js';
import { FAULT_CASES, OPERATIONS } from './fault-cases.js';
import type { FaultCase, Operation } from './fault-cases.js';
import type { CliRun } from '../e2e/support/examples-cli.js';
import { readShape } from './live-shape.js';
import { apply, clearJournal, journal, planStatus, setFaults } from './reliability-cli.js';

/**
 * Every fault crossed with every kind of change. For each fault, one emulator
 * takes the config chain (base creates, update updates, move moves, delete deletes) with
 * the fault injected during each apply. After each step, faults off, the org read through
 * the API must hold exactly what the config says (nothing lost, nothing duplicated), and
 * the next step's plan must be exactly the fault-free one (no leftover). At the end,
 * `plan --detailed-exitcode` exits 0.
 *
 * At these rates a request outlives its 6 attempts 0.07% of the time (0.3^6), and a step
 * sends some 60 requests, so now and then an apply stops on one, as it must: it exits 1
 * and says to run it again. The step is then run again under the same fault, as a user
 * would, at most RERUNS times, and must converge. The schedule of a seed is not the same
 * on every run (a retry's backoff lets another request go first), so which step stops
 * varies; the re-runs of the whole matrix are printed with its faults.
 */
export const MATRIX_SEED = 11;
/** Runs of a step after one that stopped on a request that outlived its retries. */
export const RERUNS = 2;
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
const reruns: string[] = [];

/** What an apply that stopped on an injected fault says: the fault, and to run it again. */
const STOPPED_ON_FAULT = /Injected fault|network error|outcome unknown/;

afterAll(() => {
  const total = [...injectedTotals.values()].reduce((a, b) => a + b, 0);
  const cells = [...injectedTotals].map(([cell, n]) => `${cell} ${n}`).join(', ');
  console.log(`fault matrix: ${injectedTotals.size} cells, ${total} faults injected (${cells})`);
  console.log(`fault matrix: ${reruns.length} steps run again (${reruns.join(', ') || 'none'})`);
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
      const runs = await applyUntilConverged(emulator.url, name, spikes, fault.name);
      await setFaults(emulator.url, {});
      const served = await journal(emulator.url);
      const last = runs.at(-1);
      expect(last?.status, `${op}: ${last?.stdout}\n${last?.stderr}`).toBe(0);
      // the first plan printed is the whole step's, the fault-free one
      const planned = runs.find((run) => run.stdout.includes('\nPlan: '));
      expect(planned?.stdout, op).toContain(PLAN_LINES[name]);
      expect(last?.stdout, op).toContain('converged');

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

/**
 * `docform apply` of one step under the faults set; run again while it stops on an
 * injected fault, at most RERUNS times. A stop for any other reason is not run again.
 */
async function applyUntilConverged(
  url: string,
  name: ConfigName,
  spikes: boolean,
  cell: string,
): Promise<CliRun[]> {
  const runs: CliRun[] = [];
  for (let attempt = 0; attempt <= RERUNS; attempt += 1) {
    const run = await apply(url, name, ['--parallelism', spikes ? '8' : '1']);
    runs.push(run);
    if (run.status === 0) break;
    const said = `${run.stdout}\n${run.stderr}`;
    if (!STOPPED_ON_FAULT.test(said) || run.status !== 1) break;
    if (attempt < RERUNS) reruns.push(`${OPERATION_OF[name]}/${cell}`);
  }
  return runs;
}

/** Spikes leave no journal trace: replay their generator over the requests served. */
function spikeCount(fault: FaultCase, requests: number): number {
  const draw = seededRandom((fault.seed ?? MATRIX_SEED) + 1);
  let spiked = 0;
  for (let i = 0; i < requests; i += 1) if (draw() < (fault.faults.spikeRate ?? 0)) spiked += 1;
  return spiked;
}
