import { setFlagsFromString } from 'node:v8';

/**
 * Keeps V8 on its baseline WebAssembly compiler (Liftoff), set by main.ts for every
 * command but `--version`, before the bundle is compiled.
 *
 * undici parses HTTP with llhttp compiled to WebAssembly, once per process, at its first
 * connection; V8 compiled that module with its optimizing tier as well: about 80 ms of
 * CPU and 35 MB of memory in every command that sends a request, paid back only by a
 * process parsing far more than a plan reads. It is the process's only WebAssembly.
 *
 * Set before the bundle, not where undici is loaded: V8's code cache records the flags
 * it was made under and is refused under others, so a flag set midway through a run
 * made the cache written at its end unusable by the next run, which compiled the whole
 * bundle again (src/cli/bundle/load-bundle.ts). The flag exists in the V8 majors of the
 * Node versions docform supports; an unknown one would make V8 print an error.
 */
export function baselineWasmOnly(v8Version: string): void {
  const major = Number(v8Version.split('.')[0]);
  if (major >= 11 && major <= 13) setFlagsFromString('--liftoff-only');
}
