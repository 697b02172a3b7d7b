// In model, not one layer: config and plan both suggest names with it, and neither may import the other.
/**
 * Edit distance (Levenshtein: insertions, deletions, substitutions) between two strings,
 * with an optional cap to stop early: the one measure of every "did you mean" and rename
 * hint, in config and plan alike.
 */
export function editDistance(a: string, b: string, cap = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > cap) return cap + 1;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** A candidate near a word, and how many edits away. */
export interface Near {
  readonly candidate: string;
  readonly distance: number;
}

/**
 * The candidate nearest to `word` if it is close enough to be a likely typo: at most a
 * fifth of the word's length in edits (and at least 2), compared case-insensitively; the
 * first of equally near ones.
 */
export function nearestTypo(word: string, candidates: Iterable<string>): Near | undefined {
  const lower = word.toLowerCase();
  const cap = Math.max(2, Math.floor(word.length / 5));
  let best: Near | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase(), (best?.distance ?? cap + 1) - 1);
    if (distance < (best?.distance ?? cap + 1)) best = { candidate, distance };
  }
  return best;
}
