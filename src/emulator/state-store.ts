import { existsSync, readFileSync } from 'node:fs';
import { open, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { parseWorld } from './world-schema.js';
import type { World } from './world.js';

/**
 * The `--state` file. Writes are queued so that they never interleave, and each is a
 * write to a temporary file, fsync, then rename over the file: a reader (or a process
 * killed at any moment) sees either the previous whole file or the new whole file.
 */
export class StateStore {
  private queue: Promise<void> = Promise.resolve();
  /** Change number the file holds; -1 before the first write. */
  private written = -1;
  private temp = 0;

  constructor(readonly path: string) {}

  /**
   * Resolves once a file holding at least change number `version` is in place. The
   * world is serialized when the queued write runs, so one write can cover several
   * changes that arrived while the previous one was in flight.
   */
  persist(version: number, current: () => { world: World; version: number }): Promise<void> {
    const job = this.queue.then(async () => {
      if (this.written >= version) return;
      const snapshot = current();
      await this.writeAtomically(`${JSON.stringify(snapshot.world, null, 2)}\n`);
      this.written = snapshot.version;
    });
    // A failed write must not stall the writes behind it; the caller still sees it.
    this.queue = job.catch(() => undefined);
    return job;
  }

  /** Waits for every queued write. */
  async drain(): Promise<void> {
    await this.queue;
  }

  private async writeAtomically(text: string): Promise<void> {
    this.temp += 1;
    const tempPath = join(
      dirname(this.path),
      `.${basename(this.path)}.${process.pid}.${this.temp}.tmp`,
    );
    const file = await open(tempPath, 'w');
    try {
      await file.writeFile(text, 'utf8');
      await file.sync();
    } finally {
      await file.close();
    }
    try {
      await rename(tempPath, this.path);
    } catch (error) {
      await unlink(tempPath).catch(() => undefined);
      throw error;
    }
    await syncDirectory(dirname(this.path));
  }
}

/** Makes the rename itself durable; some platforms cannot open a directory, which is fine. */
async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Best effort: the rename is already atomic for readers.
  }
}

/** The world in a file, or undefined when the file does not exist; a bad file throws. */
export function readWorldFile(path: string): World | undefined {
  if (!existsSync(path)) return undefined;
  const text = readFileSync(path, 'utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${path} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  try {
    return parseWorld(value);
  } catch (error) {
    throw new Error(`${path} is not an emulator world: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
