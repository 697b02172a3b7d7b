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
 * The V8 majors on which `--liftoff-only` pays: V8 11 and 12 (Node 20 and 22). There,
 * V8 compiled undici's llhttp (WebAssembly, compiled once per process at its first
 * connection) with its optimizing tier as well: the flag saves 47% and 41% of the CPU
 * time of a plan of the minimal example over HTTP, and 36 MB and 16 MB of peak memory.
 * On V8 13 (Node 24) it saves nothing (CPU 1.04x, the same peak memory; paired runs,
 * docs/performance.md, "Node 20, 22 and 24"), so it is not set there; a newer major is
 * not measured, and V8 prints an error for a flag it no longer knows.
 */
const LIFTOFF_PAYS: ReadonlySet<number> = new Set([11, 12]);

/**
 * Keeps V8 on its baseline WebAssembly compiler (Liftoff) for the commands that send
 * requests, on the V8 majors where that pays: the flags main.ts sets (src/cli/v8-flags.ts),
 * before the bundle is compiled.
 *
 * llhttp is the process's only WebAssembly, and the baseline tier is ample for what a
 * command parses. Other commands leave V8's flags as they are, so that Node's own
 * modules load with their compiled code. Set before the bundle, not where undici is
 * loaded: V8's code cache records the flags it was made under and is refused under
 * others, so a flag set midway through a run made the cache written at its end unusable
 * by the next run, which compiled the whole bundle again.
 */
export function wasmBaselineFlags(command: string | undefined, v8Major: number): string[] {
  return command !== undefined && SEND_REQUESTS.has(command) && LIFTOFF_PAYS.has(v8Major)
    ? ['--liftoff-only']
    : [];
}
