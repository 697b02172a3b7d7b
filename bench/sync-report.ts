/**
 * The sync benchmark's figures against issue 8's targets, as lines for the terminal and
 * a Markdown table for docs/performance.md.
 */
import type { ScenarioResult } from './sync-scenario.js';

export interface Meta {
  readonly date: string;
  readonly machine: string;
  readonly node: string;
  readonly latencyMs: number;
  readonly parallelism: number;
  readonly objects: number;
  readonly loadAverage: string;
}

export interface Verdict {
  readonly target: string;
  readonly value: string;
  readonly met: boolean;
}

const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

/** Each target of issue 8 with the figure it is judged on. */
export function verdicts(results: readonly ScenarioResult[]): Verdict[] {
  const [plan, ...applies] = results;
  const out: Verdict[] = [];
  if (plan) {
    out.push(
      {
        target: `${plan.name}: reads = minimum`,
        value: `${plan.reads} / ${plan.minimumReads}`,
        met: plan.reads === plan.minimumReads,
      },
      {
        target: `${plan.name}: reads take <= 1.3 x bound`,
        value: plan.read.ratio.toFixed(2),
        met: plan.read.ratio <= 1.3,
      },
      {
        target: 'planning CPU (planChanges) < 1 s',
        value: `${plan.planCpuMs.toFixed(0)} ms`,
        met: plan.planCpuMs < 1000,
      },
    );
  }
  for (const r of applies) {
    out.push(
      {
        target: `${r.name}: writes = minimum`,
        value: `${r.writes} / ${r.minimumWrites}`,
        met: r.writes === r.minimumWrites,
      },
      {
        target: `${r.name}: apply time <= 1.5 x bound`,
        value: (r.apply?.ratio ?? 0).toFixed(2),
        met: (r.apply?.ratio ?? Infinity) <= 1.5,
      },
    );
  }
  const rss = Math.max(...results.map((r) => r.maxRssMb));
  out.push({ target: 'peak RSS < 300 MB', value: `${rss.toFixed(0)} MB`, met: rss < 300 });
  return out;
}

export function terminalLines(meta: Meta, results: readonly ScenarioResult[]): string[] {
  const lines = [
    `sync benchmark: ${meta.objects} declared objects, latency ${meta.latencyMs} ms, parallelism ${meta.parallelism}`,
    `machine: ${meta.machine}, Node ${meta.node}, ${meta.date}, load average ${meta.loadAverage}`,
  ];
  for (const r of results) {
    lines.push(
      `${r.name}: ${r.requests} requests (${r.reads} reads, min ${r.minimumReads}; ${r.writes} writes, min ${r.minimumWrites}), ` +
        `wall ${s(r.wallMs)}, bound ${s(r.boundMs)}, ratio ${r.ratio.toFixed(2)}, per-object model ${s(r.perObjectMs)}, ` +
        `CPU ${s(r.cpuMs)} (plan ${r.planCpuMs.toFixed(0)} ms), peak RSS ${r.maxRssMb.toFixed(0)} MB, ` +
        `emulator busy ${s(r.emulatorBusyMs)} (${(r.emulatorBusyShare * 100).toFixed(0)}% of the wall)`,
    );
    lines.push(
      `  plan's read: ${s(r.read.wallMs)}, bound ${s(r.read.boundMs)}, ratio ${r.read.ratio.toFixed(2)}; ` +
        `phases (wall/CPU ms): ${Object.entries(r.child.phases)
          .map(([k, v]) => `${k} ${v.wallMs.toFixed(0)}/${v.cpuMs.toFixed(0)}`)
          .join(', ')}`,
    );
    if (r.apply) {
      lines.push(
        `  apply phase: ${s(r.apply.wallMs)}, bound ${s(r.apply.boundMs)}, ratio ${r.apply.ratio.toFixed(2)}, ` +
          `depth ${r.child.plan.depth} changes, outcome ${r.child.applyOutcome ?? '?'}, leftover ${r.child.leftover ?? '?'}`,
      );
    }
    if (r.writeRoutes) lines.push(`  writes by route: ${JSON.stringify(r.writeRoutes)}`);
  }
  for (const v of verdicts(results)) {
    lines.push(`${v.met ? 'met   ' : 'MISSED'} ${v.target}: ${v.value}`);
  }
  return lines;
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
