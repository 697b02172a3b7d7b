/**
 * Positions (into `seq`) of one longest strictly increasing subsequence, in O(n log n)
 * (patience sorting with back links). The items of an ordered list that keep their
 * place are such a subsequence; every other item needs one move (n - LIS moves in all).
 */
export function longestIncreasingSubsequence(seq: readonly number[]): number[] {
  if (increasing(seq)) return seq.map((_, i) => i); // a list already in order: all of it
  const tails: number[] = []; // tails[k]: position of the smallest tail of a run of length k+1
  const back: number[] = new Array<number>(seq.length).fill(-1);
  seq.forEach((value, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((seq[tails[mid] as number] as number) < value) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) back[i] = tails[lo - 1] as number;
    tails[lo] = i;
  });
  const result: number[] = [];
  let at = tails.length > 0 ? (tails[tails.length - 1] as number) : -1;
  while (at !== -1) {
    result.push(at);
    at = back[at] as number;
  }
  return result.reverse();
}

function increasing(seq: readonly number[]): boolean {
  for (let i = 1; i < seq.length; i++) {
    if ((seq[i - 1] as number) >= (seq[i] as number)) return false;
  }
  return true;
}
