import { SETTINGS_ADDRESS } from '../../model/address.js';
import type { MergeRule, MergeRules } from '../../model/desired.js';
import type { LiveOrganization } from '../../model/live.js';
import type { IdRef } from '../../model/plan.js';
import type { FieldPair } from '../compare-fields.js';
import type { PlanContext } from '../plan-context.js';
import { unknownMember } from './team-kind.js';

type LiveRule = NonNullable<LiveOrganization['mergeRules']['rules']>[number];

/** A rule as compared: reviewers as a set of user ids, absent values as null. */
interface ComparableRule {
  readonly rule: string;
  readonly users: readonly string[];
  readonly expression: string | null;
  readonly message: string | null;
}

/**
 * The organization's merge rules (official `MergeRulesStandaloneConfiguration`), managed
 * whole: the type, and each rule in order with its reviewers (compared as a set of user
 * ids), its `expression` and its `message` (official `MergeRule`: the custom variant
 * carries both, and the API answers them). Both sides are shown as the YAML writes them:
 * reviewers as member references (emails), and `users` only on a rule that has them.
 */
export function mergeRulesPair(
  ctx: PlanContext,
  d: MergeRules,
  org: LiveOrganization,
): FieldPair<'settings'> {
  const rules = d.rules?.map((rule) => withRefs(ctx, rule));
  const held = org.mergeRules.rules;
  return {
    path: 'mergeRules',
    after: { type: d.type, ...(rules ? { rules } : {}) },
    before: {
      type: org.mergeRules.type,
      ...(held ? { rules: held.map((rule) => shownLive(ctx, rule)) } : {}),
    },
    compareAfter: {
      type: d.type,
      rules: (rules ?? []).map((r) =>
        comparable(
          r,
          r.users?.map((u) => u.id ?? u.ref),
        ),
      ),
    },
    compareBefore: {
      type: org.mergeRules.type,
      rules: (held ?? []).map((r) => comparable(r, r.users)),
    },
  };
}

interface RuleWithRefs extends Omit<MergeRule, 'users'> {
  readonly users?: readonly IdRef[];
}

/** Reviewer emails become member IdRefs, an invited one without id (an unknown email is an error). */
function withRefs(ctx: PlanContext, rule: MergeRule): RuleWithRefs {
  if (rule.users === undefined) return rule as RuleWithRefs;
  const users: IdRef[] = [];
  for (const email of rule.users) {
    // a member the same plan invites: named by address, the settings wait for the invite
    const ref = ctx.refs.member(email) ?? ctx.refs.invited(email);
    if (ref) users.push(ref);
    else unknownMember(ctx, SETTINGS_ADDRESS, email);
  }
  return { ...rule, users };
}

/** A live rule with its fields in the YAML's order, reviewers as member references. */
function shownLive(ctx: PlanContext, rule: LiveRule): RuleWithRefs {
  return {
    rule: rule.rule,
    ...(rule.users ? { users: rule.users.map((id) => ctx.refs.memberById(id)) } : {}),
    ...(rule.expression === undefined ? {} : { expression: rule.expression }),
    ...(rule.message === undefined ? {} : { message: rule.message }),
  };
}

function comparable(
  rule: { readonly rule: string; readonly expression?: string; readonly message?: string },
  users: readonly string[] | undefined,
): ComparableRule {
  return {
    rule: rule.rule,
    users: [...(users ?? [])].sort(),
    expression: rule.expression ?? null,
    message: rule.message ?? null,
  };
}
