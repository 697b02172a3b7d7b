import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/**
 * A maker of scratch directories named `prefix...` in the temporary directory, each
 * removed when the test file that made it is done: a suite that leaves its directories
 * behind fills the temporary directory of every machine that runs it. Call it at the top
 * level of a test file, where `afterAll` belongs to the file: not in a module the files
 * share, which the test files of a thread load once (vitest.config.ts: no isolation), so
 * its `afterAll` would run after the first of them only.
 */
export function scratchDirs(prefix: string): () => string {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}
