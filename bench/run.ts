/**
 * `npm run bench` (issue 8): plan and apply an org of 200 sites x 10 sections x 5 site
 * spaces, 50 teams, 5 SAML providers and 40 OpenAPI specs against the emulator (in a
 * worker thread, BENCH_LATENCY_MS per request, default 20) at parallelism
 * BENCH_PARALLELISM (default 10, Terraform's default), in three runs: (a) plan with no
 * changes, (b) apply from empty, (c) apply of a 5% change. Each run's docform is its
 * own process, so its CPU time and peak RSS are docform's. Prints the figures against
 * the minimum of requests and the time bound, and writes bench/results.json.
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { changed } from './sync-change.js';
import { ORG, SHAPE, configYaml, declare, emptyWorld, fullWorld, objectCount } from './sync-org.js';
import { markdownTable, terminalLines, verdicts } from './sync-report.js';
import type { Meta } from './sync-report.js';
import { runScenario } from './sync-scenario.js';
import type { Scenario, ScenarioResult, Setup } from './sync-scenario.js';

const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 20);
const PARALLELISM = Number(process.env.BENCH_PARALLELISM ?? 10);
/** Per run; the whole benchmark takes a few minutes on a 2-core machine. */
const RUN_TIMEOUT_MS = 300_000;

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'docform-bench-'));
  const server = new Worker(new URL('./sync-server.js', import.meta.url), {
    workerData: { latencyMs: LATENCY_MS },
  });
  const [url] = (await once(server, 'message')) as [string];
  const setup: Setup = {
    url,
    latencyMs: LATENCY_MS,
    parallelism: PARALLELISM,
    timeoutMs: RUN_TIMEOUT_MS,
    emulatorLoop: (since) => server.performance.eventLoopUtilization(since),
  };
  try {
    const full = fullWorld();
    const decl = declare(full);
    const same = join(dir, 'same.yaml');
    const fivePercent = join(dir, 'five-percent.yaml');
    writeFileSync(same, configYaml(decl));
    writeFileSync(fivePercent, configYaml(changed(decl)));
    const siteTitles = new Set(decl.sites.map((s) => s.title));
    const objects = objectCount(full);
    const scenarios: Scenario[] = [
      {
        name: '(a) plan, no changes',
        mode: 'plan',
        world: full,
        after: full,
        configPath: same,
        siteTitles,
        liveObjects: objects,
      },
      {
        name: '(b) apply from empty',
        mode: 'apply',
        world: emptyWorld(full),
        after: full,
        configPath: same,
        siteTitles,
        liveObjects: 0,
      },
      {
        name: '(c) apply of a 5% change',
        mode: 'apply',
        world: full,
        after: full,
        configPath: fivePercent,
        siteTitles,
        liveObjects: objects,
      },
    ];
    const results: ScenarioResult[] = [];
    for (const scenario of scenarios) {
      console.error(`running ${scenario.name}...`);
      results.push(await runScenario(scenario, setup));
    }
    const meta: Meta = {
      date: new Date().toISOString().slice(0, 10),
      machine: `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} vCPU`,
      node: process.version.replace(/^v/, ''),
      latencyMs: LATENCY_MS,
      parallelism: PARALLELISM,
      objects,
      loadAverage: loadavg()
        .map((l) => l.toFixed(1))
        .join(' '),
    };
    console.log(terminalLines(meta, results).join('\n'));
    console.log(`\n${markdownTable(results)}`);
    const output = {
      meta: { ...meta, organization: ORG, shape: SHAPE },
      verdicts: verdicts(results),
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
