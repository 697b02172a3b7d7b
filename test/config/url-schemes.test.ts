import { describe, expect, it } from 'vitest';
import { parseConfigSources } from '../../src/config/parse-sources.js';

const HEAD = 'version: 1\norganization: org_acme\n';

/** `<url>` is where each config below puts the URL under test. */
const WRITTEN: readonly (readonly [name: string, body: string, code?: string])[] = [
  ['settings.logo', 'settings:\n  logo: <url>\n'],
  ['saml ssoURL', 'saml:\n  okta:\n    label: Okta\n    ssoURL: <url>\n'],
  ['openapi source', 'openapi:\n  pets:\n    source: <url>\n'],
  ['openapi source {url}', 'openapi:\n  pets:\n    source:\n      url: <url>\n'],
  [
    'visitor auth fallbackURL',
    'sites:\n  s:\n    title: Site\n    visitorAuth:\n      fallbackURL: <url>\n',
  ],
  [
    'visitor auth logoutURL',
    'sites:\n  s:\n    title: Site\n    visitorAuth:\n      logoutURL: <url>\n',
  ],
  // a path or a URL: the union's error, in words
  [
    'redirect to a URL',
    'sites:\n  s:\n    title: Site\n    redirects:\n      /old: <url>\n',
    'invalid-value',
  ],
  [
    'redirect to an external destination',
    'sites:\n  s:\n    title: Site\n    redirects:\n      /old:\n        destination:\n          kind: external\n          url: <url>\n',
  ],
  [
    'external link',
    'sites:\n  s:\n    title: Site\n    sections:\n      - link: Status\n        url: <url>\n',
  ],
  [
    'customization header logo',
    'sites:\n  s:\n    title: Site\n    customization:\n      header:\n        logo:\n          light: <url>\n',
  ],
  [
    'customization header link',
    'sites:\n  s:\n    title: Site\n    customization:\n      header:\n        links:\n          - title: Help\n            links: []\n            to:\n              kind: url\n              url: <url>\n',
  ],
  [
    'customization header primary link',
    'sites:\n  s:\n    title: Site\n    customization:\n      header:\n        primaryLink:\n          kind: url\n          url: <url>\n',
  ],
  [
    'customization footer link',
    'sites:\n  s:\n    title: Site\n    customization:\n      footer:\n        groups:\n          - title: More\n            links:\n              - title: Status\n                to:\n                  kind: url\n                  url: <url>\n',
  ],
  [
    'customization favicon',
    'sites:\n  s:\n    title: Site\n    customization:\n      favicon:\n        icon:\n          light: https://acme.example/light.png\n          dark: <url>\n',
  ],
  [
    'customization privacy policy',
    'sites:\n  s:\n    title: Site\n    customization:\n      privacyPolicy:\n        url: <url>\n',
  ],
  [
    'customization font source',
    'sites:\n  s:\n    title: Site\n    customization:\n      styling:\n        font:\n          id: f\n          custom: true\n          fontFamily: Acme\n          fontFaces:\n            - weight: 400\n              sources:\n                - url: <url>\n',
  ],
  [
    'site space customization footer logo',
    'sites:\n  s:\n    title: Site\n    spaces:\n      - space: spc_guides\n        customization:\n          footer:\n            logo:\n              dark: <url>\n',
  ],
];

/** Each place, with the code of its error (`invalid-format` unless it says otherwise). */
const PLACES: (readonly [string, string, string])[] = WRITTEN.map(([name, body, code]) => [
  name,
  body,
  code ?? 'invalid-format',
]);

function problems(body: string, value: string): { code: string; at: string }[] {
  const text = `${HEAD}${body.replace('<url>', value)}`;
  const result = parseConfigSources([{ file: 'docform.yaml', text }], { env: {} });
  return result.diagnostics.map((d) => ({
    code: d.code,
    at: `${d.location?.line}:${d.location?.col}`,
  }));
}

/** Where the value starts in the config: its line and column, as errors name them. */
function placeOf(body: string): string {
  const lines = `${HEAD}${body}`.split('\n');
  const line = lines.findIndex((l) => l.includes('<url>'));
  return `${line + 1}:${(lines[line] ?? '').indexOf('<url>') + 1}`;
}

/**
 * Every URL a config sets takes `https:` or `http:` only: a `javascript:` or `data:` URL
 * is an error at the value's line and column, wherever it is written.
 */
describe('URL schemes at validate', () => {
  it('refuse javascript: and data: at the value, and take https: and http:, at every place', () => {
    const wrong: string[] = [];
    for (const [name, body, code] of PLACES) {
      for (const bad of ['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=']) {
        const found = JSON.stringify(problems(body, bad));
        const expected = JSON.stringify([{ code, at: placeOf(body) }]);
        if (found !== expected) wrong.push(`${name}, ${bad}: ${found}, not ${expected}`);
      }
      for (const good of ['https://acme.example/a', 'http://acme.example/a']) {
        const found = problems(body, good);
        if (found.length > 0) wrong.push(`${name}, ${good}: ${JSON.stringify(found)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
