import { editDistance } from '../model/edit-distance.js';

/* How alike two titles are, for the rename hints (rename-hints.ts). */

/** Equal but for case is 0; otherwise the edit distance between the lower-cased titles. */
export function titleDistance(a: string, b: string): number {
  return editDistance(a.toLowerCase(), b.toLowerCase());
}

/**
 * Titles that start alike for most of the shorter one ("Acme Docs", "Acme
 * Documentation"): a title made longer or shorter, the usual rename of a site or team.
 */
export function sharedStart(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const shorter = Math.min(x.length, y.length);
  let same = 0;
  while (same < shorter && x[same] === y[same]) same += 1;
  return shorter >= 4 && same >= Math.ceil(shorter * 0.6);
}

/** A few letters: one in short titles, up to a quarter of a longer one's length. */
export function closeEnough(title: string): number {
  return Math.max(1, Math.floor(title.length / 4));
}
