/**
 * Benchmark of the live read: reads a generated organization of 100 sites x 10 sections
 * x 5 site spaces from the emulator (in a worker thread) with 30 ms latency at
 * parallelism 8, and compares the time with the bound requests x 30 / 8 + 3 x 30 ms
 * (target ratio <= 1.3).
 * Run: npx tsc -p tsconfig.json && node dist/bench/read-live.js
 */
import { once } from 'node:events';
import { cpus } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ApiClient } from '../src/api/client.js';
import { readLive } from '../src/api/read-live.js';
import { readAll } from '../src/model/read-needs.js';

const LATENCY_MS = 30;
const PARALLELISM = 8;
const RUNS = 5;

async function main(): Promise<void> {
  const shape = { sites: 100, sectionsPerSite: 10, spacesPerSection: 5 };
  const server = new Worker(new URL('./read-live-server.js', import.meta.url), {
    workerData: { shape, latencyMs: LATENCY_MS },
  });
  const [url] = (await once(server, 'message')) as [string];
  const client = new ApiClient({
    baseUrl: url,
    token: 'dev-token',
    parallelism: PARALLELISM,
  });
  try {
    await readLive(client, readAll('org_acme')); // warm-up: connections, JIT
    const times: number[] = [];
    let requests = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      requests = (await readLive(client, readAll('org_acme'))).requests;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(RUNS / 2)] ?? 0;
    const bound = (requests * LATENCY_MS) / PARALLELISM + 3 * LATENCY_MS;
    const cpu = cpus()[0]?.model ?? 'unknown CPU';
    console.log(`read-live: 100 sites x 10 sections x 5 site spaces, latency ${LATENCY_MS} ms`);
    console.log(`machine:   ${cpu}, ${cpus().length} cores, Node ${process.version}`);
    console.log(`requests:  ${requests}`);
    console.log(
      `time:      median ${median.toFixed(0)} ms of ${RUNS} runs (${times.map((t) => t.toFixed(0)).join(', ')})`,
    );
    console.log(
      `bound:     ${bound.toFixed(0)} ms (requests x ${LATENCY_MS} / ${PARALLELISM} + 3 x ${LATENCY_MS})`,
    );
    console.log(`ratio:     ${(median / bound).toFixed(2)} (target <= 1.3)`);
  } finally {
    await client.close();
    server.postMessage('close');
    await once(server, 'exit');
  }
}

await main();
