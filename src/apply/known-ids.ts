import type { Address } from '../model/address.js';
import type { Plan } from '../model/plan.js';
import { isIdRef } from '../model/id-ref.js';

/**
 * Every live id the plan mentions, by address: changes' own ids and the ids in their
 * IdRefs (parent, position, field values, refs), plus what the caller knows.
 */
export function knownIdsOf(plan: Plan, extra?: ReadonlyMap<Address, string>): Map<Address, string> {
  const ids = new Map<Address, string>(extra ?? []);
  const visit = (value: unknown): void => {
    if (isIdRef(value)) {
      if (value.id !== undefined) ids.set(value.ref, value.id);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (
      typeof value === 'object' &&
      value !== null &&
      Object.getPrototypeOf(value) === Object.prototype
    ) {
      Object.values(value).forEach(visit);
    }
  };
  for (const change of plan.changes) {
    if (change.id !== undefined && change.action !== 'replace') ids.set(change.address, change.id);
    visit(change.parent);
    // the site of a section, group or site space: every call on them needs its id
    visit(change.site);
    visit(change.position);
    // the teams and members a site's or space's grants name
    visit(change.refs);
    for (const field of change.fields ?? []) visit(field.after);
  }
  return ids;
}
