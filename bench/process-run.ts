/**
 * One whole process, timed from outside: wall time from just before spawn to its exit,
 * start-up included. With `rusage`, the process also loads bench/rusage-hook.js and
 * reports its own CPU time and peak RSS. Output is read through pipes and dropped (a
 * CI log is a pipe too); the end of stderr is kept for errors.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ProcessRun {
  readonly wallMs: number;
  readonly status: number | null;
  readonly stderrTail: string;
  /** With `rusage`: the process's CPU time (user + system) and peak RSS. */
  readonly cpuMs?: number;
  readonly maxRssMb?: number;
}

export interface ProcessOptions {
  readonly env?: NodeJS.ProcessEnv;
  readonly rusage?: boolean;
  readonly timeoutMs?: number;
}

const HOOK = new URL('./rusage-hook.js', import.meta.url).pathname;

/** Runs `node ...args` (process.execPath) to its end. */
export function runNode(
  args: readonly string[],
  options: ProcessOptions = {},
): Promise<ProcessRun> {
  const dir = options.rusage ? mkdtempSync(join(tmpdir(), 'docform-rusage-')) : undefined;
  const file = dir ? join(dir, 'usage.json') : undefined;
  const argv = file ? ['--import', HOOK, ...args] : [...args];
  const env = { ...(options.env ?? process.env), ...(file ? { BENCH_RUSAGE_FILE: file } : {}) };
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, argv, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 300_000);
    let stderrTail = '';
    child.stdout.resume();
    child.stderr.on('data', (chunk: Buffer) => {
      stderrTail = (stderrTail + chunk.toString('utf8')).slice(-2000);
    });
    child.on('error', reject);
    child.on('exit', (status) => {
      const wallMs = performance.now() - started;
      clearTimeout(timer);
      let usage: { cpuMs?: number; maxRssMb?: number } = {};
      if (file && dir) {
        try {
          usage = JSON.parse(readFileSync(file, 'utf8')) as typeof usage;
        } catch {
          usage = {};
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }
      resolve({ wallMs, status, stderrTail, ...usage });
    });
  });
}
