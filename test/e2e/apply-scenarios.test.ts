import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/server.js';
import { HandApi } from './drift-api.js';
import type { Emulator } from './apply-harness.js';
import { runStep } from './apply-harness.js';
import { EXAMPLES, ROOT } from './examples-cli.js';

const SCENARIOS = join(ROOT, 'test/fixtures/scenarios');

/** Every scenario directory with its steps in order (step-1.yaml, step-2.yaml, ...). */
const scenarios = readdirSync(SCENARIOS)
  .sort()
  .map((name) => ({
    name,
    steps: readdirSync(join(SCENARIOS, name))
      .filter((f) => /^step-\d+\.yaml$/.test(f))
      .sort((a, b) => Number(a.match(/\d+/)?.[0]) - Number(b.match(/\d+/)?.[0]))
      .map((f) => join(SCENARIOS, name, f)),
  }));

/**
 * Emulators shared by the concurrent tests: each test takes one, resets it to the
 * built-in fixture (PUT /_emulator/state), and gives it back, so a journal only ever
 * holds one test's requests. Three keep both cores busy with CLI processes.
 */
const pool: Emulator[] = [];
const waiting: ((e: Emulator) => void)[] = [];
let fixture: unknown;

async function withEmulator(run: (emulator: Emulator) => Promise<void>): Promise<void> {
  const emulator = pool.pop() ?? (await new Promise<Emulator>((r) => waiting.push(r)));
  try {
    await new HandApi(emulator.url).restore(fixture);
    await run(emulator);
  } finally {
    const next = waiting.shift();
    if (next) next(emulator);
    else pool.push(emulator);
  }
}

beforeAll(async () => {
  for (let i = 0; i < 3; i += 1) pool.push(await startEmulator({ port: 0 }));
  fixture = await new HandApi(pool[0]?.url ?? '').state();
});

afterAll(async () => {
  await Promise.all(pool.map((e) => e.close()));
});

describe.concurrent(
  'apply end to end: plan, apply, exactly the promised writes, plan empty',
  () => {
    it('covers at least 20 scenarios', () => {
      expect(scenarios.length).toBeGreaterThanOrEqual(20);
    });

    it.each(scenarios)('scenario $name', { timeout: 120_000 }, async ({ steps }) => {
      await withEmulator(async (emulator) => {
        for (const [i, step] of steps.entries()) {
          await runStep(emulator, step, { again: i === steps.length - 1 });
        }
      });
    });

    it.each(EXAMPLES)('examples/$name', { timeout: 120_000 }, async ({ path, env }) => {
      await withEmulator((emulator) => runStep(emulator, join(ROOT, path), { env, again: true }));
    });
  },
);
