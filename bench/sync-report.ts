/**
 * The sync benchmark's figures against its targets, as lines for the terminal and
 * Markdown tables for docs/performance.md.
 */
import { DEFAULT_PARALLELISM } from '../src/api/defaults.js';
import type { Spread } from './median.js';
import type { StartUpResult } from './start-up.js';
import type { ScenarioResult } from './sync-scenario.js';
import type { Verdict } from './sync-verdicts.js';

export interface Meta {
  readonly date: string;
  readonly machine: string;
  readonly node: string;
  readonly latencyMs: number;
  readonly parallelism: number;
  readonly objects: number;
  readonly runs: number;
  /** The load average (1, 5, 15 minutes) before and after the benchmark. */
  readonly loadAverage: string;
  readonly loadAverageAfter?: string;
}

const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const ms = (n: number): string => `${n.toFixed(0)} ms`;
const mb = (n: number): string => `${n.toFixed(0)} MB`;
/** A median with its range: `1.20 s (1.10-1.40 s)`. */
const range = (v: Spread, unit: (n: number) => string = s): string =>
  `${unit(v.median)} (${unit(v.min).replace(/ .*$/, '')}-${unit(v.max)})`;

export function terminalLines(
  meta: Meta,
  startUp: readonly StartUpResult[],
  results: readonly ScenarioResult[],
  verdicts: readonly Verdict[],
): string[] {
  const lines = [
    `sync benchmark: ${meta.objects} declared objects in (a)-(c), latency ${meta.latencyMs} ms, ` +
      `parallelism ${meta.parallelism} in (a)-(c) and ${DEFAULT_PARALLELISM} in (d)-(f), ${meta.runs} rounds of each run`,
    `machine: ${meta.machine}, Node ${meta.node}, ${meta.date}, load average ${meta.loadAverage}` +
      (meta.loadAverageAfter ? ` (after: ${meta.loadAverageAfter})` : ''),
  ];
  for (const u of startUp) {
    lines.push(
      `start-up: ${u.name}: ${range(u.wallMs, ms)} vs ${u.baseline}: ${range(u.baselineWallMs, ms)}, ` +
        `ratio ${u.ratio.toFixed(2)} (median of ${u.runs} pairs)`,
    );
  }
  for (const r of results) {
    const w = r.whole;
    lines.push(
      `${r.name}: whole command ${range(w.wallMs)}, bound ${s(w.minimumBoundMs)} (minimum ${w.minimumRequests} requests, depth ${w.depth}), ` +
        `ratio ${w.minimumRatio.toFixed(2)}` +
        (w.requests > w.minimumRequests
          ? ` (made ${w.requests} requests: bound ${s(w.boundMs)}, ratio ${w.ratio.toFixed(2)})`
          : '') +
        `, CPU ${range(w.cpuMs)}, peak RSS ${range(w.maxRssMb, mb)}, ` +
        `emulator busy ${s(w.emulatorBusyMs.median)}`,
    );
    lines.push(
      `  phases (run of median wall): ${r.requests} requests (${r.reads} reads, min ${r.minimumReads}; ${r.writes} writes, min ${r.minimumWrites}), ` +
        `wall ${s(r.wallMs)}, bound ${s(r.boundMs)}, ratio ${r.ratio.toFixed(2)}, per-object model ${s(r.perObjectMs)}, ` +
        `CPU ${s(r.cpuMs)} (plan ${r.planCpuMs.toFixed(0)} ms), peak RSS ${r.maxRssMb.toFixed(0)} MB, ` +
        `emulator busy ${s(r.emulatorBusyMs)} (${(r.emulatorBusyShare * 100).toFixed(0)}% of the wall)`,
    );
    lines.push(
      `    plan's read: ${s(r.read.wallMs)}, bound ${s(r.read.boundMs)}, ratio ${r.read.ratio.toFixed(2)}; ` +
        `phases (wall/CPU ms): ${Object.entries(r.child.phases)
          .map(([k, v]) => `${k} ${v.wallMs.toFixed(0)}/${v.cpuMs.toFixed(0)}`)
          .join(', ')}`,
    );
    if (r.apply) {
      lines.push(
        `    apply phase: ${s(r.apply.wallMs)}, bound ${s(r.apply.boundMs)}, ratio ${r.apply.ratio.toFixed(2)}, ` +
          `depth ${r.child.plan.depth} changes, outcome ${r.child.applyOutcome ?? '?'}, leftover ${r.child.leftover ?? '?'}`,
      );
    }
    lines.push(
      `    over ${r.runs} rounds: wall ${range(r.children.wallMs)}, CPU ${range(r.children.cpuMs)}, ` +
        `load CPU ${range(r.children.loadCpuMs, ms)}, peak RSS ${range(r.children.maxRssMb, mb)}`,
    );
    if (r.writeRoutes) lines.push(`    writes by route: ${JSON.stringify(r.writeRoutes)}`);
  }
  for (const v of verdicts) {
    lines.push(`${v.met ? 'met   ' : 'MISSED'} ${v.group}: ${v.target}: ${v.value}`);
  }
  return lines;
}

/** The whole-command table: each run's whole command against its bound, and start-up. */
export function wholeTable(
  startUp: readonly StartUpResult[],
  results: readonly ScenarioResult[],
): string {
  const header =
    '| Command | Requests (minimum) | Whole command: wall, median (min-max) | Bound (of the minimum) | Ratio | CPU, median | Peak RSS, max | Phases: wall / CPU / load CPU |';
  const rule = '| --- | --- | --- | --- | --- | --- | --- | --- |';
  const rows = results.map((r) => {
    const w = r.whole;
    return (
      `| ${r.name} | ${w.requests} (${w.minimumRequests}) | ${range(w.wallMs)} | ${s(w.minimumBoundMs)} | ${w.minimumRatio.toFixed(2)} ` +
      `| ${s(w.cpuMs.median)} | ${mb(w.maxRssMb.max)} ` +
      `| ${s(r.children.wallMs.median)} / ${s(r.children.cpuMs.median)} / ${ms(r.children.loadCpuMs.median)} |`
    );
  });
  const starts = startUp.map(
    (u) =>
      `| \`${u.name}\` | - | ${range(u.wallMs, ms)} | \`${u.baseline}\`: ${range(u.baselineWallMs, ms)} ` +
      `| ${u.ratio.toFixed(2)} | - | - | - |`,
  );
  return [header, rule, ...starts, ...rows].join('\n');
}

export function markdownTable(results: readonly ScenarioResult[]): string {
  const header =
    '| Run | Requests (reads / min, writes / min) | Wall | Bound | Ratio | Plan read: wall / bound / ratio | Apply phase: wall / bound / ratio | Per-object model | CPU (planChanges) | Peak RSS |';
  const rule = '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |';
  const rows = results.map((r) => {
    const apply = r.apply
      ? `${s(r.apply.wallMs)} / ${s(r.apply.boundMs)} / ${r.apply.ratio.toFixed(2)}`
      : '-';
    return (
      `| ${r.name} | ${r.requests} (${r.reads} / ${r.minimumReads}, ${r.writes} / ${r.minimumWrites}) ` +
      `| ${s(r.wallMs)} | ${s(r.boundMs)} | ${r.ratio.toFixed(2)} ` +
      `| ${s(r.read.wallMs)} / ${s(r.read.boundMs)} / ${r.read.ratio.toFixed(2)} | ${apply} | ${s(r.perObjectMs)} ` +
      `| ${s(r.cpuMs)} (${r.planCpuMs.toFixed(0)} ms) | ${r.maxRssMb.toFixed(0)} MB |`
    );
  });
  return [header, rule, ...rows].join('\n');
}
