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
  // every row that knows its values (`known`), on each live object of its kind's table;
  // an object's address is made only for a value it does not know
  for (const kind of TOP_LEVEL_KINDS) {
    const rows = knownRows(KINDS[kind].fields);
    if (rows.length === 0) continue;
    const entry = CHECKED[kind];
    for (const object of entry.objects(live)) {
      for (const [name, known] of rows) {
        const value = fieldValue(object, name);
        if (typeof value !== 'string' || isKnown(known, value)) continue;
        const where = entry.address(object, at, book);
        if (where !== undefined) check(where, name, value, known);
      }
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

/**
 * A kind's live objects, and how one's address is found (asked only of an object with
 * an unknown value): one function per kind, not one closure per object.
 */
interface Checked<T extends object> {
  readonly objects: (live: LiveState) => readonly T[];
  // a method, so that the record below holds each kind's own object type as `object`
  address(object: T, at: At, book: AddressBook): Address | undefined;
}

/** A kind's entry, typed by its own live objects. */
function checked<T extends object>(entry: Checked<T>): Checked<object> {
  return entry;
}

/**
 * Each top-level kind's live objects and their addresses, by kind (what a site holds
 * has no enumeration of its own): a kind added to the registry (src/model/kinds.ts) asks
 * for its objects here.
 */
const CHECKED: { readonly [K in TopLevelKind]: Checked<object> } = {
  settings: checked({
    objects: (live) => [live.organization],
    address: () => SETTINGS_ADDRESS,
  }),
  member: checked({
    objects: (live) => live.members ?? [],
    address: (m) => memberAddress(m.email ?? m.id),
  }),
  team: checked({
    objects: (live) => live.teams ?? [],
    address: (t, at, book) => at('team', t.id, () => book.keyedAddress('team', t.id)),
  }),
  saml: checked({
    objects: (live) => live.saml ?? [],
    address: (s, at, book) => at('saml', s.id, () => book.keyedAddress('saml', s.id)),
  }),
  openapi: checked({
    objects: (live) => live.openapi ?? [],
    address: (o, at, book) =>
      at('openapi', o.id, () => book.liveAddress('openapi', o.id, o.slug, openapiAddress)),
  }),
  collection: checked({
    objects: (live) => live.collections ?? [],
    address: (c, at, book) => at('collection', c.id, () => book.keyedAddress('collection', c.id)),
  }),
  // a space no declaration names is not checked
  space: checked({
    objects: (live) => live.spaces ?? [],
    address: (s, at) => at('space', s.id, () => undefined),
  }),
  site: checked({
    objects: (live) => live.sites ?? [],
    address: (s, at, book) => at('site', s.id, () => book.keyedAddress('site', s.id)),
  }),
};

const KNOWN_ROWS = new WeakMap<FieldTable, readonly (readonly [string, readonly string[]])[]>();

/** The rows of a table that know their values (`known`): an enumeration. Made once per table. */
function knownRows(table: FieldTable): readonly (readonly [string, readonly string[]])[] {
  let rows = KNOWN_ROWS.get(table);
  if (rows === undefined) {
    rows = rowsOf(table).flatMap(([name, row]) =>
      row.known === undefined ? [] : [[name, row.known] as const],
    );
    KNOWN_ROWS.set(table, rows);
  }
  return rows;
}
