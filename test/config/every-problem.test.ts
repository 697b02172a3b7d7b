import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { parseConfigSources } from '../../src/config/parse-sources.js';
import { join } from 'node:path';
import { INVALID, TEST_ENV } from './fixture-corpus.js';

function problems(text: string): string[] {
  const result = parseConfigSources([{ file: 'docform.yaml', text }], { env: {} });
  expect(result.desired).toBeUndefined();
  return result.diagnostics.map((d) => `${d.location?.line}:${d.location?.col} ${d.code}`);
}

/**
 * Every problem at once (issue 13, finding 10): the rules run over the parts of the
 * config that pass the schema, so a schema error in one place hides no reference,
 * uniqueness or structure problem in another.
 */
describe('rules run even when parts of the config fail the schema', () => {
  it('a bad visibility on one site does not hide an unknown space on another', async () => {
    const result = await loadConfig(join(INVALID, 'every-problem-at-once.yaml'), {
      env: TEST_ENV,
    });
    expect(
      result.diagnostics.map((d) => `${d.location?.line}:${d.location?.col} ${d.code}`),
    ).toEqual(['9:17 invalid-value', '15:18 dangling-reference']);
  });

  it('reports uniqueness and structure problems beside schema errors', () => {
    const text = [
      'version: 1',
      'organization: org_acme',
      'teams:',
      '  a: { title: Docs }',
      '  b: { title: Docs }',
      '  c: { title: 5 }',
      'sites:',
      '  s:',
      '    title: Site',
      '    sections: [{ title: Guides, spaces: [{ space: spc_1 }] }]',
      '    spaces: [{ space: spc_2 }]',
      '  t: { title: T }',
      'policy:',
      '  prune: [everything]',
      '',
    ].join('\n');
    expect(problems(text)).toEqual([
      '5:15 duplicate-title',
      '6:15 invalid-type',
      '11:5 sections-and-spaces',
      '12:15 invalid-length',
      '14:11 invalid-value',
    ]);
  });

  it('a reference to an entry that failed the schema is not called dangling', () => {
    const text = [
      'version: 1',
      'organization: org_acme',
      'settings:',
      '  defaultContent: { site: portal }',
      'teams:',
      '  docs: { title: 5 }',
      '  doc: { title: Doc }',
      'saml:',
      '  okta: { label: Okta, defaultTeam: docs }',
      'sites:',
      '  portal: { title: Portal, visibility: nope }',
      '  portals: { title: Portals }',
      '',
    ].join('\n');
    expect(problems(text)).toEqual(['6:18 invalid-type', '11:40 invalid-value']);
  });

  it('a missing version or organization hides nothing else', () => {
    const text =
      'spaces:\n  guides: { id: spc_1 }\nsites:\n  s: { title: Site, spaces: [{ space: guidse }] }\n';
    expect(problems(text)).toEqual([
      '1:1 missing-field',
      '1:1 missing-field',
      '4:39 dangling-reference',
    ]);
  });
});
