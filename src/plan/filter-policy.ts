import type { Address } from '../model/address.js';
import { addressWithin } from '../model/address.js';
import type { Diagnostic } from '../model/diagnostic.js';
import type { Change } from '../model/plan.js';

/** `policy.ignore`: objects within these addresses are neither planned nor listed. */
export function withoutIgnored<T extends { readonly address: Address }>(
  items: readonly T[],
  ignore: readonly Address[],
): T[] {
  if (ignore.length === 0) return [...items];
  return items.filter((item) => !ignore.some((prefix) => addressWithin(item.address, prefix)));
}

/** The index of the first `policy.protect` entry that keeps `address` from a delete, or -1. */
export function protectingEntry(address: Address, protect: readonly Address[]): number {
  return protect.findIndex((p) => addressWithin(address, p) || addressWithin(p, address));
}

/**
 * `policy.protect`: an object within a protected address, or holding one, is never
 * deleted (nor replaced); the change is dropped with a warning that says why.
 */
export function withoutProtectedDeletes(
  changes: readonly Change[],
  protect: readonly Address[],
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
