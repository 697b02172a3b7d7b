import type { RuleContext } from './rule-context.js';

/** Rules that name reviewers (official `MergeRule`: `users` is required for these). */
export const RULES_WITH_USERS: ReadonlySet<string> = new Set([
  'require_specific_reviewers',
  'require_one_of_specific_reviewers',
  'allow_bypass',
]);

/** The shapes the API takes for `mergeRules` (official `MergeRulesStandaloneConfiguration`). */
export function mergeRuleShapes(ctx: RuleContext): void {
  const mergeRules = ctx.desired.settings?.mergeRules;
  if (!mergeRules) return;
  const base = ['settings', 'mergeRules'];
  if (mergeRules.type === 'none' && mergeRules.rules !== undefined) {
    ctx.error('invalid-merge-rules', '`type: none` takes no `rules`', [...base, 'rules']);
  }
  if (mergeRules.type === 'rules' && mergeRules.rules === undefined) {
    ctx.error('invalid-merge-rules', '`type: rules` needs a list of `rules`', [...base, 'type']);
  }
  mergeRules.rules?.forEach((rule, i) => {
    const path = [...base, 'rules', i];
    if (RULES_WITH_USERS.has(rule.rule) && rule.users === undefined) {
      ctx.error('invalid-merge-rules', `rule ${rule.rule} needs \`users\` (member emails)`, [
        ...path,
        'rule',
      ]);
    }
    if (!RULES_WITH_USERS.has(rule.rule) && rule.users !== undefined) {
      ctx.error('invalid-merge-rules', `rule ${rule.rule} takes no \`users\``, [...path, 'users']);
    }
    if ((rule.rule === 'custom') !== (rule.expression !== undefined)) {
      const message =
        rule.rule === 'custom'
          ? 'a custom rule needs an `expression`'
          : 'only a custom rule takes an `expression`';
      ctx.error('invalid-merge-rules', message, [
        ...path,
        rule.rule === 'custom' ? 'rule' : 'expression',
      ]);
    }
  });
}
