import { describe, expect, it } from 'vitest';
import type { SerializedChange } from '../../src/model/plan.js';
import { fieldLines, formatValue } from '../../src/report/format-value.js';

const settings = (fields: SerializedChange['fields']): SerializedChange => ({
  address: 'settings',
  kind: 'settings',
  action: 'update',
  id: 'org_acme',
  fields,
  dependsOn: [],
});

describe('values as the YAML writes them', () => {
  it('objects and lists in flow style, secrets bare, long strings cut with their length', () => {
    expect(formatValue({ type: 'rules', rules: [] })).toBe('{ type: "rules", rules: [] }');
    expect(formatValue('(sensitive)')).toBe('(sensitive)');
    expect(formatValue('x'.repeat(80))).toBe(JSON.stringify('x'.repeat(80)));
    expect(formatValue('x'.repeat(81))).toBe(`"${'x'.repeat(60)}…" (81 characters)`);
    // one word for an empty value, whether the field is unset or null
    expect(formatValue(null)).toBe('(none)');
    expect(formatValue(undefined)).toBe('(none)');
    expect(formatValue({ condition: null })).toBe('{ condition: (none) }');
  });

  it('a long URL keeps its scheme and host whole and is cut in the middle of its path', () => {
    const host = 'acme.okta.example.sso.saml.login.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.evil.example';
    // a host longer than the 60 characters kept: whole, and a short path with it
    expect(formatValue(`https://${host}/sso/saml`)).toBe(`"https://${host}/sso/saml"`);
    // a long path: its start and end, the length of the whole
    const path = `/docs/${'section/'.repeat(12)}page.html?tab=1`;
    const url = `https://docs.acme.example${path}`;
    expect(formatValue(url)).toBe(
      `"https://docs.acme.example/docs/section/sect…n/page.html?tab=1" (${url.length} characters)`,
    );
    // the host as a browser reaches it, after any user info, is in what is kept
    const tricky = `https://acme.okta.example@${host}/sso/saml/${'x'.repeat(40)}`;
    expect(formatValue(tricky)).toContain(`"https://acme.okta.example@${host}/sso/saml`);
  });

  it('references inside settings read by site key and member email', () => {
    const change = settings([
      { path: 'defaultContent', before: null, after: 'site.portal' },
      {
        path: 'mergeRules',
        after: { type: 'rules', rules: [{ rule: 'custom', users: ['member.alice@acme.example'] }] },
      },
    ]);
    expect(change.fields?.flatMap((f) => fieldLines(f, change))).toEqual([
      'defaultContent: (none) -> { site: "portal" }',
      'mergeRules:',
      'type: (none) -> "rules"',
      '+ { rule: "custom", users: ["alice@acme.example"] }',
    ]);
  });

  it('a list field: the elements removed and added, one a line', () => {
    const change = settings([
      {
        path: 'emailDomains',
        before: ['a.example', 'b.example'],
        after: ['b.example', 'c.example'],
      },
    ]);
    expect(fieldLines(change.fields![0]!, change)).toEqual([
      'emailDomains:',
      '- "a.example"',
      '+ "c.example"',
    ]);
  });
});

describe('text of several lines', () => {
  it('shows the runs of lines that differ under unified-diff headers, not the whole text cut', () => {
    const change = {
      address: 'settings',
      kind: 'settings',
      action: 'update',
      dependsOn: [],
    } as const;
    const field = {
      path: 'agentInstructions',
      before: '# Agent\n\nAnswer briefly.\n\nAdded by hand.\n\nKeep it short.',
      after: '# Agent\n\nAnswer from the docs.\n\nKeep it short.\n',
    };
    expect(fieldLines(field, change)).toEqual([
      'agentInstructions: (3 lines changed)',
      '@@ -3,3 +3 @@',
      '- "Answer briefly."',
      '- ""',
      '- "Added by hand."',
      '+ "Answer from the docs."',
    ]);
  });
});
