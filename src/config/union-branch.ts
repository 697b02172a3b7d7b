import type * as z from 'zod';

type Issue = z.core.$ZodIssue;

/**
 * Which branch of a failed union the value was written for: the one whose problems
 * cost least, where a wrong type at the branch's root costs most (the value is
 * another kind of thing) and each unknown key at its root costs more than a missing
 * field (an item with `group:` is a group, not a section missing its `title`).
 */
export function chooseBranch(branches: readonly (readonly Issue[])[]): number | undefined {
  let best: number | undefined;
  let bestCost = Number.POSITIVE_INFINITY;
  branches.forEach((issues, i) => {
    const cost = issues.reduce((sum, issue) => sum + costOf(issue), 0);
    if (cost < bestCost) {
      best = i;
      bestCost = cost;
    }
  });
  return best;
}

function costOf(issue: Issue): number {
  const atRoot = issue.path.length === 0;
  if (atRoot && issue.code === 'invalid_type') return 100;
  if (atRoot && issue.code === 'invalid_value') return 50;
  if (atRoot && issue.code === 'unrecognized_keys') return 10 * issue.keys.length;
  return 1;
}
