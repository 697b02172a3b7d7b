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
 * Every problem at once: the rules run over the parts of the
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

  /**
   * A config whose only problem is a misspelled space key (`guide` for `guides`), with
   * one schema error added beside it: the reference is reported all the same, at its
   * own place (a typo elsewhere in the same site, section, site
   * space entry, or in `spaces:` itself, hid it).
   */
  const site = (...lines: string[]): string =>
    [
      'version: 1',
      'organization: org_acme',
      'spaces:',
      '  guides: { id: spc_guides }',
      'sites:',
      '  portal:',
      '    title: Portal',
      ...lines,
      '',
    ].join('\n');
  const SECTION = ['    sections:', '      - title: Guides', '        spaces:'];
  const CASES: readonly { name: string; text: string; expected: string[] }[] = [
    {
      name: 'an unknown key of the same site',
      text: site('    visiblity: public', '    spaces: [{ space: guide }]'),
      expected: ['8:5 unknown-key', '9:23 dangling-reference'],
    },
    {
      name: 'a bad value of the same site',
      text: site('    visibility: publik', '    spaces: [{ space: guide }]'),
      expected: ['8:17 invalid-value', '9:23 dangling-reference'],
    },
    {
      name: 'a bad title or id of the same site (they get stand-ins)',
      text: site('    id: 5', '    spaces: [{ space: guide }]').replace(
        'title: Portal',
        'title: P',
      ),
      expected: ['7:12 invalid-length', '8:9 invalid-type', '9:23 dangling-reference'],
    },
    {
      name: 'an unknown key of the same section',
      text: site(...SECTION, '          - { space: guide }').replace(
        'title: Guides',
        'title: Guides\n        icn: book',
      ),
      expected: ['10:9 unknown-key', '12:22 dangling-reference'],
    },
    {
      name: 'a misspelled section title (the section is still checked)',
      text: site(...SECTION, '          - { space: guide }').replace(
        'title: Guides',
        'tilte: Guides',
      ),
      expected: ['9:9 missing-field', '9:9 unknown-key', '11:22 dangling-reference'],
    },
    {
      name: 'an unknown key of the group holding the section',
      text: site(
        '    sections:',
        '      - group: Products',
        '        icn: box',
        '        sections:',
        '          - { title: API, spaces: [{ space: guide }] }',
      ),
      expected: ['10:9 unknown-key', '12:45 dangling-reference'],
    },
    {
      name: 'an unknown key or a bad value in the same site space entry',
      text: site(
        '    spaces:',
        '      - { space: guide, hiden: true }',
        '      - { space: guidse, path: "" }',
      ),
      expected: [
        '9:18 dangling-reference',
        '9:25 unknown-key',
        '10:18 dangling-reference',
        '10:32 invalid-length',
      ],
    },
    {
      name: 'a bad value of the space entry it misses (a key that failed is still declared)',
      text: site('    spaces: [{ space: guide }]').replace(
        '{ id: spc_guides }',
        '{ id: spc_guides, editMode: bogus }',
      ),
      expected: ['4:39 invalid-value', '8:23 dangling-reference'],
    },
    {
      name: 'a space entry that is not a mapping at all',
      text: site('    spaces: [{ space: guide }]').replace('{ id: spc_guides }', 'spc_guides'),
      expected: ['4:11 invalid-type', '8:23 dangling-reference'],
    },
    {
      name: 'a bad settings field beside a misspelled default site',
      text: site('    spaces: [{ space: guides }]').replace(
        'spaces:\n',
        'settings: { title: Acme, inviteLinks: maybe, defaultContent: { site: portl } }\nspaces:\n',
      ),
      expected: ['3:39 invalid-type', '3:70 dangling-reference'],
    },
  ];

  it.each(CASES)('$name hides no dangling reference', ({ text, expected }) => {
    expect(problems(text)).toEqual(expected);
  });

  it('a list item left out moves no problem after it to another line', () => {
    const text = site(
      '    sections:',
      '      - { title: Empty, spaces: [] }',
      '      - title: Guides',
      '        spaces:',
      '          - { path: a }',
      '          - { space: guide, path: b, default: true }',
      '          - { space: guides, path: b, default: true }',
      '      - { title: Guides, spaces: [{ space: guides }] }',
    );
    expect(problems(text)).toEqual([
      '9:33 invalid-length',
      '12:13 missing-field',
      '13:22 dangling-reference',
      '14:36 duplicate-path',
      '14:48 multiple-defaults',
      '15:18 duplicate-address',
    ]);
  });

  /**
   * A section that fails the schema only by its `spaces` list, or a group only by its
   * `sections` list, still counts for duplicate addresses and defaults: a new user
   * fixed `spaces: []` and only then met the two sections titled Guides.
   */
  const twoGuides = (first: string[]): string =>
    site(
      '    sections:',
      ...first,
      '      - title: Guides',
      '        default: true',
      '        spaces: [{ space: guides }]',
    );
  const HOLDERS: readonly { name: string; text: string; expected: string[] }[] = [
    {
      name: 'a section with `spaces: []`',
      text: twoGuides(['      - title: Guides', '        default: true', '        spaces: []']),
      expected: ['11:17 invalid-length', '12:16 duplicate-address', '13:18 multiple-defaults'],
    },
    {
      name: 'a section whose `spaces` is a mapping',
      text: twoGuides([
        '      - title: Guides',
        '        default: true',
        '        spaces: { space: guides }',
      ]),
      expected: ['11:17 invalid-type', '12:16 duplicate-address', '13:18 multiple-defaults'],
    },
    {
      name: 'a section without `spaces`',
      text: twoGuides(['      - title: Guides', '        default: true']),
      expected: ['9:9 missing-field', '11:16 duplicate-address', '12:18 multiple-defaults'],
    },
    {
      name: 'a section whose only site space fails',
      text: twoGuides(['      - title: Guides', '        default: true', '        spaces: [5]']),
      expected: ['11:18 invalid-type', '12:16 duplicate-address', '13:18 multiple-defaults'],
    },
    {
      name: 'a group whose `sections` is not a list',
      text: site(
        '    sections:',
        '      - { group: Products, sections: 5 }',
        '      - { group: Products, sections: [] }',
      ),
      expected: ['9:38 invalid-type', '10:18 duplicate-address'],
    },
    {
      name: 'a site space entry with a bad `path`',
      text: site(
        '    spaces:',
        '      - { space: guides, path: 5, default: true }',
        '      - { space: guides, path: x, default: true }',
      ),
      expected: ['9:32 invalid-type', '10:18 duplicate-site-space', '10:44 multiple-defaults'],
    },
  ];

  it.each(HOLDERS)('$name still counts for duplicates and defaults', ({ text, expected }) => {
    expect(problems(text)).toEqual(expected);
  });

  it('nor out of an environment override', () => {
    const text = [
      'version: 1',
      'environments:',
      '  prod:',
      '    organization: org_prod',
      '    overrides:',
      '      sites:',
      '        portal:',
      '          spaces:',
      '            - { path: x }',
      '            - { space: guide }',
      'spaces:',
      '  guides: { id: spc_guides }',
      'sites:',
      '  portal: { title: Portal, spaces: [{ space: guides }] }',
      '',
    ].join('\n');
    const result = parseConfigSources([{ file: 'docform.yaml', text }], {
      env: {},
      environment: 'prod',
    });
    expect(
      result.diagnostics.map((d) => `${d.location?.line}:${d.location?.col} ${d.code}`),
    ).toEqual(['9:15 missing-field', '10:24 dangling-reference']);
  });

  it('the item moved into the place of one left out does not take its secrets', () => {
    const text = site(
      '    spaces:',
      '      - { path: "${env:SECRET_PATH}" }',
      '      - { space: guides, path: guides }',
    );
    const result = parseConfigSources([{ file: 'docform.yaml', text }], {
      env: { SECRET_PATH: 'secret' },
    });
    expect(
      result.diagnostics.map((d) => `${d.location?.line}:${d.location?.col} ${d.code}`),
    ).toEqual(['9:9 missing-field']);
  });

  it('stand-in titles and ids are not taken for duplicates', () => {
    const text = [
      'version: 1',
      'organization: org_acme',
      'teams:',
      '  a: { title: "" }',
      '  b: { title: "" }',
      'sites:',
      '  p: { title: P, id: 5 }',
      '  q: { title: Q, id: 5 }',
      '',
    ].join('\n');
    expect(problems(text)).toEqual([
      '4:15 invalid-length',
      '5:15 invalid-length',
      '7:15 invalid-length',
      '7:22 invalid-type',
      '8:15 invalid-length',
      '8:22 invalid-type',
    ]);
  });
});
