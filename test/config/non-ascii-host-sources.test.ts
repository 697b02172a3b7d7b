import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfigSources } from '../../src/config/parse-sources.js';

/**
 * `non-ascii-host` wherever the host's text comes from: the file written raw, an escape
 * in ASCII text, an environment's variable, a file the config reads. A config whose
 * every string is ASCII is known so from its text, and not walked.
 */
const dir = mkdtempSync(join(tmpdir(), 'docform-non-ascii-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HOST = 'https://acm\u0435.okta.example/sso';

function codes(lines: string[], environment?: string): string[] {
  const file = join(dir, 'docform.yaml');
  const text = [...lines, ''].join('\n');
  const result = parseConfigSources([{ file, text }], {
    env: { CERT: 'MIIC' },
    ...(environment === undefined ? {} : { environment }),
  });
  return result.diagnostics.map((d) => `${d.code}:${d.location?.line ?? '-'}`);
}

const saml = (ssoUrl: string, head: string[] = ['organization: org_acme']): string[] => [
  'version: 1',
  ...head,
  'saml:',
  '  okta:',
  '    label: Okta',
  `    ssoURL: ${ssoUrl}`,
  '    certificate: ${env:CERT}',
];

describe('non-ascii-host, from where the text comes', () => {
  it('written raw in the file', () => {
    expect(codes(saml(HOST))).toContain('non-ascii-host:6');
  });

  it('written as an escape in a double-quoted string of an ASCII file', () => {
    expect(codes(saml('"https://acm\\u0435.okta.example/sso"'))).toContain('non-ascii-host:6');
  });

  it("from an environment's variable", () => {
    const head = [
      'environments:',
      '  prod:',
      '    organization: org_acme',
      '    vars:',
      `      sso: ${HOST}`,
    ];
    expect(codes(saml('${var:sso}', head), 'prod')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^non-ascii-host:/)]),
    );
  });

  it('from a file the config reads', () => {
    writeFileSync(join(dir, 'sso.txt'), HOST);
    expect(codes(saml('${file:sso.txt}'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^non-ascii-host:/)]),
    );
  });

  it('not for an ASCII host', () => {
    expect(
      codes(saml('https://acme.okta.example/sso')).filter((c) => c.startsWith('non-ascii')),
    ).toEqual([]);
  });
});
