import { isObject } from './is-object.js';

/**
 * The walk of a value managed leaf by leaf (`compare: 'declared-leaves'` of a field row,
 * a site's customization): the declared value names the paths that are managed, and
 * the live value keeps everything else. An object is descended into key by key, except
 * at the paths listed as `whole` (a union of object forms) and for lists, which are
 * one value each.
 */

/**
 * The live value cut to the paths `declared` names: what the plan compares and shows as
 * `before`. A declared leaf the live value lacks is left out (shown as added), except a
 * declared `null`, which an absent value already is. A value sent whole is cut the same
 * way, so that keys the API answers beside the ones it takes (a font definition's
 * `permissions`, a field of a newer API version) are no change; only an empty object
 * there (`favicon: {}`, no favicon) is a value of its own, compared whole.
 */
export function prunedToDeclared(
  live: unknown,
  declared: unknown,
  whole: readonly string[],
  at = '',
): unknown {
  if (!isObject(declared) || !isObject(live)) return live;
  if (Object.keys(declared).length === 0 && whole.includes(at)) return live;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(declared)) {
    const path = at === '' ? key : `${at}.${key}`;
    if (!Object.hasOwn(live, key)) {
      if (value === null) out[key] = null;
      continue;
    }
    out[key] = isObject(value) ? prunedToDeclared(live[key], value, whole, path) : live[key];
  }
  return out;
}

/**
 * The live value with every declared leaf laid over it: what a full replacement sends
 * so that only the declared paths change (a read-modify-write).
 */
export function laidOver(
  live: unknown,
  declared: unknown,
  whole: readonly string[],
  at = '',
): unknown {
  if (!isObject(declared) || !isObject(live) || whole.includes(at)) return declared;
  const out: Record<string, unknown> = { ...live };
  for (const [key, value] of Object.entries(declared)) {
    const path = at === '' ? key : `${at}.${key}`;
    out[key] = laidOver(live[key], value, whole, path);
  }
  return out;
}
