import { describe, expect, it } from 'vitest';
import { parseConfigSources } from '../../src/config/parse-sources.js';

/**
 * `visitorAuth:` declared on a site whose visibility is not `visitor-auth` is refused at
 * the `visitorAuth:` key itself, not at the first key of its map.
 */
describe('visitor-auth-visibility', () => {
  it('points at the visitorAuth: key, its line and column', () => {
    const text = [
      'version: 1',
      'organization: org_acme',
      'sites:',
      '  portal:',
      '    title: Portal',
      '    visibility: public',
      '    visitorAuth:',
      '      backend: custom',
      '      fallbackURL: https://login.acme.example/docs',
      '',
    ].join('\n');
    const result = parseConfigSources([{ file: 'docform.yaml', text }], { env: {} });
    const found = result.diagnostics.filter((d) => d.code === 'visitor-auth-visibility');
    expect(found.map((d) => `${d.location?.file}:${d.location?.line}:${d.location?.col}`)).toEqual([
      'docform.yaml:7:5',
    ]);
  });
});
