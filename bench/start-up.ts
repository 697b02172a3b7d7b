/**
 * Start-up: a docform command that does little, against `node -e 0` (what
 * any Node program pays), run in turn - A B A B ... - after one warm-up pair, so that
 * the ratio of each pair holds while the shared machine's speed drifts. Both are whole
 * processes timed from outside (bench/process-run.ts).
 */
import { fileURLToPath } from 'node:url';
import { median, spread } from './median.js';
import type { Spread } from './median.js';
import { runNode } from './process-run.js';

export interface StartUpResult {
  readonly name: string;
  readonly command: string;
  readonly baseline: string;
  readonly runs: number;
  /** The target's limit on `ratio`. */
  readonly limit: number;
  readonly wallMs: Spread;
  readonly baselineWallMs: Spread;
  /** The median of the pairs' ratios (A / B). */
  readonly ratio: number;
}

/** The package's `bin`: the bundle `npm run build` makes (scripts/bundle.mjs). */
const CLI = fileURLToPath(new URL('../bin/docform.js', import.meta.url));
const MINIMAL = fileURLToPath(new URL('../../examples/minimal/docform.yaml', import.meta.url));

/**
 * The commands measured, with `args` after `node` and the target's limit on the ratio.
 * The second run of a command on a machine finds V8's code for it in the compile cache
 * (bench/run.ts gives the run a cache of its own; the warm-up pair fills it); the first
 * run does not, as in a CI job on a fresh machine: `validate` is measured both ways.
 */
export const START_UP_COMMANDS = [
  { name: 'docform --version', args: [CLI, '--version'], limit: 2, env: {} },
  {
    name: 'docform validate examples/minimal/docform.yaml',
    args: [CLI, 'validate', MINIMAL],
    limit: 3,
    env: {},
  },
  {
    name: 'docform validate examples/minimal/docform.yaml, without the compile cache',
    args: [CLI, 'validate', MINIMAL],
    limit: 3,
    env: { DOCFORM_COMPILE_CACHE: 'off' },
  },
] as const;

const BASELINE = ['-e', '0'];

export async function measureStartUp(runs: number): Promise<StartUpResult[]> {
  const results: StartUpResult[] = [];
  for (const { name, args, limit, env: own } of START_UP_COMMANDS) {
    const env = { ...process.env, NO_COLOR: '1', ...own };
    const a: number[] = [];
    const b: number[] = [];
    for (let i = -1; i < runs; i += 1) {
      const run = await runNode(args, { env });
      if (run.status !== 0) throw new Error(`${name} exited ${run.status}: ${run.stderrTail}`);
      const base = await runNode(BASELINE, { env: process.env });
      if (i < 0) continue; // the warm-up pair: disk cache, JIT cache
      a.push(run.wallMs);
      b.push(base.wallMs);
    }
    results.push({
      name,
      command: `node ${args.map((x) => x.replace(/^.*\/(dist|examples)\//, '$1/')).join(' ')}`,
      baseline: `node ${BASELINE.join(' ')}`,
      runs,
      limit,
      wallMs: spread(a),
      baselineWallMs: spread(b),
      ratio: median(a.map((x, i) => x / (b[i] ?? Number.NaN))),
    });
  }
  return results;
}
