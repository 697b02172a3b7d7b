import { isDeepStrictEqual } from 'node:util';
import type { ResourceKind } from '../model/kinds.js';
import type { FieldChange, FieldName } from '../model/plan.js';
import { isContentValue } from '../model/content.js';
import { isObject } from '../model/is-object.js';
import { isSecret, SecretValue } from '../model/secret.js';
import { fingerprintValue } from './fingerprint.js';

/** One declared field of an object: the value the YAML wants and the one the API holds. */
export interface FieldPair<K extends ResourceKind = ResourceKind> {
  /** The model's field name (docs/plan-format.md, "Field paths"). */
  readonly path: FieldName<K>;
  /** What goes in the plan; undefined = not declared, so not managed. */
  readonly after: unknown;
  /** What the API holds; undefined = absent (compared as null). */
  readonly before: unknown;
  /** Compare these instead (ids for references, sorted sets); default: after / before. */
  readonly compareAfter?: unknown;
  readonly compareBefore?: unknown;
  /** A value the API never returns (a SAML certificate): unknown live = nothing to compare. */
  readonly writeOnly?: boolean;
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
      out.push(changeOf(p, maskLike(p.after, p.before), p.after));
      continue;
    }
    const wanted = comparable(p.compareAfter ?? p.after);
    const held = comparable(alignSecrets(p.compareAfter ?? p.after, p.compareBefore ?? p.before));
    if (!isDeepStrictEqual(held, wanted)) {
      out.push(changeOf(p, maskLike(p.after, p.before), p.after));
    }
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
  return pairs.filter((p) => p.after !== undefined).map((p) => changeOf(p, undefined, p.after));
}

/**
 * The change of a pair's field. A pair is made from its row (`fieldPairs`: the declared
 * and live values of the row's types) or by its kind's planner, whose pairing the row
 * declares in its planned types (src/model/fields/field-row.ts, `field<D, L, A, B>`);
 * the pair itself holds them untyped, as the comparison reads them.
 */
function changeOf<K extends ResourceKind>(
  pair: FieldPair<K>,
  before: unknown,
  after: unknown,
): FieldChange<K> {
  const change =
    before === undefined ? { path: pair.path, after } : { path: pair.path, before, after };
  // the values are the row's own (above): the one place a pair's values become typed
  return change as FieldChange<K>;
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

/** The live value, with the strings that sit where the YAML holds a secret made secret too. */
export function maskLike(desired: unknown, live: unknown): unknown {
  if (isSecret(desired) && typeof live === 'string') {
    return new SecretValue(live, fingerprintValue(live), []);
  }
  if (Array.isArray(desired) && Array.isArray(live)) {
    return live.map((v, i) => maskLike(desired[i], v));
  }
  if (isNested(desired) && isNested(live)) {
    return Object.fromEntries(Object.entries(live).map(([k, v]) => [k, maskLike(desired[k], v)]));
  }
  return live;
}

/** An object compared key by key: a secret or a content is one value. */
function isNested(value: unknown): value is Readonly<Record<string, unknown>> {
  return isObject(value) && !isSecret(value) && !isContentValue(value);
}
