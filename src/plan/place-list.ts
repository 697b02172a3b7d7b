import type { Address } from '../model/address.js';
import type { ResourceKind } from '../model/kinds.js';
import type { LiveKey } from '../model/live-key.js';
import { liveKey } from '../model/live-key.js';
import type { IdRef, MovePosition } from '../model/plan.js';
import { idRef } from '../model/id-ref.js';
import { longestIncreasingSubsequence } from './lis.js';

/** One child of an ordered list, in the order the YAML wants. */
export interface ListItem {
  readonly address: Address;
  /** Its kind: sections, groups and external links share a list, and may share an id. */
  readonly kind: ResourceKind;
  /** Live id; undefined when the item is created in this run. */
  readonly id?: string;
  /**
   * `kept`: already in this list. `appended`: joins it in this run (a create, a
   * replace, or a re-parent), and the API puts it last (spec: new sections and site
   * spaces are added at the end; a re-parented section lands last in its new parent).
   */
  readonly state: 'kept' | 'appended';
}

/**
 * A list as the API holds it: its live items in order, and the kind of each (sections,
 * groups and external links share a list, and may share an id). Kinds and ids are
 * compared as they are: a list already in order, the usual one, builds no key.
 */
export interface LiveOrder<L extends { readonly id: string }> {
  readonly items: readonly L[];
  readonly kindOf: (item: L) => ResourceKind;
}

/**
 * Where each item must be moved so the list ends in the wanted order, with the fewest
 * moves: the kept items on a longest increasing subsequence of the live order stay; the
 * others are placed left to right, each after its wanted predecessor (or, for the first
 * item, before the first item that stays). Every position so names a sibling that is in
 * its final relative place when the change runs. `live` is the list as the API holds
 * it. Returns one position per item (undefined: no move).
 */
export function placeList<L extends { readonly id: string }>(
  items: readonly ListItem[],
  live: LiveOrder<L>,
): (MovePosition | undefined)[] {
  if (inOrder(items, live)) return items.map(() => undefined);
  const wantedIndex = new Map<LiveKey, number>();
  items.forEach((item, i) => {
    const key = keptKey(item);
    if (key !== undefined) wantedIndex.set(key, i);
  });
  const seq = live.items
    .map((l) => liveKey(live.kindOf(l), l.id))
    .filter((key) => wantedIndex.has(key))
    .map((key) => wantedIndex.get(key) as number);
  const longest = longestIncreasingSubsequence(seq);
  // every item live in this list and in its wanted order: nothing moves
  if (longest.length === items.length) return items.map(() => undefined);
  const stays = new Set(longest.map((p) => seq[p] as number));
  const firstStay = Math.min(...stays);
  const lastStay = Math.max(-1, ...stays);
  return items.map((item, i) => {
    if (stays.has(i)) return undefined;
    if (item.state === 'appended' && i > lastStay) return undefined;
    return i > 0
      ? { after: refOf(items[i - 1] as ListItem) }
      : { before: refOf(items[firstStay] as ListItem) };
  });
}

/**
 * Every item is live in this list and the live order holds them in the wanted order
 * (other live ids between them): the usual list, where nothing moves. The same answer
 * as the subsequence below gives, without indexing the list.
 */
function inOrder<L extends { readonly id: string }>(
  items: readonly ListItem[],
  live: LiveOrder<L>,
): boolean {
  let next = 0;
  for (const l of live.items) {
    const item = items[next];
    if (item === undefined) break;
    if (item.state === 'kept' && item.id === l.id && item.kind === live.kindOf(l)) next += 1;
  }
  return next === items.length;
}

/** The key of an item already in this list; undefined for one that joins it. */
function keptKey(item: ListItem): LiveKey | undefined {
  return item.state === 'kept' && item.id !== undefined ? liveKey(item.kind, item.id) : undefined;
}

function refOf(item: ListItem): IdRef {
  return idRef(item.address, item.id);
}
