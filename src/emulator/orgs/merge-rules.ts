import { badRequest } from '../api-error.js';
import type { Body } from '../body.js';
import type { OrganizationRecord } from '../world.js';

type MergeRuleRecord = NonNullable<OrganizationRecord['mergeRules']['rules']>[number];

/** The rules that name reviewers: official `MergeRule` variants whose `users` is required. */
const WITH_USERS = [
  'require_specific_reviewers',
  'require_one_of_specific_reviewers',
  'allow_bypass',
];

const WITHOUT_USERS = [
  'require_at_least_one_review',
  'require_at_least_one_approved_review',
  'require_all_reviews_approved',
  'require_agent_review',
  'require_up_to_date_change_request',
  'require_change_request_subject',
  'require_change_request_description',
  'require_author_to_merge',
];

const MERGE_RULES = [...WITH_USERS, ...WITHOUT_USERS, 'custom'];

/** Official `Expression`: a string of at most 1024 characters. */
const EXPRESSION_MAX = 1024;

/**
 * `MergeRulesStandaloneConfiguration`: `{type: "none"}` or `{type: "rules", rules}`, each
 * rule one variant of the official `MergeRule`: reviewers (`users`, user ids) for the
 * rules that name them, `expression` (and an optional `message`) for `custom`. A rule
 * keeps the fields of its variant only, as the API answers them.
 */
export function mergeRulesField(value: unknown): OrganizationRecord['mergeRules'] {
  const rules = objectField(value, 'mergeRules');
  if (rules.type === 'none') return { type: 'none' };
  if (rules.type !== 'rules' || !Array.isArray(rules.rules)) {
    throw badRequest(
      'Field "mergeRules" must be {"type": "none"} or {"type": "rules", "rules": [...]}',
    );
  }
  return { type: 'rules', rules: rules.rules.map(mergeRule) };
}

function mergeRule(value: unknown): MergeRuleRecord {
  const item = objectField(value, 'mergeRules.rules[]');
  const rule = item.rule;
  if (typeof rule !== 'string' || !MERGE_RULES.includes(rule)) {
    throw badRequest(`Field "mergeRules.rules[].rule" must be one of ${MERGE_RULES.join(', ')}`);
  }
  if (WITH_USERS.includes(rule)) {
    const users = item.users;
    if (!Array.isArray(users) || !users.every((u) => typeof u === 'string')) {
      throw badRequest(`Field "mergeRules.rules[].users" must be an array of user ids (${rule})`);
    }
    return { rule, users: users as string[] };
  }
  if (rule !== 'custom') return { rule };
  const { expression, message } = item;
  if (typeof expression !== 'string' || expression.length > EXPRESSION_MAX) {
    throw badRequest(
      `Field "mergeRules.rules[].expression" must be a string of at most ${EXPRESSION_MAX} characters (custom)`,
    );
  }
  if (message !== undefined && typeof message !== 'string') {
    throw badRequest('Field "mergeRules.rules[].message" must be a string');
  }
  return { rule, expression, ...(message === undefined ? {} : { message }) };
}

function objectField(value: unknown, field: string): Body {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(`Field "${field}" must be an object`);
  }
  return value as Body;
}
