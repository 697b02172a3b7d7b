import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config/load.js';
import { parseConfigSources } from '../src/config/parse-sources.js';
import { generateConfig } from './config-generate.js';
import { configYaml, declare, fullWorld } from './sync-org.js';

/**
 * Config load speed. `npm run build && node dist/bench/config-validate.js [OBJECTS]`:
 *
 * 1. The bench's 12,295-object config (`bench/sync-org.ts`) loaded and
 *    validated by `loadConfig` in a fresh node process each time, as one CLI call pays
 *    it (JIT warm-up included): CPU time of the load (`process.cpuUsage()`), median of
 *    5 processes. Target: under 300 ms. CPU time, since other processes share the
 *    machine's 2 cores and stretch wall time.
 * 2. A generated config of OBJECTS (10,000) parsed in this process: the first
 *    run and the median of 5 more, wall and CPU.
 *
 * Exits 1 when the median of (1) is over its target.
 */
const TARGET_MS = 300;
const RUNS = 5;

interface Timing {
  readonly wall: number;
  readonly cpu: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const ms = (n: number): string => `${n.toFixed(0)} ms`;

/** In a child: load FILE once and print the load's CPU and wall time as JSON. */
async function child(file: string): Promise<void> {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const result = await loadConfig(file, { env: {} });
  const used = process.cpuUsage(cpuStart);
  const wall = performance.now() - start;
  if (result.desired === undefined) {
    throw new Error(`config is invalid: ${JSON.stringify(result.diagnostics.slice(0, 3))}`);
  }
  console.log(JSON.stringify({ wall, cpu: (used.user + used.system) / 1000 }));
}

function coldLoads(): Timing[] {
  const dir = mkdtempSync(join(tmpdir(), 'docform-bench-config-'));
  const file = join(dir, 'docform.yaml');
  writeFileSync(file, configYaml(declare(fullWorld())));
  try {
    const self = fileURLToPath(import.meta.url);
    return Array.from({ length: RUNS }, () => {
      const out = execFileSync(process.execPath, [self, '--child', file], { encoding: 'utf8' });
      return JSON.parse(out) as Timing;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function inProcess(objects: number): { count: number; kib: number; first: Timing; runs: Timing[] } {
  const { text, count } = generateConfig(objects);
  const sources = [{ file: 'bench.yaml', text }];
  const once = (): Timing => {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const result = parseConfigSources(sources, { env: {} });
    const used = process.cpuUsage(cpuStart);
    if (result.desired === undefined) throw new Error('generated config is invalid');
    return { wall: performance.now() - start, cpu: (used.user + used.system) / 1000 };
  };
  const first = once();
  return { count, kib: text.length / 1024, first, runs: Array.from({ length: RUNS }, once) };
}

async function main(): Promise<void> {
  const childAt = process.argv.indexOf('--child');
  if (childAt !== -1) {
    await child(process.argv[childAt + 1] ?? '');
    return;
  }
  const machine = `node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} x${cpus().length}`;
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  const cold = coldLoads();
  const coldCpu = median(cold.map((t) => t.cpu));
  console.log(
    `config-load (12,295 objects, a fresh process per load): median ${ms(coldCpu)} cpu / ` +
      `${ms(median(cold.map((t) => t.wall)))} wall over ${RUNS} processes ` +
      `[${cold.map((t) => t.cpu.toFixed(0)).join(', ')} ms cpu]; target ${ms(TARGET_MS)} cpu ` +
      `(${machine}; load average ${load})`,
  );
  const warm = inProcess(Number(process.argv[2] ?? 10_000));
  console.log(
    `config-validate: ${warm.count} objects (${warm.kib.toFixed(0)} KiB) in one process: ` +
      `first run ${ms(warm.first.wall)} wall / ${ms(warm.first.cpu)} cpu, ` +
      `median ${ms(median(warm.runs.map((r) => r.wall)))} wall / ` +
      `${ms(median(warm.runs.map((r) => r.cpu)))} cpu`,
  );
  if (coldCpu > TARGET_MS) process.exitCode = 1;
}

await main();
