import { isDeepStrictEqual } from 'node:util';
import type { ResourceKind } from '../model/kinds.js';
import type { AfterValue, BeforeValue, FieldChange, FieldName } from '../model/plan.js';
import { fieldChange } from '../model/field-change.js';
import { isContentValue } from '../model/content.js';
import { isObject } from '../model/is-object.js';
import { isSecret, SecretValue } from '../model/secret.js';
import { fingerprintValue } from './fingerprint.js';

/**
 * One declared field N of an object of kind K: the value the YAML wants and the one the
 * API holds, of the row's planned types (`AfterValue`, `BeforeValue`: a reference as its
 * IdRef, a content by its digest), so a planner's pair is checked against the row.
 */
export interface RowPair<K extends ResourceKind, N extends FieldName<K>> {
  /** The model's field name (docs/plan-format.md, "Field paths"). */
  readonly path: N;
  /** What goes in the plan; undefined = not declared, so not managed. */
  readonly after: AfterValue<K, N> | undefined;
  /** What the API holds; undefined = absent (compared as null). */
  readonly before: BeforeValue<K, N> | undefined;
  /** Compare these instead (ids for references, sorted sets); default: after / before. */
  readonly compareAfter?: unknown;
  readonly compareBefore?: unknown;
  /** A value the API never returns (a SAML certificate): unknown live = nothing to compare. */
  readonly writeOnly?: boolean;
}

/**
 * One declared field of an object of kind K: a union by field name (`RowPair`), which
 * code generic over the kind reads as a pair of some field of K.
 */
export type FieldPair<K extends ResourceKind = ResourceKind> = AnyRowPair<K> &
  (K extends ResourceKind ? { [N in FieldName<K>]: RowPair<K, N> }[FieldName<K>] : never);

/** What a pair of any field of K is, as code generic over K reads it. */
interface AnyRowPair<K extends ResourceKind> {
  readonly path: FieldName<K>;
  readonly after: unknown;
  readonly before: unknown;
}

/**
 * The fields whose declared value differs from the live one (CONTRIBUTING.md, rule 5:
 * both sides normalized first), compared one field at a time: the plan holds each
 * differing field's whole before and after, so the applier sends whole values and nothing
 * needs the paths inside a nested value.
 */
export function compareFields<K extends ResourceKind>(
  pairs: readonly FieldPair<K>[],
): FieldChange<K>[] {
  const out: FieldChange<K>[] = [];
  for (const p of pairs) {
    if (p.after === undefined || (p.writeOnly === true && p.before === undefined)) continue;
    const same = samePrimitive(p.compareAfter ?? p.after, p.compareBefore ?? p.before);
    if (same === true) continue;
    if (same === false) {
      out.push(changeOf(p));
      continue;
    }
    const wanted = comparable(p.compareAfter ?? p.after);
    const held = comparable(alignSecrets(p.compareAfter ?? p.after, p.compareBefore ?? p.before));
    if (!isDeepStrictEqual(held, wanted)) out.push(changeOf(p));
  }
  return out;
}

/**
 * The comparison of two plain values (a string, a number, a boolean; absent is null), as
 * `comparable` and `isDeepStrictEqual` would make it, without their walk: most fields
 * are such values. Undefined when either side is an object (a secret, a list, a map).
 */
function samePrimitive(wanted: unknown, held: unknown): boolean | undefined {
  if (!isPrimitive(wanted) || !isPrimitive(held)) return undefined;
  return Object.is(wanted ?? null, held ?? null);
}

function isPrimitive(value: unknown): boolean {
  return value === null || typeof value !== 'object';
}

/** Every declared field, as a create lists them (before is always undefined there). */
export function declaredFields<K extends ResourceKind>(
  pairs: readonly FieldPair<K>[],
): FieldChange<K>[] {
  return pairs.filter((p) => p.after !== undefined).map((p) => fieldChange<K>(p.path, p.after));
}

/** The change of a pair's field: the declared value, and the live one masked like it. */
function changeOf<K extends ResourceKind>(pair: FieldPair<K>): FieldChange<K> {
  return fieldChange<K>(pair.path, pair.after, maskLike(pair.after, pair.before));
}

/** Secrets become their fingerprint; absent becomes null; key order never matters. */
function comparable(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (isSecret(value)) return `\u0000secret:${value.fingerprint}`;
  if (Array.isArray(value)) return value.map(comparable);
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, comparable(v)] as const));
  }
  return value;
}

/** The live value with each string that sits where the YAML holds a secret fingerprinted. */
function alignSecrets(desired: unknown, live: unknown): unknown {
  if (isSecret(desired)) {
    return typeof live === 'string' ? `\u0000secret:${fingerprintValue(live)}` : live;
  }
  if (Array.isArray(desired) && Array.isArray(live)) {
    return live.map((v, i) => alignSecrets(desired[i], v));
  }
  if (isNested(desired) && isNested(live)) {
    return Object.fromEntries(
      Object.entries(live).map(([k, v]) => [k, alignSecrets(desired[k], v)]),
    );
  }
  return live;
}

/**
 * The live value, with the strings that sit where the YAML holds a secret made secret
 * too. Its type is the live one: a row's planned `before` allows a `SecretValue` for any
 * string (`Masked`, src/model/fields/field-row.ts), which a walk of the value cannot show
 * TypeScript.
 */
export function maskLike<B>(desired: unknown, live: B): B {
  return masked(desired, live) as B;
}

function masked(desired: unknown, live: unknown): unknown {
  if (isSecret(desired) && typeof live === 'string') {
    return new SecretValue(live, fingerprintValue(live), []);
  }
  if (Array.isArray(desired) && Array.isArray(live)) {
    return live.map((v, i) => masked(desired[i], v));
  }
  if (isNested(desired) && isNested(live)) {
    return Object.fromEntries(Object.entries(live).map(([k, v]) => [k, masked(desired[k], v)]));
  }
  return live;
}

/** An object compared key by key: a secret or a content is one value. */
function isNested(value: unknown): value is Readonly<Record<string, unknown>> {
  return isObject(value) && !isSecret(value) && !isContentValue(value);
}
