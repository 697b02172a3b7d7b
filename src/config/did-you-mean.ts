import { editDistance, nearestTypo } from '../model/edit-distance.js';

/**
 * The candidate closest to `word`, if it is close enough to be a likely typo (the rule of
 * `nearestTypo`).
 */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  return nearestTypo(word, candidates)?.candidate;
}

/** `did you mean "x"?`, or undefined when nothing is close. */
export function didYouMean(word: string, candidates: Iterable<string>): string | undefined {
  const match = closest(word, candidates);
  return match === undefined ? undefined : `did you mean "${match}"?`;
}

/**
 * `did you mean "x"?` for a name chosen from a few the config declares (an environment):
 * the closest by edit distance however far, as any of a few names is a better guess than
 * none (`prod` is 6 edits from `production`, past the cap of `closest`).
 */
export function didYouMeanOneOf(word: string, candidates: Iterable<string>): string | undefined {
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase(), bestDistance);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best === undefined ? undefined : `did you mean "${best}"?`;
}
