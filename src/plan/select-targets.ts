import type { Address } from '../model/address.js';
import { addressWithin } from '../model/address.js';
import type { Diagnostic } from '../model/diagnostic.js';
import type { Change } from '../model/plan.js';

/**
 * `--target`: the changes within a targeted address, and every change they depend on,
 * transitively, so the subset still runs (a section create keeps its site's create).
 * A target that selects nothing is a warning, as it is most often a typo.
 */
export function selectTargets(
  changes: readonly Change[],
  targets: readonly Address[] | undefined,
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
  };
  for (const target of targets) {
    const hits = changes.filter((c) => addressWithin(c.address, target));
    if (hits.length === 0) {
      diagnostics.push({
        severity: 'warning',
        code: 'target-matches-nothing',
        address: target,
        message: `--target ${target} selects no change`,
      });
    }
    for (const hit of hits) visit(hit.address);
  }
  return changes.filter((c) => keep.has(c.address));
}
