import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { applyHeapFlags } from './apply-heap.js';
import { wasmBaselineFlags } from './wasm-baseline.js';

/**
 * Node's own modules that a command sending requests loads once it runs. Node compiles
 * its modules with code it made under V8's default flags, which V8 refuses under others:
 * a module loaded after a flag changed is compiled from its source (`child_process`,
 * `http` and `assert`: 3.6 ms before the flag, 10.8 ms after, on Node 20). So they are
 * loaded before: for every such command, commander's `child_process`, the config's
 * `fs/promises`, `process` as a module, and what undici's entry loads as it is evaluated
 * (`http` with `net`, `tls`, `http2`, `assert`, `console`, `dns`, `zlib`,
 * `diagnostics_channel`, `perf_hooks`, `util/types`, `worker_threads`, `stream/web`);
 * `readline` for `apply`'s prompt; `cluster` for the server of `--emulator`. One missing
 * costs time, never a fault (test/packaging/node-modules-before-flags.test.ts lists what
 * runs load after the flags).
 */
function loadedByRequests(command: string, argv: readonly string[]): string[] {
  const emulator = argv.some((word) => word === '--emulator' || word.startsWith('--emulator='));
  return [
    'node:child_process',
    'node:diagnostics_channel',
    'node:perf_hooks',
    'node:fs/promises',
    'node:assert',
    'node:http',
    'node:process',
    'node:console',
    'node:dns',
    'node:zlib',
    'node:util/types',
    'node:worker_threads',
    'node:stream/web',
    'node:tls',
    'node:http2',
    ...(command === 'apply' ? ['node:readline', 'node:readline/promises'] : []),
    ...(emulator ? ['node:cluster'] : []),
  ];
}

/**
 * Sets the V8 flags of `docform ARGV` on this V8 (main.ts, before the bundle is
 * compiled, so that its code cache is made and taken under the same flags): the
 * WebAssembly baseline of the commands that send requests (./wasm-baseline.ts) and
 * apply's heap limits (./apply-heap.ts), each on the V8 majors it was measured to pay on.
 * When there is one, Node's modules the command loads are loaded first, and so are two
 * globals Node makes at their first read from modules of its own: `navigator` on Node 21
 * and later (zod and deep-diff read it) and `Headers` (undici's entry reads it). Returns
 * the flags set.
 */
export function setV8Flags(argv: readonly string[], v8Version: string): string[] {
  const command = argv[0];
  const major = Number(v8Version.split('.')[0]);
  const flags = [...wasmBaselineFlags(command, major), ...applyHeapFlags(command, major)];
  if (command === undefined || flags.length === 0) return [];
  const require = createRequire(import.meta.url);
  for (const name of loadedByRequests(command, argv)) require(name);
  void Reflect.get(globalThis, 'navigator');
  void Reflect.get(globalThis, 'Headers');
  for (const flag of flags) setFlagsFromString(flag);
  return flags;
}
