import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import type { Env } from './io.js';

/**
 * The commands that send requests, whose answers undici parses: those with the API's
 * options (`addApiOptions`; test/cli/wasm-baseline-commands.test.ts holds the two equal).
 */
export const SEND_REQUESTS: ReadonlySet<string> = new Set([
  'plan',
  'apply',
  'drift',
  'export',
  'pin',
]);

/**
 * Node's own modules that such a command loads once it runs. Node compiles its modules
 * with code it made under V8's default flags, which V8 refuses under others: a module
 * loaded after the flag below is compiled from its source (`child_process`, `http` and
 * `assert`: 3.6 ms before the flag, 10.8 ms after). So they are loaded before it: for
 * every such command, commander's `child_process`, undici's `http` (with `net`),
 * `assert`, `diagnostics_channel` and `perf_hooks`, the config's `fs/promises`, and
 * `process` as a module; `tls` for an https API (the default, and any proxy tunnel);
 * `readline` for `apply`'s prompt; `dns` and `cluster` for the server of `--emulator`.
 * One missing costs time, never a fault (test/packaging/node-modules-before-flags.test.ts
 * lists what runs load after the flag).
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
export function baselineWasmOnly(argv: readonly string[], env: Env, v8Version: string): void {
  const command = argv[0];
  const major = Number(v8Version.split('.')[0]);
  if (command === undefined || !SEND_REQUESTS.has(command) || major < 11 || major > 13) return;
  const require = createRequire(import.meta.url);
  for (const name of loadedByRequests(command, argv, env)) require(name);
  setFlagsFromString('--liftoff-only');
}
