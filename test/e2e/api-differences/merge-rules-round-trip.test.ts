import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../../src/emulator/server.js';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { API_TARGETS, startApiTarget } from '../support/api-targets.js';
import { docform } from '../support/examples-cli.js';
import { shown } from '../support/apply-harness.js';

const tempDir = scratchDirs('docform-merge-rules-');

/** Every variant of the official `MergeRule`, each rule kind once. */
const config = (expression: string) => `version: 1
organization: org_acme
settings:
  mergeRules:
    type: rules
    rules:
      - rule: require_specific_reviewers
        users: [bob@acme.example]
      - rule: require_one_of_specific_reviewers
        users: [dave@acme.example, alice@acme.example]
      - rule: allow_bypass
        users: [alice@acme.example]
      - rule: require_at_least_one_review
      - rule: require_at_least_one_approved_review
      - rule: require_all_reviews_approved
      - rule: require_agent_review
      - rule: require_up_to_date_change_request
      - rule: require_change_request_subject
      - rule: require_change_request_description
      - rule: require_author_to_merge
      - rule: custom
        expression: ${JSON.stringify(expression)}
        message: Two approvals
      - rule: custom
        expression: changeRequest.subject != ""
`;

type Rule = { rule: string; expression?: string; users?: string[] };

/**
 * Merge rules round-trip whole, on the emulator and through the official gateway: a
 * custom rule's `expression` and `message` are compared, shown and exported, so an edit
 * of them is applied and an export validates and plans nothing.
 */
describe.each(API_TARGETS)('merge rules against the %s', (target) => {
  let api: RunningEmulator;
  let dir = '';
  let file = '';
  const at = () => ({ apiUrl: api.url });
  const held = () =>
    api.world().organizations.find((o) => o.id === 'org_acme')?.mergeRules.rules as Rule[];

  beforeAll(async () => {
    api = await startApiTarget(target);
    dir = tempDir();
    file = join(dir, 'docform.yaml');
    writeFileSync(file, config('reviews.length > 1'));
    const apply = await docform(['apply', file, '--auto-approve'], at());
    expect(apply.status, shown(apply)).toBe(0);
  });
  afterAll(async () => {
    await api.close();
  });

  it('every kind of rule applies and the next plan is empty', async () => {
    const plan = await docform(['plan', file, '--detailed-exitcode'], at());
    expect(plan.status, shown(plan)).toBe(0);
    expect(held().map((r) => r.rule)).toHaveLength(13);
  });

  it('an edited expression is planned as the rule that changed, and applied', async () => {
    writeFileSync(file, config('reviews.length > 2'));
    const plan = await docform(['plan', file, '--detailed-exitcode'], at());
    expect(plan.status, shown(plan)).toBe(2);
    const lines = plan.stdout.split('\n').map((line) => line.trim());
    const from = lines.indexOf('mergeRules:');
    expect(lines.slice(from, from + 3)).toEqual([
      'mergeRules:',
      '- { rule: "custom", expression: "reviews.length > 1", message: "Two approvals" }',
      '+ { rule: "custom", expression: "reviews.length > 2", message: "Two approvals" }',
    ]);
    expect(plan.stdout).not.toContain('usr_');
    const apply = await docform(['apply', file, '--auto-approve'], at());
    expect(apply.status, shown(apply)).toBe(0);
    expect(
      held()
        .filter((r) => r.rule === 'custom')
        .map((r) => r.expression),
    ).toEqual(['reviews.length > 2', 'changeRequest.subject != ""']);
  });

  it('an export writes every rule whole, validates, and plans nothing', async () => {
    const out = join(dir, 'exported/');
    const exported = await docform(['export', '--organization', 'org_acme', '--output', out], at());
    expect(exported.status, shown(exported)).toBe(0);
    const written = join(out, 'docform.yaml');
    const rules = (
      parse(readFileSync(written, 'utf8')) as { settings: { mergeRules: { rules: Rule[] } } }
    ).settings.mergeRules.rules;
    expect(rules.filter((r) => r.rule === 'custom')).toEqual([
      { rule: 'custom', expression: 'reviews.length > 2', message: 'Two approvals' },
      { rule: 'custom', expression: 'changeRequest.subject != ""' },
    ]);
    expect(rules.filter((r) => r.users !== undefined).map((r) => r.rule)).toEqual([
      'require_specific_reviewers',
      'require_one_of_specific_reviewers',
      'allow_bypass',
    ]);
    const validate = await docform(['validate', written]);
    expect(validate.status, shown(validate)).toBe(0);
    const plan = await docform(['plan', written, '--detailed-exitcode'], at());
    expect(plan.status, shown(plan)).toBe(0);
  });
});
