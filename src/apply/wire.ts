import type { FieldTable } from '../model/fields/field-row.js';
import { rowsOf } from '../model/fields/field-row.js';
import type { ResourceKind } from '../model/kinds.js';
import { isIdRef } from '../model/id-ref.js';
import type { AfterValue, BeforeValue, ChangeOf, FieldName, IdRef } from '../model/plan.js';
import { isContentValue, type ContentValue } from '../model/content.js';
import { isSecret, reveal, type SecretValue } from '../model/secret.js';

/**
 * A planned value as the API takes it (`wireValue`): a secret or a content as its text,
 * an IdRef as its id (every one resolved before a handler runs), the rest as it is.
 */
export type Wire<T> = T extends SecretValue | ContentValue | IdRef
  ? string
  : T extends readonly (infer E)[]
    ? Wire<E>[]
    : T extends object
      ? { readonly [P in keyof T]: Wire<T[P]> }
      : T;

/**
 * A field value as the API takes it: secrets revealed (this is the one place that
 * sends them), IdRefs replaced by their ids (resolved before handlers run), a content
 * by its whole text.
 */
export function wireValue(value: unknown): unknown {
  if (isSecret(value)) return value.reveal();
  if (isContentValue(value)) return reveal(value.text);
  if (isIdRef(value)) return value.id;
  if (Array.isArray(value)) return value.map(wireValue);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, wireValue(v)]));
  }
  return value;
}

/** The value a change sets for field N of kind K, in wire form; null when it removes it. */
export type WireAfter<K extends ResourceKind, N extends FieldName<K>> = Wire<
  AfterValue<K, N>
> | null;

type AnyWireAfter<K extends ResourceKind> = { [N in FieldName<K>]: WireAfter<K, N> }[FieldName<K>];

/**
 * The changed fields of a change, by name, in wire form; a removed field is null. `get`
 * gives each field's own type (its row's, src/model/planned-fields.ts `PlannedFields`): a sender
 * reads the declared type of the field it sends.
 */
export interface FieldValues<K extends ResourceKind> extends Map<FieldName<K>, AnyWireAfter<K>> {
  get<N extends FieldName<K>>(name: N): WireAfter<K, N> | undefined;
}

export function changedFields<K extends ResourceKind>(change: ChangeOf<K>): FieldValues<K> {
  const out = new Map<string, unknown>();
  for (const field of change.fields ?? []) {
    out.set(field.path, field.after === undefined ? null : wireValue(field.after));
  }
  // each value is set under its own field's name, in the form `Wire` describes
  return out as FieldValues<K>;
}

/** The fields of `fields` named in `names` only: what one call of a create sends alone. */
export function onlyFields<K extends ResourceKind>(
  fields: FieldValues<K>,
  names: readonly FieldName<K>[],
): FieldValues<K> {
  const out = new Map<FieldName<K>, unknown>();
  for (const name of names) if (fields.has(name)) out.set(name, fields.get(name));
  // each value is the one `fields` holds under the same name
  return out as FieldValues<K>;
}

/** The before value of a field, in wire form. */
export function beforeOf<K extends ResourceKind, N extends FieldName<K>>(
  change: ChangeOf<K>,
  path: N,
): Wire<BeforeValue<K, N>> | null | undefined {
  const field = change.fields?.find((f) => f.path === path);
  // the field found is the one named `path`, so its before is that field's
  return field?.before === undefined
    ? undefined
    : (wireValue(field.before) as Wire<BeforeValue<K, N>> | null);
}

export function isEmpty(body: object): boolean {
  return Object.keys(body).length === 0;
}

/** A field value the plan holds as a string (titles, paths, ids). */
export function text(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new Error(`${what} is not a string`);
  return value;
}

/** The body key a row sends under: its `sendKey`, else its name. */
type SentKey<T extends FieldTable, K extends keyof T> = T[K] extends { readonly sendKey: infer S }
  ? S
  : K;

/** The body keys of the rows of `table` sent by the call `via`. */
export type SentKeys<T extends FieldTable, V extends string> = {
  [K in keyof T]: T[K] extends { readonly via: V } ? SentKey<T, K> : never;
}[keyof T] &
  string;

/**
 * The body keys of the rows sent by `via`, typed: a handler assigns them to the keys of
 * the official body type, so a row whose key the official request lacks is a compile
 * error.
 */
export function sentKeys<T extends FieldTable, V extends string>(
  table: T,
  via: V,
): SentKeys<T, V>[] {
  // the filter is the type's condition, at run time
  return rowsOf(table)
    .filter(([, row]) => row.via === via)
    .map(([name, row]) => row.sendKey ?? name) as SentKeys<T, V>[];
}

/** The body keys of the rows sent in the create request too (`inCreate`). */
export type CreateKeys<T extends FieldTable> = {
  [K in keyof T]: T[K] extends { readonly inCreate: true } ? SentKey<T, K> : never;
}[keyof T] &
  string;

/** The body keys of the rows sent in the create request, typed as `sentKeys` is. */
export function createKeys<T extends FieldTable>(table: T): CreateKeys<T>[] {
  // the filter is the type's condition, at run time
  return rowsOf(table)
    .filter(([, row]) => row.inCreate === true)
    .map(([name, row]) => row.sendKey ?? name) as CreateKeys<T>[];
}

/** The keys of an official body, of any of its branches when it is a `oneOf` (a union). */
export type BodyKey<B> = B extends unknown ? keyof B & string : never;

/**
 * A request body of the fields a change sets, each under its row's body key and in the
 * form its row sends (`send`): `keys` are keys of the official body type B.
 */
export function bodyOf<B extends object>(
  table: FieldTable,
  fields: { has(name: string): boolean; get(name: string): unknown },
  keys: readonly BodyKey<B>[],
): B {
  const body: Record<string, unknown> = {};
  for (const [name, row] of rowsOf(table)) {
    const key = row.sendKey ?? name;
    if (!fields.has(name) || !(keys as readonly string[]).includes(key)) continue;
    const value = fields.get(name);
    body[key] = row.send === undefined ? value : row.send(value);
  }
  return body as B;
}

/** The name of the one row of `T` sent by the call `V`. */
type RowVia<T extends FieldTable, V extends string> = {
  [N in keyof T]: T[N] extends { readonly via: V } ? N : never;
}[keyof T] &
  string;

/**
 * The value a change sets for the one row of `table` sent by the call `via` (a call of
 * its own: publishing, a sub-resource's PUT), typed as that row's; undefined when the
 * change does not set it.
 */
export function valueVia<K extends ResourceKind, T extends FieldTable, V extends string>(
  table: T,
  fields: FieldValues<K>,
  via: V,
): WireAfter<K, RowVia<T, V> & FieldName<K>> | undefined {
  const rows = rowsOf(table).filter(([, row]) => row.via === via);
  const only = rows[0];
  if (only === undefined || rows.length > 1) {
    throw new Error(`the call ${via} sends ${rows.length} fields, not one`);
  }
  // the filter is the type's condition: the one row sent by `via`, a field of the kind
  return fields.get(only[0] as RowVia<T, V> & FieldName<K>);
}
