import { memberAddress, openapiAddress, SETTINGS_ADDRESS } from '../model/address.js';
import type { Address } from '../model/address.js';
import type { Diagnostic } from '../model/diagnostic.js';
import type { FieldTable } from '../model/fields/field-row.js';
import { fieldValue, rowsOf } from '../model/fields/field-row.js';
import { SPACE_FIELDS } from '../model/fields/space-fields.js';
import { SITE_FIELDS } from '../model/fields/site-fields.js';
import { MEMBER_FIELDS } from '../model/fields/member-fields.js';
import { SAML_FIELDS } from '../model/fields/saml-fields.js';
import { OPENAPI_FIELDS } from '../model/fields/openapi-fields.js';
import { SETTINGS_FIELDS } from '../model/fields/settings-fields.js';
import { isKnown } from '../model/enumerations.js';
import type { ResourceKind } from '../model/kinds.js';
import type { LiveState } from '../model/live.js';
import type { LiveKey } from '../model/live-key.js';
import { liveKey } from '../model/live-key.js';
import type { AddressBook } from './unique-addresses.js';

/**
 * Values the API answered that this version of docform does not know (a role, a site
 * type, a visibility added after it was written). Reads keep them (src/api reads
 * enumerations as open strings); the plan says so, once per value, as a warning: the
 * object is planned like any other, and a field the config does not set is left as it is.
 * `matched` gives the declared address of each matched live object, by kind and id.
 */
export function unknownValueWarnings(
  live: LiveState,
  matched: ReadonlyMap<LiveKey, Address>,
  book: AddressBook,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const check = (
    address: Address,
    field: string,
    value: string | null | undefined,
    known: readonly string[],
  ): void => {
    if (value === null || value === undefined || isKnown(known, value)) return;
    out.push({
      severity: 'warning',
      code: 'unknown-api-value',
      address,
      message: `the API gives ${field} "${value}", a value this version of docform does not know (it knows ${known.join(', ')})`,
      hint: 'the object is kept and the value left as it is unless the config sets it; a newer docform may know it',
    });
  };
  const at = (kind: ResourceKind, id: string, fallback: () => Address): Address =>
    matched.get(liveKey(kind, id)) ?? fallback();
  // every row that knows its values (`known`), on an object of its table
  const checkRows = (address: Address, table: FieldTable, object: object): void =>
    knownRows(table, object, (name, value, known) => check(address, name, value, known));
  checkRows(SETTINGS_ADDRESS, SETTINGS_FIELDS, live.organization);
  for (const m of live.members ?? []) checkRows(memberAddress(m.email ?? m.id), MEMBER_FIELDS, m);
  for (const s of live.saml ?? []) {
    const address = at('saml', s.id, () => book.keyedAddress('saml', s.id));
    checkRows(address, SAML_FIELDS, s);
  }
  for (const o of live.openapi ?? []) {
    const address = at('openapi', o.id, () =>
      book.liveAddress('openapi', o.id, o.slug, openapiAddress),
    );
    checkRows(address, OPENAPI_FIELDS, o);
  }
  for (const s of live.spaces ?? []) {
    const address = matched.get(liveKey('space', s.id));
    if (address === undefined) continue;
    checkRows(address, SPACE_FIELDS, s);
  }
  for (const s of live.sites ?? []) {
    const address = at('site', s.id, () => book.keyedAddress('site', s.id));
    checkRows(address, SITE_FIELDS, s);
  }
  return out;
}

/** Each value of an object whose row knows its values (`known`): an enumeration. */
function knownRows(
  table: FieldTable,
  object: object,
  visit: (name: string, value: string, known: readonly string[]) => void,
): void {
  for (const [name, row] of rowsOf(table)) {
    const value = fieldValue(object, name);
    if (row.known !== undefined && typeof value === 'string') visit(name, value, row.known);
  }
}
