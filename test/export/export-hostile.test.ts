import { describe, expect, it } from 'vitest';
import { exportConfig } from '../../src/config/export/export-config.js';
import { formatConfigText } from '../../src/config/format-yaml.js';
import { parseConfigSources } from '../../src/config/parse-sources.js';
import type { DesiredSection, DesiredState } from '../../src/model/desired.js';
import type { LiveState } from '../../src/model/live.js';
import { isSecret } from '../../src/model/secret.js';
import { sampleLive } from './live-builder.js';

/**
 * Titles a less trusted member can set in the live org: every
 * escape YAML has, placeholders, the `$${` escape itself, line breaks, HTML, backticks,
 * bidi overrides and control characters. Each is at most 30 characters, the shortest
 * bound of the fields below.
 */
const HOSTILE = [
  '${env:DOCFORM_TOKEN}',
  'a $${ b',
  '$$${env:DOCFORM_TOKEN}',
  'ends with $',
  'line one\nline two',
  '<b>bold</b> <!-- hide',
  '`rm -rf /` $(id)',
  'bidi \u202Eevil\u202C \u2066x\u2069',
  'tab\there',
  '"double" \'single\'',
  '# not a comment',
  'yes',
  'null',
  '0o17',
  '- item',
  'key: value',
  '  padded  ',
  'bell\u0007 del\u007f nel\u0085',
  'sep\u2028arator',
  '\\ back\\slash \\n',
  '*alias &anchor !tag',
  '{ flow: [x] }',
  'emoji 😀 and é',
];

const TOKEN = 'the-ci-token-must-never-reach-the-org';

/** Raw characters the export must never write (tab and line feed aside). */
// eslint-disable-next-line no-control-regex
const UNSEEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u2028]/;

function hostileLive(): LiveState {
  const base = sampleLive();
  const portal = base.sites?.[0];
  if (!portal || portal.structure?.kind !== 'sections') throw new Error('sample changed');
  const section = portal.structure.items[0];
  if (section?.type !== 'section') throw new Error('sample changed');
  const firstSpace = section.spaces[0];
  if (!firstSpace) throw new Error('sample changed');
  return {
    ...base,
    teams: HOSTILE.map((title, i) => ({ id: `team_${i}`, title })),
    saml: HOSTILE.map((label, i) => ({ id: `saml_${i}`, label })),
    spaces: [...(base.spaces ?? []), ...HOSTILE.map((title, i) => ({ id: `spc_${i}`, title }))],
    sites: [
      {
        ...portal,
        structure: {
          kind: 'sections',
          items: HOSTILE.map((title, i) => ({
            ...section,
            id: `sec_${i}`,
            title: `${title} ${i}`,
            path: `p${i}`,
            default: i === 0,
            description: title,
            condition: title,
            spaces: [
              {
                ...(section.spaces[0] ?? section.spaces[0]!),
                id: `ss_${i}`,
                spaceId: 'spc_guides',
                path: title.trim() || 'x',
              },
            ],
          })),
        },
      },
    ],
  };
}

function reveal(value: unknown): unknown {
  return isSecret(value) ? value.reveal() : value;
}

function roundTrip(live: LiveState): DesiredState {
  const { yaml, variables } = exportConfig(live, { organization: 'org_acme' });
  const env = { DOCFORM_TOKEN: TOKEN, ...Object.fromEntries(variables.map((v) => [v, 'cert'])) };
  const result = parseConfigSources([{ file: 'docform.yaml', text: yaml }], { env });
  expect(result.diagnostics, yaml).toEqual([]);
  if (!result.desired) throw new Error('the export does not load');
  return result.desired;
}

describe('export then load gives back the live text', () => {
  it('writes every hostile title so that it validates and reads back the same', () => {
    const desired = roundTrip(hostileLive());
    expect(desired.teams.map((t) => reveal(t.title)).sort()).toEqual([...HOSTILE].sort());
    expect(desired.saml.map((s) => reveal(s.label)).sort()).toEqual([...HOSTILE].sort());
    const titles = desired.spaces.filter((s) => s.id?.startsWith('spc_') && /\d$/.test(s.id ?? ''));
    expect(titles.map((s) => reveal(s.title)).sort()).toEqual([...HOSTILE].sort());
    const site = desired.sites[0];
    const sections = (
      site?.structure?.kind === 'sections' ? site.structure.items : []
    ) as DesiredSection[];
    expect(sections.map((s) => reveal(s.description))).toEqual(HOSTILE);
    expect(sections.map((s) => reveal(s.condition))).toEqual(HOSTILE);
    expect(sections.map((s) => reveal(s.title))).toEqual(HOSTILE.map((t, i) => `${t} ${i}`));
  });

  it('never interpolates live text: no value comes from the environment', () => {
    const { yaml } = exportConfig(hostileLive(), { organization: 'org_acme' });
    const desired = roundTrip(hostileLive());
    const everything = JSON.stringify(desired, (_key, value: unknown) => reveal(value));
    expect(everything).not.toContain(TOKEN);
    expect(desired.teams.some((t) => isSecret(t.title))).toBe(false);
    expect(yaml).toContain('$${env:DOCFORM_TOKEN}');
  });

  it('writes characters a reviewer cannot see as escapes, never raw', () => {
    const { yaml } = exportConfig(hostileLive(), { organization: 'org_acme' });
    expect(yaml).not.toMatch(UNSEEN);
    expect(yaml).toContain('"bidi \\u202Eevil\\u202C \\u2066x\\u2069"');
    expect(yaml).toContain('"line one\\nline two"');
  });

  it('is left as it is by fmt: the escapes stay, so fmt --check passes', () => {
    const { yaml } = exportConfig(hostileLive(), { organization: 'org_acme' });
    expect(formatConfigText(yaml)).toEqual({ ok: true, text: yaml });
  });

  it('keeps the secret placeholder it means to write', () => {
    const { yaml } = exportConfig(sampleLive(), { organization: 'org_acme' });
    expect(yaml).toContain('certificate: ${env:DOCFORM_SAML_OKTA_CERTIFICATE}');
  });
});
