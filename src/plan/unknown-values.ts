import { memberAddress, openapiAddress, SETTINGS_ADDRESS } from '../model/address.js';
import type { Address } from '../model/address.js';
import type { Diagnostic } from '../model/diagnostic.js';
import type { FieldTable } from '../model/fields/field-row.js';
import { fieldValue, rowsOf } from '../model/fields/field-row.js';
import { isKnown } from '../model/enumerations.js';
import { KINDS, TOP_LEVEL_KINDS, type ResourceKind, type TopLevelKind } from '../model/kinds.js';
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
  const at: At = (kind, id, fallback) => matched.get(liveKey(kind, id)) ?? fallback();
  // every row that knows its values (`known`), on each live object of its kind's table
  for (const kind of TOP_LEVEL_KINDS) {
    const table: FieldTable = KINDS[kind].fields;
    for (const [address, object] of CHECKED[kind](live, at, book)) {
      knownRows(table, object, (name, value, known) => {
        const where = address();
        if (where !== undefined) check(where, name, value, known);
      });
    }
  }
  return out;
}

/** The declared address of a matched live object, else `fallback`'s. */
type At = (
  kind: ResourceKind,
  id: string,
  fallback: () => Address | undefined,
) => Address | undefined;

/** A live object, and its address (asked only of an object with an unknown value). */
type Checked = readonly [address: () => Address | undefined, object: object];

/**
 * Each top-level kind's live objects and their addresses, by kind (what a site holds
 * has no enumeration of its own): a kind added to the registry (src/model/kinds.ts) asks
 * for its objects here.
 */
const CHECKED: {
  readonly [K in TopLevelKind]: (live: LiveState, at: At, book: AddressBook) => Checked[];
} = {
  settings: (live) => [[() => SETTINGS_ADDRESS, live.organization]],
  member: (live) => (live.members ?? []).map((m) => [() => memberAddress(m.email ?? m.id), m]),
  team: (live, at, book) =>
    (live.teams ?? []).map((t) => [
      () => at('team', t.id, () => book.keyedAddress('team', t.id)),
      t,
    ]),
  saml: (live, at, book) =>
    (live.saml ?? []).map((s) => [
      () => at('saml', s.id, () => book.keyedAddress('saml', s.id)),
      s,
    ]),
  openapi: (live, at, book) =>
    (live.openapi ?? []).map((o) => [
      () => at('openapi', o.id, () => book.liveAddress('openapi', o.id, o.slug, openapiAddress)),
      o,
    ]),
  collection: (live, at, book) =>
    (live.collections ?? []).map((c) => [
      () => at('collection', c.id, () => book.keyedAddress('collection', c.id)),
      c,
    ]),
  // a space no declaration names is not checked
  space: (live, at) =>
    (live.spaces ?? []).map((s) => [() => at('space', s.id, () => undefined), s]),
  site: (live, at, book) =>
    (live.sites ?? []).map((s) => [
      () => at('site', s.id, () => book.keyedAddress('site', s.id)),
      s,
    ]),
};

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
