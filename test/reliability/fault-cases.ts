import type { FaultConfig } from '../../src/emulator/faults.js';
import type { JournalEntry } from './reliability-cli.js';

/** One row of the fault matrix: what the emulator injects and how the journal shows it. */
export interface FaultCase {
  readonly name: string;
  readonly faults: FaultConfig;
  /** Seed of the fault generator when not the matrix's (see the 429 row). */
  readonly seed?: number;
  /** A journal entry that is this fault; latency spikes leave none (counted apart). */
  readonly injected: (entry: JournalEntry) => boolean;
}

const status = (code: number) => (entry: JournalEntry) => entry.status === code;
const reset = (entry: JournalEntry): boolean => entry.status === 0;

/**
 * The faults of the matrix. Rates stay where a request outlives its retries (6 attempts at 0.3:
 * 0.07%); the 429 rate is lower because each one costs a Retry-After second.
 */
export const FAULT_CASES: readonly FaultCase[] = [
  {
    name: '429 storm with Retry-After 1 s',
    faults: { rate: 0.1, statuses: [429], retryAfterSeconds: 1 },
    // Each 429 costs a second: a seed whose 13 refusals reach a write of every kind.
    seed: 1,
    injected: status(429),
  },
  { name: '500', faults: { rate: 0.3, statuses: [500] }, injected: status(500) },
  { name: '502', faults: { rate: 0.3, statuses: [502] }, injected: status(502) },
  { name: '503', faults: { rate: 0.3, statuses: [503] }, injected: status(503) },
  {
    name: 'reset before a write',
    faults: { resetRate: 0.3, resetAt: 'before' },
    injected: reset,
  },
  {
    name: 'reset after a write',
    faults: { resetRate: 0.3, resetAt: 'after' },
    injected: reset,
  },
  {
    name: 'latency spikes of 300 ms',
    faults: { spikeRate: 0.3, spikeMs: 300 },
    injected: () => false,
  },
];

/** The writes of each kind of change, as the journal shows them. */
export const OPERATIONS = {
  create: (e: JournalEntry) => (e.method === 'POST' || e.method === 'PUT') && !isMove(e),
  update: (e: JournalEntry) => (e.method === 'PATCH' || e.method === 'PUT') && !isMove(e),
  move: (e: JournalEntry) => isMove(e),
  delete: (e: JournalEntry) => e.method === 'DELETE',
} as const;

export type Operation = keyof typeof OPERATIONS;

function isMove(e: JournalEntry): boolean {
  return /\/move$|\/structure\/sort$/.test(e.path.split('?')[0] ?? '');
}
