import type { LiveKeys, SiteSelector } from '../model/read-needs.js';

/** Whether a selector takes a live site or space: all, none, or by its id or title. */
export function selects(
  selector: SiteSelector,
  object: { readonly id: string; readonly title: string },
): boolean {
  if (selector === 'all') return true;
  if (selector === 'none') return false;
  const sets = setsOf(selector);
  return sets.ids.has(object.id) || sets.titles.has(object.title);
}

interface KeySets {
  readonly ids: ReadonlySet<string>;
  readonly titles: ReadonlySet<string>;
}

/** A selector's keys as sets, made once: 1,000 sites against 1,000 declared titles. */
const keySets = new WeakMap<LiveKeys, KeySets>();

function setsOf(keys: LiveKeys): KeySets {
  let sets = keySets.get(keys);
  if (sets === undefined) {
    sets = { ids: new Set(keys.ids), titles: new Set(keys.titles) };
    keySets.set(keys, sets);
  }
  return sets;
}
