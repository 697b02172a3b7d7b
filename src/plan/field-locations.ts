import type { Address } from '../model/address.js';
import { fieldLocationKey } from '../model/address.js';
import type { DesiredState } from '../model/desired.js';
import { policyEntryKey } from '../model/desired.js';
import type { Diagnostic } from '../model/diagnostic.js';
import type { SourceLocation } from '../model/location.js';
import { protectingEntry } from './filter-policy.js';
import { PINNED_ID_DELETED, PINNED_ID_STALE } from './stale-ids.js';

/**
 * The field whose value each plan diagnostic of these codes is about: it points at that
 * value (`id: site_9`, `type: premium`) rather than at the object's key.
 */
const FIELD_OF_CODE: Readonly<Record<string, string>> = {
  [PINNED_ID_DELETED]: 'id',
  [PINNED_ID_STALE]: 'id',
  'site-type-change': 'type',
};

/** `{ location }` of where a field's value of a declared object is written, or `{}`. */
export function atValue(
  desired: DesiredState,
  address: Address,
  field: string,
): { location?: SourceLocation } {
  const location = desired.locations.get(fieldLocationKey(address, field));
  return location === undefined ? {} : { location };
}

/**
 * Where a diagnostic points: its own location; else the value it is about, for the
 * codes of FIELD_OF_CODE; else the object's key; else, for a protected delete of an
 * undeclared object, the `policy.protect` entry.
 */
export function locationOf(d: Diagnostic, desired: DesiredState): SourceLocation | undefined {
  if (d.location !== undefined || d.address === undefined) return d.location;
  const field = FIELD_OF_CODE[d.code];
  const atField =
    field === undefined ? undefined : desired.locations.get(fieldLocationKey(d.address, field));
  return atField ?? desired.locations.get(d.address) ?? protectedAt(d, desired);
}

/**
 * A delete `policy.protect` keeps, of an object the YAML does not declare: at the
 * protect entry that keeps it, the one place in the config the warning is about.
 */
function protectedAt(d: Diagnostic, desired: DesiredState): SourceLocation | undefined {
  if (d.code !== 'delete-protected' || d.address === undefined) return undefined;
  const i = protectingEntry(d.address, desired.policy.protect);
  return i < 0 ? undefined : desired.locations.get(policyEntryKey('protect', i));
}
