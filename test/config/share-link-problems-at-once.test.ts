import { describe, expect, it } from 'vitest';
import { parseConfigSources } from '../../src/config/parse-sources.js';

function problems(text: string): string[] {
  const result = parseConfigSources([{ file: 'docform.yaml', text }], { env: {} });
  expect(result.desired).toBeUndefined();
  return result.diagnostics.map((d) => `${d.location?.line}:${d.location?.col} ${d.code}`);
}

/**
 * A share link without `name` and a name written twice in the same list are two
 * problems, reported at once: one does not wait for the other to be fixed.
 */
describe('share links: every problem of the list at once', () => {
  it('a missing name and a duplicate name', () => {
    const text = [
      'version: 1',
      'organization: org_acme',
      'sites:',
      '  portal:',
      '    title: Portal',
      '    visibility: share-link',
      '    shareLinks: [partners, partners, { active: false }]',
      '',
    ].join('\n');
    const result = parseConfigSources([{ file: 'docform.yaml', text }], { env: {} });
    expect(problems(text)).toEqual(['7:17 invalid-value', '7:38 missing-field']);
    expect(result.diagnostics.map((d) => d.message)).toContain(
      '`sites.portal.shareLinks`: each share link name once: "partners" is written twice',
    );
  });
});
