/**
 * V8 flags for `docform apply` that keep its peak RSS under 150 MB on the bench's
 * 12,295-object org, set by main.ts before the command's modules load
 * (src/cli/v8-flags.ts).
 *
 * What the apply keeps alive is small (32 MB of heap in a snapshot during the writes of
 * an apply from empty; the plan, the config and the ids made); its peak RSS came from
 * V8's slack around it: a young generation grown to 32 MB, and an old generation let
 * grow to up to 4 times what the last full collection kept. A semi-space that does not
 * grow (it stays at V8's initial 1 MB) and an old generation grown by half at most
 * bound both: bench (b) 199 -> 120 MB, (f) 162 -> 111 MB, for 7 to 10% more CPU time
 * (more, shorter scavenges; docs/apply.md, "Memory").
 *
 * Both flags are read by V8 each time it sizes a space, so setting them at run time
 * works. They are set on the V8 majors where they were measured to pay (HEAP_PAYS); V8
 * prints an error for a flag it does not know.
 */
const FLAGS = ['--semi-space-growth-factor=1', '--heap-growing-percent=50'];

/**
 * Where they pay: the whole command of bench (b), peak RSS with the flags against
 * without (2026-12-02, one round each; docs/performance.md, "Node 20, 22 and 24"):
 * V8 11 (Node 20) 120 against 171 MB, V8 12 (Node 22) 121 against 167 MB, V8 13
 * (Node 24) 146 against 283 MB.
 */
const HEAP_PAYS: ReadonlySet<number> = new Set([11, 12, 13]);

/** The heap flags of `docform COMMAND` on V8 `v8Major`: apply's, where they pay. */
export function applyHeapFlags(command: string | undefined, v8Major: number): string[] {
  return command === 'apply' && HEAP_PAYS.has(v8Major) ? [...FLAGS] : [];
}
