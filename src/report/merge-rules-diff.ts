import { isDeepStrictEqual } from 'node:util';

interface ShownRules {
  readonly type: unknown;
  readonly rules: readonly unknown[];
}

function asRules(value: unknown): ShownRules {
  if (typeof value !== 'object' || value === null) return { type: undefined, rules: [] };
  const { type, rules } = value as { type?: unknown; rules?: unknown };
  return { type, rules: Array.isArray(rules) ? rules : [] };
}

/** A rule with its reviewers in a fixed order: they are a set, as the planner compares them. */
function canonical(rule: unknown): unknown {
  if (typeof rule !== 'object' || rule === null) return rule;
  const { users } = rule as { users?: unknown };
  if (!Array.isArray(users)) return rule;
  return { ...rule, users: [...users].map(String).sort() };
}

/** What differs between two merge-rules values: the type, the rules only before, only after. */
export interface MergeRulesDiff {
  readonly type?: readonly [unknown, unknown];
  readonly removed: readonly unknown[];
  readonly added: readonly unknown[];
}

/**
 * A change of the merge rules as what changed (values as the YAML writes them): the type
 * when it changes, the rules only before and the rules only after; rules on both sides
 * are left out, and a rule edited in place shows as its old and new form.
 */
export function mergeRulesDiff(before: unknown, after: unknown): MergeRulesDiff {
  const was = asRules(before);
  const now = asRules(after);
  const has = (list: readonly unknown[], rule: unknown) =>
    list.some((other) => isDeepStrictEqual(canonical(other), canonical(rule)));
  return {
    ...(isDeepStrictEqual(was.type, now.type) ? {} : { type: [was.type, now.type] as const }),
    removed: was.rules.filter((r) => !has(now.rules, r)),
    added: now.rules.filter((r) => !has(was.rules, r)),
  };
}
