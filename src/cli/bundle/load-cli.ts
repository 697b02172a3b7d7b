import { existsSync } from 'node:fs';
import module, { createRequire } from 'node:module';
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
 * Node's compile cache (Node 22.1 and later; @types/node holds the API of Node 20, the
 * oldest line docform runs on): caches V8's code for each module Node's loader compiles
 * from then on, in a directory of each Node version, architecture, set of V8 flags and
 * user under `dir`, written when the process exits.
 */
type EnableCompileCache = (dir: string) => unknown;
const enableCompileCache = (module as { enableCompileCache?: EnableCompileCache })
  .enableCompileCache;

/**
 * The CLI's `runCli`. In the package, from the bundle `cli.cjs` beside this file
 * (dist/bin, `scripts/bundle.mjs`), its code cached (docs/performance.md, "Start-up"):
 *
 * - where Node has a compile cache of its own (22.1 and later), by Node: the bundle is
 *   required, Node's compile cache enabled first in `compileCacheDir`. main.ts sets V8's
 *   flags before, so that Node files the code under the flags it was made with. Node
 *   keeps the code of the bundle's top level, compiled as it loads, not the functions
 *   a command compiles later: a warm `validate` costs about 20 ms more CPU than with
 *   docform's own cache (docs/performance.md, "Node 20, 22 and 24"), the price of
 *   leaving it to Node;
 * - elsewhere (Node 20, 22.0), by `loadBundle`; the cache is written after a command that
 *   succeeded (exit 0, or 2 for changes) and found no code it could use, so that it
 *   holds the functions a whole run compiled: not after its help, which would leave the
 *   command's later runs a cache of the help's few functions.
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
  if (enableCompileCache !== undefined) {
    if (dir !== undefined) enableCompileCache(dir);
    return (createRequire(import.meta.url)(bundle) as { runCli: RunCli }).runCli;
  }
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
