import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import type { Env } from './io.js';
import { applyHeapFlags } from './apply-heap.js';
import { wasmBaselineFlags } from './wasm-baseline.js';

/**
 * Node's own modules that a command sending requests loads once it runs. Node compiles
 * its modules with code it made under V8's default flags, which V8 refuses under others:
 * a module loaded after a flag changed is compiled from its source (`child_process`,
 * `http` and `assert`: 3.6 ms before the flag, 10.8 ms after, on Node 20). So they are
 * loaded before: for every such command, commander's `child_process`, undici's `http`
 * (with `net`), `assert`, `diagnostics_channel` and `perf_hooks`, the config's
 * `fs/promises`, and `process` as a module; `tls` for an https API (the default, and any
 * proxy tunnel); `readline` for `apply`'s prompt; `dns` and `cluster` for the server of
 * `--emulator`. One missing costs time, never a fault
 * (test/packaging/node-modules-before-flags.test.ts lists what runs load after the flags).
 */
function loadedByRequests(command: string, argv: readonly string[], env: Env): string[] {
  const emulator = argv.some((word) => word === '--emulator' || word.startsWith('--emulator='));
  const at = argv.indexOf('--api-url');
  const url =
    (at >= 0 ? argv[at + 1] : argv.find((w) => w.startsWith('--api-url='))?.slice(10)) ??
    env.DOCFORM_API_URL;
  const plainHttp = emulator || (url !== undefined && /^http:/i.test(url.trim()));
  return [
    'node:child_process',
    'node:diagnostics_channel',
    'node:perf_hooks',
    'node:fs/promises',
    'node:assert',
    'node:http',
    'node:process',
    ...(plainHttp ? [] : ['node:tls']),
    ...(command === 'apply' ? ['node:readline', 'node:readline/promises'] : []),
    ...(emulator ? ['node:dns', 'node:cluster'] : []),
  ];
}

/**
 * Sets the V8 flags of `docform ARGV` on this V8 (main.ts, before the bundle is
 * compiled, so that its code cache is made and taken under the same flags): the
 * WebAssembly baseline of the commands that send requests (./wasm-baseline.ts) and
 * apply's heap limits (./apply-heap.ts), each on the V8 majors it was measured to pay on.
 * When there is one, Node's modules the command loads are loaded first, and so is the
 * `navigator` global, which Node 21 and later make at its first read from a module of
 * their own (zod and deep-diff read it). Returns the flags set.
 */
export function setV8Flags(argv: readonly string[], env: Env, v8Version: string): string[] {
  const command = argv[0];
  const major = Number(v8Version.split('.')[0]);
  const flags = [...wasmBaselineFlags(command, major), ...applyHeapFlags(command, major)];
  if (command === undefined || flags.length === 0) return [];
  const require = createRequire(import.meta.url);
  for (const name of loadedByRequests(command, argv, env)) require(name);
  void Reflect.get(globalThis, 'navigator');
  for (const flag of flags) setFlagsFromString(flag);
  return flags;
}
