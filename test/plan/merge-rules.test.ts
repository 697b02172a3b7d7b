import { describe, expect, it } from 'vitest';
import type { MergeRules } from '../../src/model/desired.js';
import type { LiveOrganization } from '../../src/model/live.js';
import { planChanges } from '../../src/plan/plan.js';
import { serializePlan } from '../../src/plan/serialize.js';
import { fieldLines } from '../../src/report/format-value.js';
import { desired, live, organization } from './builders.js';

const CUSTOM = { rule: 'custom', expression: 'reviews.length > 1', message: 'Two reviews' };

function planOf(wanted: MergeRules, held: LiveOrganization['mergeRules']) {
  const plan = serializePlan(
    planChanges(
      desired({ settings: { address: 'settings', mergeRules: wanted } }),
      live({ organization: organization({ mergeRules: held }) }),
    ),
  );
  const change = plan.changes.find((c) => c.address === 'settings');
  const field = change?.fields?.find((f) => f.path === 'mergeRules');
  return { change, field, lines: change && field ? fieldLines(field, change) : [] };
}

describe('merge rules are compared whole', () => {
  it.each([
    ['expression', { ...CUSTOM, expression: 'reviews.length > 2' }],
    ['message', { ...CUSTOM, message: 'Three reviews' }],
    ['message removed', { rule: 'custom', expression: CUSTOM.expression }],
  ])('a custom rule whose %s changed is an update', (_, rule) => {
    const { field } = planOf({ type: 'rules', rules: [rule] }, { type: 'rules', rules: [CUSTOM] });
    expect(field?.after).toEqual({ type: 'rules', rules: [rule] });
  });

  it('the same rules, reviewers in another order, plan nothing', () => {
    const { change } = planOf(
      {
        type: 'rules',
        rules: [
          CUSTOM,
          { rule: 'allow_bypass', users: ['bob@acme.example', 'alice@acme.example'] },
          { rule: 'require_at_least_one_review' },
        ],
      },
      {
        type: 'rules',
        rules: [
          CUSTOM,
          { rule: 'allow_bypass', users: ['u_alice', 'u_bob'] },
          { rule: 'require_at_least_one_review' },
        ],
      },
    );
    expect(change).toBeUndefined();
  });

  it('a rule without reviewers equals one the API answers with an empty list', () => {
    const { change } = planOf(
      { type: 'rules', rules: [{ rule: 'require_agent_review' }] },
      { type: 'rules', rules: [{ rule: 'require_agent_review', users: [] }] },
    );
    expect(change).toBeUndefined();
  });

  it('shows the live side as the YAML writes it: emails, and no users where a rule has none', () => {
    const { field } = planOf(
      { type: 'rules', rules: [{ rule: 'require_at_least_one_review' }] },
      {
        type: 'rules',
        rules: [
          { rule: 'require_at_least_one_review' },
          { rule: 'allow_bypass', users: ['u_bob'] },
        ],
      },
    );
    expect(field?.before).toEqual({
      type: 'rules',
      rules: [
        { rule: 'require_at_least_one_review' },
        { rule: 'allow_bypass', users: ['member.bob@acme.example'] },
      ],
    });
  });

  it('a change shows the rule that changed, one line each side, not both whole lists', () => {
    const { lines } = planOf(
      {
        type: 'rules',
        rules: [
          { rule: 'require_at_least_one_review' },
          { ...CUSTOM, expression: 'reviews.length > 2' },
        ],
      },
      { type: 'rules', rules: [{ rule: 'require_at_least_one_review' }, CUSTOM] },
    );
    expect(lines).toEqual([
      'mergeRules:',
      '- { rule: "custom", expression: "reviews.length > 1", message: "Two reviews" }',
      '+ { rule: "custom", expression: "reviews.length > 2", message: "Two reviews" }',
    ]);
  });

  it('a change of type shows the type, then the rules added', () => {
    const { lines } = planOf(
      { type: 'rules', rules: [{ rule: 'allow_bypass', users: ['carol@acme.example'] }] },
      { type: 'none' },
    );
    expect(lines).toEqual([
      'mergeRules:',
      'type: "none" -> "rules"',
      '+ { rule: "allow_bypass", users: ["carol@acme.example"] }',
    ]);
  });
});
