import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CliRun } from '../e2e/examples-cli.js';

/**
 * Runs many command lines through the built CLI's program in one Node process
 * (`cli-batch.mjs`), in `cwd`, with `env` added: the cheap way to run a corpus. The
 * suite also spawns the real binary for some of them and checks both agree.
 */
export async function docformBatch(
  runs: readonly (readonly string[])[],
  options: { cwd: string; env: Readonly<Record<string, string>> },
): Promise<CliRun[]> {
  const dir = mkdtempSync(join(tmpdir(), 'docform-batch-'));
  try {
    const runsPath = join(dir, 'runs.json');
    const resultsPath = join(dir, 'results.json');
    writeFileSync(runsPath, JSON.stringify(runs));
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', ...options.env };
    await new Promise<void>((done, fail) => {
      const child = spawn(
        process.execPath,
        [join(import.meta.dirname, 'cli-batch.mjs'), runsPath, resultsPath],
        { cwd: options.cwd, env, stdio: ['ignore', 'inherit', 'inherit'] },
      );
      child.on('error', fail);
      child.on('exit', (code) =>
        code === 0 ? done() : fail(new Error(`cli-batch: exit ${code}`)),
      );
    });
    return JSON.parse(readFileSync(resultsPath, 'utf8')) as CliRun[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
