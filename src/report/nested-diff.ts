import deepDiff from 'deep-diff';
import { isObject } from '../model/is-object.js';

/**
 * One changed leaf of a nested value: `~` a value edited, `+` a key only after, `-` a key
 * only before. `path` holds the object keys from the field down to the leaf.
 */
export interface NestedChange {
  readonly sign: '~' | '+' | '-';
  readonly path: readonly string[];
  readonly before?: unknown;
  readonly after?: unknown;
}

/**
 * The leaves that differ between two objects, by deep-diff, in the order of the keys
 * before and then of the keys only after. An array is one leaf: deep-diff reports its
 * edits by index (an element added at 2, a key edited in element 0), which reads as
 * moves that did not happen, so any change inside an array is shown as the whole array
 * at its path, once, before and after. Keys whose values are equal are left out; an
 * empty list when nothing differs.
 */
export function nestedChanges(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): NestedChange[] {
  const changes: NestedChange[] = [];
  const arrays = new Set<string>();
  for (const diff of deepDiff.diff(before, after) ?? []) {
    const path = diff.path ?? [];
    const inArray = path.findIndex((segment) => typeof segment === 'number');
    if (diff.kind === 'A' || inArray >= 0) {
      // deep-diff names an array element by its number, an object key by a string
      const at = (inArray >= 0 ? path.slice(0, inArray) : path).map(String);
      const key = JSON.stringify(at);
      if (arrays.has(key)) continue;
      arrays.add(key);
      changes.push({ sign: '~', path: at, before: valueAt(before, at), after: valueAt(after, at) });
      continue;
    }
    const at = path.map(String);
    if (diff.kind === 'N') changes.push({ sign: '+', path: at, after: diff.rhs });
    else if (diff.kind === 'D') changes.push({ sign: '-', path: at, before: diff.lhs });
    else changes.push({ sign: '~', path: at, before: diff.lhs, after: diff.rhs });
  }
  return changes;
}

/**
 * The leaves of an object, each by its path from the object, in key order: what a field
 * removed whole held (a site space's override reset). An array, and an empty object, is
 * one leaf, as nestedChanges shows it.
 */
export function objectLeaves(
  value: Readonly<Record<string, unknown>>,
  path: readonly string[] = [],
): { readonly path: readonly string[]; readonly value: unknown }[] {
  return Object.entries(value).flatMap(([key, v]) =>
    isObject(v) && Object.keys(v).length > 0
      ? objectLeaves(v, [...path, key])
      : [{ path: [...path, key], value: v }],
  );
}

function valueAt(root: unknown, path: readonly string[]): unknown {
  let value = root;
  for (const key of path)
    value = isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
  return value;
}
