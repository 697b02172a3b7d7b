import type { Address } from '../model/address.js';
import { addressWithin, temporaryPathOwner } from '../model/address.js';
import type { Diagnostic } from '../model/diagnostic.js';
import type { Change } from '../model/plan.js';
import { closestAddress, matchesAny } from './known-addresses.js';
import { shellWord } from '../model/shell-word.js';

/**
 * `--target`: the changes within a targeted address, and every change they depend on,
 * transitively, so the subset still runs (a section create keeps its site's create).
 * A step to a temporary path keeps the change it belongs to, so that no object is left
 * at a temporary path (docs/apply.md, "Paths handed over").
 * A target that names no declared and no live object (`known`, the knownAddresses) is
 * an error, with "did you mean" a close address: it is most often a typo, and a plan
 * of nothing would read as "no changes" and let `apply` succeed doing nothing. A target
 * whose objects have no change selects nothing, and that is no problem: the report says
 * "No changes within" it.
 */
export function selectTargets(
  changes: readonly Change[],
  targets: readonly Address[] | undefined,
  known: () => readonly Address[],
  diagnostics: Diagnostic[],
): Change[] {
  if (targets === undefined || targets.length === 0) return [...changes];
  const byAddress = new Map(changes.map((c) => [c.address, c] as const));
  const keep = new Set<Address>();
  const visit = (address: Address): void => {
    if (keep.has(address)) return;
    const change = byAddress.get(address);
    if (change === undefined) return;
    keep.add(address);
    for (const dep of change.dependsOn) visit(dep);
    const owner = temporaryPathOwner(address);
    if (owner !== undefined) visit(owner);
  };
  for (const target of targets) {
    const hits = changes.filter((c) => addressWithin(c.address, target));
    if (hits.length === 0 && !matchesAny(target, known()))
      diagnostics.push(unknownTarget(target, known()));
    for (const hit of hits) visit(hit.address);
  }
  return changes.filter((c) => keep.has(c.address));
}

function unknownTarget(target: Address, known: readonly Address[]): Diagnostic {
  const close = closestAddress(target, known);
  return {
    severity: 'error',
    code: 'target-matches-nothing',
    address: target,
    message: `--target ${target} matches no declared or live object`,
    // the address as a shell word: a title in it may hold quotes and spaces
    hint: `${close === undefined ? '' : `did you mean --target ${shellWord(close)}? `}a target is an address, as \`docform plan\` lists them (site.<key>, team.<key>, site.<key>.section.<title>, ...)`,
  };
}
