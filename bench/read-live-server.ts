/**
 * The emulator side of bench/read-live.ts, in a worker thread: a real API is another
 * machine, so the server's work must not share the client's event loop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { builtinFixture } from '../src/emulator/fixture.js';
import { generateWorld } from '../src/emulator/generate.js';
import type { WorldShape } from '../src/emulator/generate.js';
import { startEmulator } from '../src/emulator/server.js';

const { shape, latencyMs } = workerData as { shape: WorldShape; latencyMs: number };
const emulator = await startEmulator({
  port: 0,
  world: generateWorld(builtinFixture(), shape),
  latencyMs,
});
parentPort?.postMessage(emulator.url);
parentPort?.once('message', () => {
  void emulator.close().then(() => parentPort?.close());
});
