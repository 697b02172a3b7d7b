/**
 * Moves `item` within the flat array that holds it and its siblings, so that it sits
 * right before or after `anchor` (a sibling), or after every other element ('end').
 * Order among siblings is array order (world.ts), so this is the whole of a move.
 */
export type Placement<T> = { before: T } | { after: T } | 'end';

export function reorder<T>(list: T[], item: T, placement: Placement<T>): void {
  const from = list.indexOf(item);
  if (from < 0) throw new Error('reorder: item is not in the list');
  list.splice(from, 1);
  if (placement === 'end') {
    list.push(item);
    return;
  }
  const anchor = 'before' in placement ? placement.before : placement.after;
  const at = list.indexOf(anchor);
  if (at < 0) throw new Error('reorder: anchor is not in the list');
  list.splice('before' in placement ? at : at + 1, 0, item);
}
