import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiTarget } from '../support/api-targets.js';
import type { ApiTarget } from '../support/api-targets.js';
import { setStateAt, stateAt } from '../../support/emulator-state.js';
import type { Emulator } from '../support/apply-harness.js';
import { runStep } from '../support/apply-harness.js';
import { docform, EXAMPLES, ROOT } from '../support/examples-cli.js';
import { startRecordingProxy } from '../../support/recording-proxy.js';
import type { RecordingProxy } from '../../support/recording-proxy.js';
import { checkWire } from '../../support/wire-check.js';

const SCENARIOS = join(ROOT, 'test/fixtures/scenarios');

/**
 * Scenarios whose last step is applied a second time (zero writes expected). With no
 * change left, apply stops before sending anything; a few samples (and every example)
 * check that path.
 */
const AGAIN = ['reorder-sections', 'sections-out-of-group', 'delete-whole-site'];

/**
 * Every scenario directory, with its steps in order (step-1.yaml, step-2.yaml, ...): one
 * per kind of change the applier must get right (renames, reorders, into and out of
 * groups, nested groups, a site space changing section, default changes, prune, deletes,
 * the settings of each kind of object).
 */
const scenarios = readdirSync(SCENARIOS)
  .sort()
  .map((name) => ({
    name,
    steps: readdirSync(join(SCENARIOS, name))
      .filter((f) => /^step-\d+\.yaml$/.test(f))
      .sort((a, b) => Number(a.match(/\d+/)?.[0]) - Number(b.match(/\d+/)?.[0]))
      .map((f) => join(SCENARIOS, name, f)),
  }));

/** examples/environments, once per environment: each to its own fixture organization. */
const ENVIRONMENT_RUNS = [
  { environment: 'production', organization: 'org_acme' },
  { environment: 'staging', organization: 'org_acme_staging' },
];

/**
 * Every scenario, example and wire check against one API target (../support/api-targets.ts):
 * the emulator (apply-scenarios.test.ts), or the emulator behind the strict official
 * gateway (apply-scenarios-official-gateway.test.ts). A file per target, so that two
 * workers run them at once.
 */
export function applyScenarios(target: ApiTarget): void {
  describe(`against the ${target}`, () => scenarioSuite(target));
}

function scenarioSuite(target: ApiTarget): void {
  const run = scenarioRuns(target);
  describe.concurrent(
    'apply end to end: plan, apply, exactly the promised writes, plan empty',
    () => {
      it('runs every scenario: at least 27 directories, 52 configs', () => {
        expect(scenarios.length).toBeGreaterThanOrEqual(27);
        expect(scenarios.flatMap((s) => s.steps).length).toBeGreaterThanOrEqual(52);
      });

      it.each(scenarios)('scenario $name', { timeout: 120_000 }, async ({ name, steps }) => {
        await run.withEmulator(async (emulator) => {
          for (const [i, step] of steps.entries()) {
            await runStep(emulator, step, {
              again: AGAIN.includes(name) && i === steps.length - 1,
            });
          }
        });
      });

      it.each(ENVIRONMENT_RUNS)(
        'examples/environments --env $environment',
        { timeout: 120_000 },
        async ({ environment, organization }) => {
          await run.withEmulator(async (emulator) => {
            await runStep(emulator, join(ROOT, 'examples/environments/docform.yaml'), {
              args: ['--env', environment],
              again: true,
            });
            const exported = await docform(['export', '--organization', organization], {
              apiUrl: emulator.url,
            });
            expect(exported.status, exported.stderr).toBe(0);
          });
        },
      );

      it.each(EXAMPLES)('examples/$name', { timeout: 120_000 }, async ({ path, env }) => {
        await run.withEmulator(async (emulator) => {
          await runStep(emulator, join(ROOT, path), { env, again: true });
          // and export, the other command that reads the whole organization
          const exported = await docform(['export', '--organization', 'org_acme'], {
            apiUrl: emulator.url,
          });
          expect(exported.status, exported.stderr).toBe(0);
        });
      });
    },
  );

  /**
   * The wire check (docs/api-differences.md): every request every scenario and example
   * sent, checked against the official OpenAPI document. Declared last, so it runs after
   * the concurrent tests above.
   */
  describe('the wire', () => {
    it('every request is an official, non-deprecated operation with a valid body', () => {
      const report = checkWire(run.requests());
      console.log(
        `wire check (${target}): ${report.requests} requests, ${report.operations.size} distinct operations: ${[...report.operations].sort().join(', ')}`,
      );
      expect(report.requests, 'the scenarios sent nothing through the recorder').toBeGreaterThan(0);
      expect(report.problems).toEqual([]);
      // the floor only holds when every scenario and example ran (not under -t)
      if (run.ran() === scenarios.length + ENVIRONMENT_RUNS.length + EXAMPLES.length) {
        expect(report.operations.size).toBeGreaterThanOrEqual(30);
      }
    });
  });
}

/**
 * Emulators shared by the concurrent tests of one target: each test takes one, resets it
 * to the built-in fixture (PUT /_emulator/state), and gives it back, so a journal only
 * ever holds one test's requests. The CLI runs in this process, so three are enough to
 * keep it busy while the others wait on the network. Every CLI request goes through a
 * recording proxy, for the wire check at the end.
 */
function scenarioRuns(target: ApiTarget) {
  const pool: Emulator[] = [];
  const proxies: RecordingProxy[] = [];
  const closers: (() => Promise<void>)[] = [];
  const waiting: ((e: Emulator) => void)[] = [];
  let fixture: unknown;
  let ran = 0;

  beforeAll(async () => {
    for (let i = 0; i < 3; i += 1) {
      const emulator = await startApiTarget(target);
      const proxy = await startRecordingProxy(emulator.url);
      proxies.push(proxy);
      closers.push(() => emulator.close());
      pool.push({ ...emulator, url: proxy.url });
    }
    fixture = await stateAt(pool[0]?.url ?? '');
  });

  afterAll(async () => {
    await Promise.all(proxies.map((p) => p.close()));
    await Promise.all(closers.map((close) => close()));
  });

  return {
    requests: () => proxies.flatMap((p) => p.requests),
    ran: () => ran,
    async withEmulator(run: (emulator: Emulator) => Promise<void>): Promise<void> {
      const emulator = pool.pop() ?? (await new Promise<Emulator>((r) => waiting.push(r)));
      try {
        await setStateAt(emulator.url, fixture);
        await run(emulator);
        ran += 1;
      } finally {
        const next = waiting.shift();
        if (next) next(emulator);
        else pool.push(emulator);
      }
    },
  };
}
