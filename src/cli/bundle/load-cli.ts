import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CliIo, Env } from '../io.js';
import { compileCacheDir } from './cache-dir.js';
import { loadBundle } from './load-bundle.js';

export type RunCli = (argv: readonly string[], io: CliIo) => Promise<number>;

/** What the compile cache needs to know of the process (main.ts reads it). */
export interface Runtime {
  /** Node's version, e.g. `v20.20.2`. */
  readonly version: string;
  readonly arch: string;
  /** The user's id, where the system has them. */
  readonly uid: number | undefined;
}

/**
 * The CLI's `runCli`. In the package, from the bundle `cli.cjs` beside this file
 * (dist/bin, `scripts/bundle.mjs`), its code cached by `loadBundle` (docs/performance.md,
 * "Start-up"): the cache is written after a command that succeeded (exit 0, or 2 for
 * changes) and found no code it could use, so that it holds the functions a whole run
 * compiled: not after its help, which would leave the command's later runs a cache of
 * the help's few functions. Node 22.1 and later have a compile cache of their own
 * (`module.enableCompileCache`), but it keeps only the code of the bundle's top level,
 * compiled as it loads, not the functions a command compiles later: a warm `validate`
 * cost about 20 ms more CPU with it on Node 22 and 24 (docs/performance.md, "Node 20,
 * 22 and 24"), so docform keeps its own on every line.
 *
 * Run from the modules (dist/src, as the tests do), from `run-cli.js`.
 */
export async function loadRunCli(
  command: string | undefined,
  env: Env,
  runtime: Runtime,
): Promise<RunCli> {
  const bundle = fileURLToPath(new URL('./cli.cjs', import.meta.url));
  if (!existsSync(bundle)) return (await import('../run-cli.js')).runCli;
  const dir = compileCacheDir(env, runtime.uid);
  const name = command !== undefined && /^[a-z]{1,16}$/.test(command) ? command : 'other';
  const loaded = loadBundle(bundle, {
    dir,
    key: `${name}-node${runtime.version}-${runtime.arch}`,
  });
  const runCli = loaded.exports.runCli as RunCli;
  return async (argv, io) => {
    const code = await runCli(argv, io);
    if ((code === 0 || code === 2) && !asksForHelp(argv)) loaded.saveCache();
    return code;
  };
}

function asksForHelp(argv: readonly string[]): boolean {
  return argv[0] === 'help' || argv.includes('--help') || argv.includes('-h');
}
