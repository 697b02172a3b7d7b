import type { ResourceKind } from '../model/kinds.js';
import { isIdRef } from '../model/id-ref.js';
import type { ChangeOf, FieldName } from '../model/plan.js';
import { isContentValue } from '../model/content.js';
import { isSecret, reveal } from '../model/secret.js';

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

/** The changed fields of a change, by name, in wire form; a removed field is null. */
export type FieldValues<K extends ResourceKind> = Map<FieldName<K>, unknown>;

export function changedFields<K extends ResourceKind>(change: ChangeOf<K>): FieldValues<K> {
  const out: FieldValues<K> = new Map();
  for (const field of change.fields ?? []) {
    out.set(field.path, field.after === undefined ? null : wireValue(field.after));
  }
  return out;
}

/**
 * A request body of the fields a change sets, under the same names: `keys` are keys of
 * the official body type B (a name the official request lacks is a compile error),
 * each taken from the field of that name when the change carries it.
 */
export function pick<B extends object>(
  fields: ReadonlyMap<string, unknown>,
  keys: readonly (keyof B & string)[],
): B {
  const body: Record<string, unknown> = {};
  for (const key of keys) if (fields.has(key)) body[key] = fields.get(key);
  return body as B;
}

/** The before value of a field, in wire form. */
export function beforeOf<K extends ResourceKind>(change: ChangeOf<K>, path: FieldName<K>): unknown {
  const field = change.fields?.find((f) => f.path === path);
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
