import { existsSync, readFileSync } from 'node:fs';
import { open, readdir, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { temporaryPathFor, writeFileSafelyAsync } from '../files/safe-write.js';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-depth.js';
import { parseWorld } from './world-schema.js';
import type { World } from './world.js';

/** The state file's mode: its owner's only (it holds tokens and SAML certificates). */
export const STATE_FILE_MODE = 0o600;

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

  /**
   * Removes the temporary files a process killed in the middle of a write left next to
   * the file (`.NAME.PID.N.tmp`). Files of a process still running are left alone, as
   * that process may be writing one right now. Returns the names removed.
   */
  async removeLeftovers(): Promise<string[]> {
    const dir = dirname(this.path);
    const prefix = `.${basename(this.path)}.`;
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      return [];
    }
    const removed: string[] = [];
    for (const name of names) {
      if (!name.startsWith(prefix)) continue;
      const match = /^(\d+)\.\d+\.tmp$/.exec(name.slice(prefix.length));
      if (!match || isRunning(Number(match[1]))) continue;
      await unlink(join(dir, name)).catch(() => undefined);
      removed.push(name);
    }
    return removed;
  }

  /** Waits for every queued write. */
  async drain(): Promise<void> {
    await this.queue;
  }

  /**
   * Through the shared writer (src/files/safe-write.ts): refused when the state file is
   * a symbolic link, else a temporary file `.NAME.PID.N.tmp` beside it, fsync, rename.
   */
  private async writeAtomically(text: string): Promise<void> {
    this.temp += 1;
    const tempPath = temporaryPathFor(this.path, `${process.pid}.${this.temp}`);
    // readable by its owner only: the state holds SAML certificates and tokens
    await writeFileSafelyAsync(this.path, text, tempPath, STATE_FILE_MODE);
    await syncDirectory(dirname(this.path));
  }
}

/** Whether a process of that id exists (EPERM: it does, owned by another user). */
function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
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
  if (nestedDeeperThan(value)) {
    throw new Error(
      `${path} is not an emulator world: nested deeper than ${MAX_JSON_DEPTH} levels`,
    );
  }
  try {
    return parseWorld(value);
  } catch (error) {
    throw new Error(`${path} is not an emulator world: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
