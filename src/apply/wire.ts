import type { FieldTable, NamesWhere } from '../model/fields/field-row.js';
import { namesWhere, rowsOf } from '../model/fields/field-row.js';
import type { ResourceKind } from '../model/kinds.js';
import { isIdRef } from '../model/id-ref.js';
import { changeNamed } from '../model/field-change.js';
import type {
  AfterValue,
  BeforeValue,
  ChangeOf,
  FieldChange,
  FieldName,
  IdRef,
} from '../model/plan.js';
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
 * by its whole text. The walk is what `Wire` describes, type by type, which TypeScript
 * cannot follow through a recursive function: the one assertion of the wire form.
 */
export function wireValue<T>(value: T): Wire<T> {
  return onTheWire(value) as Wire<T>;
}

function onTheWire(value: unknown): unknown {
  if (isSecret(value)) return value.reveal();
  if (isContentValue(value)) return reveal(value.text);
  if (isIdRef(value)) return value.id;
  if (Array.isArray(value)) return value.map(onTheWire);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, onTheWire(v)]));
  }
  return value;
}

/** The value a change sets for field N of kind K, in wire form; null when it removes it. */
export type WireAfter<K extends ResourceKind, N extends FieldName<K>> = Wire<
  AfterValue<K, N>
> | null;

/**
 * The changed fields of a change, by name, in wire form; a removed field is null. `get`
 * gives each field's own type (its row's, src/model/planned-fields.ts `PlannedFields`): a sender
 * reads the declared type of the field it sends.
 */
export class FieldValues<K extends ResourceKind> {
  readonly #fields: FieldChange<K>[];

  constructor(fields: readonly FieldChange<K>[]) {
    this.#fields = [...fields];
  }

  has(name: FieldName<K>): boolean {
    return this.#fields.some((f) => f.path === name);
  }

  get<N extends FieldName<K>>(name: N): WireAfter<K, N> | undefined {
    const field = changeNamed<K, N>(this.#fields, name);
    if (field === undefined) return undefined;
    return field.after === undefined ? null : wireValue(field.after);
  }

  /** Forgets the field `name`: sent already (by the create, or a call of its own). */
  delete(name: FieldName<K>): void {
    const at = this.#fields.findIndex((f) => f.path === name);
    if (at >= 0) this.#fields.splice(at, 1);
  }

  /** The fields named in `names` only: what one call of a create sends alone. */
  only(names: readonly FieldName<K>[]): FieldValues<K> {
    return new FieldValues(this.#fields.filter((f) => names.includes(f.path)));
  }

  /** The fields set to a value, without those removed or null (nothing to send to a new object). */
  withValues(): FieldValues<K> {
    return new FieldValues(this.#fields.filter((f) => f.after !== undefined && f.after !== null));
  }
}

export function changedFields<K extends ResourceKind>(change: ChangeOf<K>): FieldValues<K> {
  return new FieldValues(change.fields ?? []);
}

/** The before value of a field, in wire form. */
export function beforeOf<K extends ResourceKind, N extends FieldName<K>>(
  change: ChangeOf<K>,
  path: N,
): Wire<BeforeValue<K, N>> | null | undefined {
  const field = changeNamed<K, N>(change.fields, path);
  return field?.before === undefined ? undefined : wireValue(field.before);
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

/**
 * The body keys of the rows `names`, typed by `SentKey`: a row's `sendKey`, else its
 * name, at run time, which TypeScript cannot see through a generic table.
 */
function bodyKeysOf<T extends FieldTable, N extends keyof T & string>(
  table: T,
  names: readonly N[],
): (SentKey<T, N> & string)[] {
  return names.map((name) => table[name]?.sendKey ?? name) as (SentKey<T, N> & string)[];
}

/** The body keys of the rows of `table` sent by the call `via`. */
export type SentKeys<T extends FieldTable, V extends string> = SentKey<T, NamesWhere<T, 'via', V>> &
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
  return bodyKeysOf(table, namesWhere<T, 'via', V>(table, 'via', via));
}

/** The body keys of the rows sent in the create request too (`inCreate`). */
export type CreateKeys<T extends FieldTable> = SentKey<T, NamesWhere<T, 'inCreate', true>> & string;

/** The body keys of the rows sent in the create request, typed as `sentKeys` is. */
export function createKeys<T extends FieldTable>(table: T): CreateKeys<T>[] {
  return bodyKeysOf(table, namesWhere<T, 'inCreate', true>(table, 'inCreate', true));
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
  const sent: readonly string[] = keys;
  for (const [name, row] of rowsOf(table)) {
    const key = row.sendKey ?? name;
    if (!fields.has(name) || !sent.includes(key)) continue;
    const value = fields.get(name);
    body[key] = row.send === undefined ? value : row.send(value);
  }
  return body as B;
}

/** The name of the one row of `T` sent by the call `V`. */
type RowVia<T extends FieldTable, V extends string> = NamesWhere<T, 'via', V>;

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
  const names = namesWhere<T, 'via', V>(table, 'via', via);
  const only = names[0];
  if (only === undefined || names.length > 1) {
    throw new Error(`the call ${via} sends ${names.length} fields, not one`);
  }
  // `table` is the kind's own (every handler passes its kind's), so its row's name is a
  // field of the kind, which TypeScript cannot relate for a generic kind and table
  return fields.get(only as RowVia<T, V> & FieldName<K>);
}
