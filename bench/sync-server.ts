/**
 * The emulator of bench/run.ts, in a worker thread: a real API is another machine, so
 * the server's work must not share an event loop with docform. Worlds are loaded and the
 * journal read through the admin endpoints (docs/emulator.md).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { startEmulator } from '../src/emulator/server.js';

const { latencyMs } = workerData as { latencyMs: number };
const emulator = await startEmulator({ port: 0, latencyMs });
parentPort?.postMessage(emulator.url);
parentPort?.once('message', () => {
  void emulator.close().then(() => parentPort?.close());
});
