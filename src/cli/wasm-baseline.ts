import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';

/** The commands that send requests, whose answers undici parses. */
const SEND_REQUESTS: ReadonlySet<string> = new Set(['plan', 'apply', 'drift', 'export', 'pin']);

/**
 * Node's own modules that such a command loads once it runs: commander's
 * `child_process`, undici's `http`, `net`, `assert`, `diagnostics_channel` and
 * `perf_hooks`, the config's `fs/promises`, and `process` (as a module). Node compiles its modules with code it made
 * under V8's default flags, which V8 refuses under others: a module loaded after the flag
 * below is compiled from its source, about 12 ms for these. They are loaded before it.
 * One missing here costs time, never a fault (test/packaging/compile-cache.test.ts
 * lists what a plan loads after the flag).
 */
const LOADED_BY_REQUESTS = [
  'node:child_process',
  'node:diagnostics_channel',
  'node:perf_hooks',
  'node:fs/promises',
  'node:assert',
  'node:http',
  'node:process',
];

/**
 * Keeps V8 on its baseline WebAssembly compiler (Liftoff), set by main.ts for the
 * commands that send requests, before the bundle is compiled.
 *
 * undici parses HTTP with llhttp compiled to WebAssembly, once per process, at its first
 * connection; V8 compiled that module with its optimizing tier as well: about 80 ms of
 * CPU and 35 MB of memory in every command that sends a request, paid back only by a
 * process parsing far more than a plan reads. It is the process's only WebAssembly.
 * Other commands leave V8's flags as they are, so that Node's own modules load with
 * their compiled code.
 *
 * Set before the bundle, not where undici is loaded: V8's code cache records the flags
 * it was made under and is refused under others, so a flag set midway through a run
 * made the cache written at its end unusable by the next run, which compiled the whole
 * bundle again (src/cli/bundle/load-bundle.ts). The flag exists in the V8 majors of the
 * Node versions docform supports; an unknown one would make V8 print an error.
 */
export function baselineWasmOnly(command: string | undefined, v8Version: string): void {
  const major = Number(v8Version.split('.')[0]);
  if (command === undefined || !SEND_REQUESTS.has(command) || major < 11 || major > 13) return;
  const require = createRequire(import.meta.url);
  for (const name of LOADED_BY_REQUESTS) require(name);
  setFlagsFromString('--liftoff-only');
}
