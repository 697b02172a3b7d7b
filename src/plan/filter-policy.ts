import type { Address } from '../model/address.js';
import { patternCovers, patternCoversOrHolds } from '../model/address-pattern.js';
import type { Diagnostic } from '../model/diagnostic.js';
import type { Change } from '../model/plan.js';

/*
 * `policy.ignore` and `policy.protect` entries are addresses in which `*` matches within
 * one segment (model/address-pattern.ts): `site.*` ignores every site, `team.s*`
 * protects every team whose key starts with `s`.
 */

/** True when an entry of `policy.ignore` covers the address: the object is left alone. */
export function isIgnored(address: Address, ignore: readonly string[]): boolean {
  return ignore.some((entry) => patternCovers(entry, address));
}

/** `policy.ignore`: objects within these addresses are neither planned nor listed. */
export function withoutIgnored<T extends { readonly address: Address }>(
  items: readonly T[],
  ignore: readonly string[],
): T[] {
  if (ignore.length === 0) return [...items];
  return items.filter((item) => !isIgnored(item.address, ignore));
}

/**
 * The index of the first `policy.protect` entry that keeps `address` from a delete, or
 * -1: one that covers it, or that it holds (a protected section keeps its site).
 */
export function protectingEntry(address: Address, protect: readonly string[]): number {
  return protect.findIndex((entry) => patternCoversOrHolds(entry, address));
}

/**
 * `policy.protect`: an object within a protected address, or holding one, is never
 * deleted (nor replaced); the change is dropped with a warning that says why.
 */
export function withoutProtectedDeletes(
  changes: readonly Change[],
  protect: readonly string[],
  diagnostics: Diagnostic[],
): Change[] {
  if (protect.length === 0) return [...changes];
  return changes.filter((change) => {
    if (change.action !== 'delete' && change.action !== 'replace') return true;
    const rule = protect[protectingEntry(change.address, protect)];
    if (rule === undefined) return true;
    diagnostics.push({
      severity: 'warning',
      code: 'delete-protected',
      address: change.address,
      message: `${change.address} is not ${change.action === 'delete' ? 'deleted' : 'replaced'}: policy.protect lists ${rule}`,
      hint: `remove ${rule} from policy.protect to let docform ${change.action} it`,
    });
    return false;
  });
}
