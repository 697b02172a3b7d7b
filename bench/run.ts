/**
 * `npm run bench` (docs/performance.md): against the emulator (in a worker thread,
 * BENCH_LATENCY_MS per request, default 20), first start-up (`docform --version` and
 * `docform validate` of the minimal example, each paired with `node -e 0`), then the
 * runs of bench/sync-scenarios.ts: (a) plan with no changes, (b) apply from empty, (c)
 * apply of a 5% change of an org of 200 sites x 10 sections x 5 site spaces, 50 teams,
 * 5 SAML providers and 40 OpenAPI specs at BENCH_PARALLELISM (default 10), and (d) a
 * plan of 100 sites x 4 sections, (e) a plan and (f) an apply from empty of 1,000 sites
 * x 4 sections at parallelism 8. Each run is BENCH_RUNS rounds (default 5) of the
 * phases (docform's library in its own process, so its CPU time and peak RSS are
 * docform's) beside the whole `docform` command, timed from its start to its exit.
 * Prints the figures against the minimum of requests and the bounds, and writes
 * bench/results.json when every run was made (BENCH_ONLY=a,d picks runs).
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { measureStartUp } from './start-up.js';
import { ORG, SHAPE } from './sync-org.js';
import { markdownTable, terminalLines, wholeTable } from './sync-report.js';
import type { Meta } from './sync-report.js';
import { runScenario } from './sync-scenario.js';
import type { ScenarioResult, Setup } from './sync-scenario.js';
import { buildScenarios } from './sync-scenarios.js';
import { verdicts } from './sync-verdicts.js';

const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 20);
const PARALLELISM = Number(process.env.BENCH_PARALLELISM ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : undefined;
/** Per process; the whole benchmark takes 10 to 20 minutes on a 2-core machine. */
const RUN_TIMEOUT_MS = 300_000;

const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'docform-bench-'));
  // every docform process of the run (they inherit the environment) keeps its compiled
  // code here, and none finds that of an earlier build or run
  process.env.DOCFORM_COMPILE_CACHE = join(dir, 'compile-cache');
  const server = new Worker(new URL('./sync-server.js', import.meta.url), {
    workerData: { latencyMs: LATENCY_MS },
  });
  const [url] = (await once(server, 'message')) as [string];
  const setup: Setup = {
    url,
    latencyMs: LATENCY_MS,
    runs: RUNS,
    timeoutMs: RUN_TIMEOUT_MS,
    emulatorLoop: (since) => server.performance.eventLoopUtilization(since),
  };
  try {
    const loadBefore = load();
    console.error('measuring start-up...');
    const startUp = await measureStartUp(RUNS);
    const { scenarios, objects } = buildScenarios(dir, PARALLELISM, ONLY);
    const results: ScenarioResult[] = [];
    for (const scenario of scenarios) {
      console.error(`running ${scenario.name} (${RUNS} rounds)...`);
      results.push(await runScenario(scenario, setup));
    }
    const meta: Meta = {
      date: new Date().toISOString().slice(0, 10),
      machine: `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} vCPU`,
      node: process.version.replace(/^v/, ''),
      latencyMs: LATENCY_MS,
      parallelism: PARALLELISM,
      objects,
      runs: RUNS,
      loadAverage: loadBefore,
      loadAverageAfter: load(),
    };
    const judged = verdicts(results, startUp);
    console.log(terminalLines(meta, startUp, results, judged).join('\n'));
    console.log(`\n${wholeTable(startUp, results)}`);
    console.log(`\n${markdownTable(results)}`);
    if (ONLY || RUNS !== 5) {
      console.error(
        '\na partial run (BENCH_ONLY or BENCH_RUNS): bench/results.json was not written',
      );
      return;
    }
    const output = {
      meta: { ...meta, organization: ORG, shape: SHAPE },
      verdicts: judged,
      startUp,
      results,
    };
    writeFileSync(
      new URL('../../bench/results.json', import.meta.url),
      `${JSON.stringify(output, null, 2)}\n`,
    );
  } finally {
    server.postMessage('close');
    await once(server, 'exit');
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
