import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseConfigSources } from '../src/config/parse-sources.js';
import { generateConfig } from './config-generate.js';

/**
 * Issue 4: a config of 10,000 objects validates in under 1 s. Run with
 * `npm run build && node dist/bench/config-validate.js [OBJECTS]`. Prints the first
 * run (what one CLI invocation pays, JIT warm-up included) and the median of 5 more,
 * each as wall time and CPU time (CPU time is steadier on a shared machine), and
 * exits 1 when the median CPU time is past the target.
 */
const objects = Number(process.argv[2] ?? 10_000);
const { text, count } = generateConfig(objects);
const sources = [{ file: 'bench.yaml', text }];

interface Timing {
  readonly wall: number;
  readonly cpu: number;
}

function once(): Timing {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const result = parseConfigSources(sources, { env: {} });
  const used = process.cpuUsage(cpuStart);
  const wall = performance.now() - start;
  if (result.desired === undefined) {
    throw new Error(
      `generated config is invalid: ${JSON.stringify(result.diagnostics.slice(0, 3))}`,
    );
  }
  return { wall, cpu: (used.user + used.system) / 1000 };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const first = once();
const runs = Array.from({ length: 5 }, once);
const wall = median(runs.map((r) => r.wall));
const cpu = median(runs.map((r) => r.cpu));
const ms = (n: number) => `${n.toFixed(0)} ms`;
const machine = `node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} x${cpus().length}`;
console.log(
  `config-validate: ${count} objects (${(text.length / 1024).toFixed(0)} KiB): ` +
    `first run ${ms(first.wall)} wall / ${ms(first.cpu)} cpu, ` +
    `median ${ms(wall)} wall / ${ms(cpu)} cpu (${machine})`,
);
if (cpu > 1000) process.exitCode = 1;
