import { isSecret } from '../model/secret.js';
import type { Change } from '../model/plan.js';
import { isIdRef } from './resolve-refs.js';

/**
 * A field value as the API takes it: secrets revealed (this is the one place that
 * sends them), IdRefs replaced by their ids (resolved before handlers run).
 */
export function wireValue(value: unknown): unknown {
  if (isSecret(value)) return value.reveal();
  if (isIdRef(value)) return value.id;
  if (Array.isArray(value)) return value.map(wireValue);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, wireValue(v)]));
  }
  return value;
}

/** The changed fields of a change, by path, in wire form; a removed field is null. */
export function changedFields(change: Change): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const field of change.fields ?? []) {
    out.set(field.path, field.after === undefined ? null : wireValue(field.after));
  }
  return out;
}

/** The body of those `names` that the change sets, renamed by `rename` where given. */
export function bodyOf(
  fields: ReadonlyMap<string, unknown>,
  names: readonly string[],
  rename: Readonly<Record<string, string>> = {},
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of names) if (fields.has(name)) body[rename[name] ?? name] = fields.get(name);
  return body;
}

/** The before value of a field, in wire form. */
export function beforeOf(change: Change, path: string): unknown {
  const field = change.fields?.find((f) => f.path === path);
  return field?.before === undefined ? undefined : wireValue(field.before);
}

export function isEmpty(body: Readonly<Record<string, unknown>>): boolean {
  return Object.keys(body).length === 0;
}
