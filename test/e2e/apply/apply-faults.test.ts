import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import type { Emulator } from '../support/apply-harness.js';
import { duplicates, journal, setFaults, shown } from '../support/apply-harness.js';
import { setStateAt, stateAt } from '../../support/emulator-state.js';
import type { CliRun } from '../support/examples-cli.js';
import { clearJournal, docform } from '../support/examples-cli.js';
import { scratchDirs } from '../../support/scratch-dirs.js';

/** Scratch directories, removed when this file's tests are done. */
const scratchDir = scratchDirs('docform-apply-');

/** Ten sites (half with two sections), two teams: about 40 creates, 50 writes. */
function faultConfig(): string {
  const sites = Array.from({ length: 10 }, (_, i) =>
    i % 2 === 0
      ? `  site-${i}:\n    title: Site ${i}\n    spaces: [{ space: spc_guides, path: guides, default: true }]\n`
      : `  site-${i}:\n    title: Site ${i}\n    sections:\n` +
        `      - { title: Guides, default: true, spaces: [{ space: spc_guides, path: guides, default: true }] }\n` +
        `      - { title: API, spaces: [{ space: spc_api, path: api, default: true }] }\n`,
  ).join('');
  const teams =
    'teams:\n  eng: { title: Engineering, members: [alice@acme.example, bob@acme.example] }\n' +
    '  docs: { title: Docs }\n';
  const path = join(scratchDir(), 'docform.yaml');
  writeFileSync(path, `version: 1\norganization: org_acme\n${teams}sites:\n${sites}`);
  return path;
}

const SEEDS = Array.from({ length: 20 }, (_, i) => i + 1);
const RUNS = 3;

describe.concurrent('apply under injected faults (20% failures, resets after writes)', () => {
  const emulators: Emulator[] = [];
  let fixture: unknown;
  let config: string;
  let writeResets = 0;
  let seedsRun = 0;

  beforeAll(async () => {
    for (let i = 0; i < 3; i += 1) emulators.push(await startEmulator({ port: 0 }));
    fixture = await stateAt(emulators[0]?.url ?? '');
    config = faultConfig();
  });

  afterAll(async () => {
    await Promise.all(emulators.map((e) => e.close()));
    // over the 20 seeds, some writes had their connection reset (half of them after
    // being applied): the case that must be adopted, not duplicated
    if (seedsRun === SEEDS.length) expect(writeResets).toBeGreaterThan(5);
  });

  const free: number[] = [0, 1, 2];
  const waiting: ((i: number) => void)[] = [];
  async function take(): Promise<number> {
    return free.pop() ?? new Promise<number>((r) => waiting.push(r));
  }
  function give(i: number): void {
    const next = waiting.shift();
    if (next) next(i);
    else free.push(i);
  }

  it.each(SEEDS)(
    'seed %i converges within 3 applies, with nothing duplicated',
    { timeout: 120_000 },
    async (seed) => {
      const slot = await take();
      try {
        const emulator = emulators[slot] as Emulator;
        const at = { apiUrl: emulator.url };
        await setStateAt(emulator.url, fixture);
        await clearJournal(emulator.url);
        await setFaults(emulator.url, {
          rate: 0.2,
          statuses: [500, 502, 503, 429],
          resetRate: 0.05,
          seed,
          retryAfterSeconds: 0,
        });
        const runs: CliRun[] = [];
        for (let i = 0; i < RUNS; i += 1) {
          const run = await docform(['apply', config, '--auto-approve', '--allow-delete'], at);
          runs.push(run);
          if (run.status === 0) break;
        }
        const served = await journal(emulator.url);
        await setFaults(emulator.url, {});
        // the faults did happen: injected failures, and connections reset under writes
        expect(served.some((e) => [500, 502, 503, 429].includes(e.status))).toBe(true);
        writeResets += served.filter((e) => e.status === 0 && e.method !== 'GET').length;
        seedsRun += 1;
        expect(runs.at(-1)?.status, runs.map(shown).join('\n\n')).toBe(0);
        const plan = await docform(['plan', config, '--detailed-exitcode'], at);
        expect(plan.status, shown(plan)).toBe(0);
        expect(await duplicates(emulator.url)).toEqual([]);
      } finally {
        give(slot);
      }
    },
  );
});
