import { describe, expect, it } from 'vitest';
import { parseConfigSources } from '../../src/config/parse-sources.js';

/** An external link written among site spaces: one error that says where links go. */
function errors(lines: string[]): string[] {
  const text = [
    'version: 1',
    'organization: org_acme',
    'spaces:',
    '  guides: { id: spc_guides }',
    'sites:',
    '  docs:',
    '    title: Docs',
    '    visibility: public',
    ...lines,
    '',
  ].join('\n');
  const result = parseConfigSources([{ file: 'docform.yaml', text }], { env: {} });
  return result.diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => `${d.location?.line}:${d.location?.col} ${d.code}`);
}

describe('an external link among site spaces', () => {
  it("in a section's spaces: one error at the item", () => {
    expect(
      errors([
        '    sections:',
        '      - title: Guides',
        '        spaces:',
        '          - { space: guides, path: guides, default: true }',
        '          - { link: https://status.acme.example, title: Status }',
      ]),
    ).toEqual(['13:13 link-among-spaces']);
  });

  it("in a site's own spaces", () => {
    expect(
      errors([
        '    spaces:',
        '      - { space: guides, path: guides, default: true }',
        '      - { link: https://status.acme.example, title: Status }',
      ]),
    ).toEqual(['11:9 link-among-spaces']);
  });

  it('leaves the other problems of the list as they are', () => {
    expect(
      errors([
        '    sections:',
        '      - title: Guides',
        '        spaces:',
        '          - { path: guides, default: true }',
        '          - { link: https://status.acme.example, title: Status }',
      ]),
    ).toEqual(['12:13 missing-field', '13:13 link-among-spaces']);
  });
});
