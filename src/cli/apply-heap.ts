import { setFlagsFromString } from 'node:v8';

/**
 * V8 flags for `docform apply` that keep its peak RSS under 150 MB on the bench's
 * 12,295-object org, set by main.ts before the command's modules load.
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
 * works; an unknown flag makes V8 print an error, so only the V8 majors of the Node
 * versions docform supports and was measured on get them.
 */
const FLAGS = ['--semi-space-growth-factor=1', '--heap-growing-percent=50'];

export function tuneHeapForApply(v8Version: string): void {
  const major = Number(v8Version.split('.')[0]);
  if (!(major >= 11 && major <= 13)) return;
  for (const flag of FLAGS) setFlagsFromString(flag);
}
