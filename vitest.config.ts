import type { TestSpecification } from 'vitest/node';
import { BaseSequencer } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The files that take longest, started first so the others fill the gaps: the README
 * test (a fresh clone, `npm ci` and a build), lint (eslint and prettier in a process of
 * their own), then the files that spawn the built CLI or wait on injected latency and
 * Retry-After. Without this, a fresh clone (no duration cache yet) would start the
 * largest files first and the README test near the end.
 */
const SLOW_FIRST = [
  'test/e2e/docs-and-examples/readme.test.ts',
  'test/architecture/lint.test.ts',
  'test/reliability/kill-rerun.test.ts',
  'test/reliability/fault-matrix.test.ts',
  'test/e2e/ci-recipes/examples-ci-pin.test.ts',
  'test/e2e/apply/apply-faults.test.ts',
  'test/e2e/apply/apply-scenarios.test.ts',
  'test/e2e/apply/apply-scenarios-official-gateway.test.ts',
  'test/e2e/apply/apply-then-plan.property.test.ts',
  'test/e2e/apply/apply-then-plan-official-gateway.property.test.ts',
  'test/emulator/cli.test.ts',
  'test/e2e/apply/apply-stale-and-kill.test.ts',
];

class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification): number => {
      const index = SLOW_FIRST.findIndex((slow) => file.moduleId.endsWith(slow));
      return index === -1 ? SLOW_FIRST.length : index;
    };
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/compile-cache-dir.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // The CLI runs in-process and most files wait on the network or on child
    // processes: threads that share their loaded modules (no isolation; no test mocks a
    // module), one more than the two cores so a waiting file does not leave a core idle.
    pool: 'threads',
    isolate: false,
    maxWorkers: 3,
    sequence: { sequencer: SlowFirst },
  },
});
