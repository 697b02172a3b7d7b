// In model, not one layer: every layer's messages count with it.
/**
 * `1 object`, `2 objects`: a number and its noun, in the plural unless it is one. Every
 * layer's messages count with it, so none writes `object(s)` and all read alike.
 */
export function count(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
