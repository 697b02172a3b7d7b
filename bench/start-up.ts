/**
 * Start-up (issue 15): a docform command that does little, against `node -e 0` (what
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
  readonly wallMs: Spread;
  readonly baselineWallMs: Spread;
  /** The median of the pairs' ratios (A / B). */
  readonly ratio: number;
}

/** The package's `bin`: the bundle `npm run build` makes (scripts/bundle.mjs). */
const CLI = fileURLToPath(new URL('../bin/docform.js', import.meta.url));
const MINIMAL = fileURLToPath(new URL('../../examples/minimal/docform.yaml', import.meta.url));

/** The commands measured; `args` follow `node`, `shown` is how a user types them. */
export const START_UP_COMMANDS = [
  { name: 'docform --version', args: [CLI, '--version'] },
  {
    name: 'docform validate examples/minimal/docform.yaml',
    args: [CLI, 'validate', MINIMAL],
  },
] as const;

const BASELINE = ['-e', '0'];

export async function measureStartUp(runs: number): Promise<StartUpResult[]> {
  const env = { ...process.env, NO_COLOR: '1' };
  const results: StartUpResult[] = [];
  for (const { name, args } of START_UP_COMMANDS) {
    const a: number[] = [];
    const b: number[] = [];
    for (let i = -1; i < runs; i += 1) {
      const run = await runNode(args, { env });
      if (run.status !== 0) throw new Error(`${name} exited ${run.status}: ${run.stderrTail}`);
      const base = await runNode(BASELINE, { env });
      if (i < 0) continue; // the warm-up pair: disk cache, JIT cache
      a.push(run.wallMs);
      b.push(base.wallMs);
    }
    results.push({
      name,
      command: `node ${args.map((x) => x.replace(/^.*\/(dist|examples)\//, '$1/')).join(' ')}`,
      baseline: `node ${BASELINE.join(' ')}`,
      runs,
      wallMs: spread(a),
      baselineWallMs: spread(b),
      ratio: median(a.map((x, i) => x / (b[i] ?? Number.NaN))),
    });
  }
  return results;
}
