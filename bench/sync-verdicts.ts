/**
 * The targets of the sync runs (the network phases) and of the whole command (and
 * start-up), each with the figure it is judged on. A target whose run was left out
 * (BENCH_ONLY) is not listed.
 */
import type { StartUpResult } from './start-up.js';
import type { ScenarioResult } from './sync-scenario.js';

export interface Verdict {
  /** The group of targets: the sync runs' phases, or whole commands and start-up. */
  readonly group: 'sync' | 'whole';
  readonly target: string;
  readonly value: string;
  readonly met: boolean;
}

const ms = (n: number): string => `${n.toFixed(0)} ms`;
const x = (n: number): string => `${n.toFixed(2)}x`;

function syncTargets(results: readonly ScenarioResult[]): Verdict[] {
  const out: Verdict[] = [];
  const plan = results.find((r) => r.key === 'a');
  if (plan) {
    out.push(
      {
        group: 'sync',
        target: `${plan.name}: reads = minimum`,
        value: `${plan.reads} / ${plan.minimumReads}`,
        met: plan.reads === plan.minimumReads,
      },
      {
        group: 'sync',
        target: `${plan.name}: reads take <= 1.3 x bound`,
        value: plan.read.ratio.toFixed(2),
        met: plan.read.ratio <= 1.3,
      },
      {
        group: 'sync',
        target: 'planning CPU (planChanges) < 1 s',
        value: ms(plan.planCpuMs),
        met: plan.planCpuMs < 1000,
      },
    );
  }
  for (const r of results.filter((r) => r.key === 'b' || r.key === 'c')) {
    out.push(
      {
        group: 'sync',
        target: `${r.name}: writes = minimum`,
        value: `${r.writes} / ${r.minimumWrites}`,
        met: r.writes === r.minimumWrites,
      },
      {
        group: 'sync',
        target: `${r.name}: apply time <= 1.5 x bound`,
        value: (r.apply?.ratio ?? 0).toFixed(2),
        met: (r.apply?.ratio ?? Infinity) <= 1.5,
      },
    );
  }
  const mine = results.filter((r) => ['a', 'b', 'c'].includes(r.key));
  if (mine.length > 0) {
    const rss = Math.max(...mine.map((r) => r.children.maxRssMb.max));
    out.push({
      group: 'sync',
      target: 'peak RSS < 300 MB',
      value: `${rss.toFixed(0)} MB`,
      met: rss < 300,
    });
  }
  return out;
}

/** The whole-command targets: the run's key, and the ratio to its bound. */
const WHOLE_TARGETS: readonly [string, number][] = [
  ['a', 1.5],
  ['d', 1.5],
  ['e', 1.3],
  ['f', 1.3],
];

function wholeCommandTargets(
  results: readonly ScenarioResult[],
  startUp: readonly StartUpResult[],
): Verdict[] {
  const out: Verdict[] = [];
  for (const s of startUp) {
    out.push({
      group: 'whole',
      target: `${s.name} within ${s.limit}x of ${s.baseline}`,
      value: `${x(s.ratio)} (${ms(s.wallMs.median)} / ${ms(s.baselineWallMs.median)})`,
      met: s.ratio <= s.limit,
    });
  }
  const a = results.find((r) => r.key === 'a');
  if (a) {
    out.push({
      group: 'whole',
      target: 'loading and validating the 12,295-object config < 300 ms of CPU',
      value: ms(a.children.loadCpuMs.median),
      met: a.children.loadCpuMs.median < 300,
    });
  }
  for (const [key, limit] of WHOLE_TARGETS) {
    const r = results.find((s) => s.key === key);
    if (!r) continue;
    const w = r.whole;
    // judged on the bound of the fewest requests: requests beyond them are the command's cost
    const extra =
      w.requests > w.minimumRequests
        ? `; ${x(w.ratio)} of the bound of the ${w.requests} requests made`
        : '';
    out.push({
      group: 'whole',
      target: `${r.name}: the whole command within ${limit}x of its bound`,
      value: `${x(w.minimumRatio)} (${ms(w.wallMs.median)} / ${ms(w.minimumBoundMs)}, ${w.minimumRequests} requests${extra})`,
      met: w.minimumRatio <= limit,
    });
  }
  if (a) {
    out.push({
      group: 'whole',
      target: `${a.name}: the whole command under 1 s of CPU`,
      value: ms(a.whole.cpuMs.median),
      met: a.whole.cpuMs.median < 1000,
    });
  }
  if (results.length > 0) {
    const peaks = results.flatMap((r) => [r.children.maxRssMb.max, r.whole.maxRssMb.max]);
    const rss = Math.max(...peaks);
    out.push({
      group: 'whole',
      target: 'peak RSS of every run < 150 MB',
      value: `${rss.toFixed(0)} MB`,
      met: rss < 150,
    });
  }
  return out;
}

export function verdicts(
  results: readonly ScenarioResult[],
  startUp: readonly StartUpResult[],
): Verdict[] {
  return [...syncTargets(results), ...wholeCommandTargets(results, startUp)];
}
