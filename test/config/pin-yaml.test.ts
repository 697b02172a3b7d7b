import { describe, expect, it } from 'vitest';
import { formatConfigText } from '../../src/config/format-yaml.js';
import { pinIds } from '../../src/config/pin-yaml.js';
import type { PinRequest } from '../../src/config/pin-yaml.js';

const at = (file: string, line: number, col: number) => ({ file, line, col });

describe('pinIds', () => {
  it('writes id after the naming field, in block and flow mappings, comments kept', () => {
    const text = `sites:
  portal: # the portal
    title: Portal
    sections:
      - title: Guides # first
        spaces: [{ space: spc_guides, path: guides }]
`;
    const requests: PinRequest[] = [
      { address: 'site.portal', id: 'site_1', location: at('a.yaml', 2, 3) },
      { address: 'site.portal.section.Guides', id: 'sc_1', location: at('a.yaml', 5, 9) },
      {
        address: 'site.portal.section.Guides.space.spc_guides',
        id: 'ss_1',
        location: at('a.yaml', 6, 18),
      },
    ];
    const result = pinIds([{ file: 'a.yaml', text }], requests);
    expect(result.pinned).toHaveLength(3);
    expect(result.files).toEqual([
      {
        file: 'a.yaml',
        text: `sites:
  portal: # the portal
    title: Portal
    id: site_1
    sections:
      - title: Guides # first
        id: sc_1
        spaces: [{ space: spc_guides, id: ss_1, path: guides }]
`,
      },
    ]);
  });

  it('leaves an object that has an id, and a file with nothing to pin, untouched', () => {
    const text = 'teams:\n  eng: { title: Eng, id: team_1 }\n';
    const result = pinIds(
      [{ file: 'a.yaml', text }],
      [{ address: 'team.eng', id: 'team_1', location: at('a.yaml', 2, 3) }],
    );
    expect(result).toEqual({ files: [], pinned: [], skipped: [] });
  });

  it('rewrites a stale id in place, and leaves an id that is not the stale one', () => {
    const text = 'spaces: [{ space: spc_api, path: api, id: ss_old }]\n';
    const request = (stale: string): PinRequest => ({
      address: 'site.portal.space.spc_api',
      id: 'ss_new',
      location: at('a.yaml', 1, 10),
      stale,
    });
    expect(pinIds([{ file: 'a.yaml', text }], [request('ss_old')]).files).toEqual([
      { file: 'a.yaml', text: 'spaces: [{ space: spc_api, path: api, id: ss_new }]\n' },
    ]);
    expect(pinIds([{ file: 'a.yaml', text }], [request('ss_other')]).files).toEqual([]);
  });

  it('writes owned: true beside an owned space id, in the file and in an environment override', () => {
    const request: PinRequest = {
      address: 'space.handbook',
      id: 'spc_1',
      location: at('a.yaml', 2, 3),
      entry: { collection: 'spaces', key: 'handbook' },
      owned: true,
    };
    const text = 'spaces:\n  handbook:\n    title: Team Handbook\n';
    expect(pinIds([{ file: 'a.yaml', text }], [request]).files[0]?.text).toBe(
      'spaces:\n  handbook:\n    id: spc_1\n    owned: true\n    title: Team Handbook\n',
    );
    const withEnv = `version: 1\nenvironments:\n  prod:\n    organization: org_a\n${text}`;
    const envRequest = { ...request, location: at('a.yaml', 6, 3) };
    const pinned = pinIds([{ file: 'a.yaml', text: withEnv }], [envRequest], 'prod');
    expect(pinned.files[0]?.text).toContain(
      '    overrides:\n      spaces:\n        handbook:\n          id: spc_1\n          owned: true\n',
    );
  });

  it('with environments: a shared team goes to the overrides, one declared there stays there, a shared section is skipped', () => {
    const text = `version: 1
environments:
  staging:
    organization: org_stg
    overrides:
      sites:
        portal:
          sections:
            - title: Guides
              spaces: [{ space: spc_guides }]
teams:
  eng:
    title: Eng
sites:
  portal:
    title: Portal
    sections:
      - title: Intro
        spaces: [{ space: spc_api }]
`;
    const result = pinIds(
      [{ file: 'c.yaml', text }],
      [
        {
          address: 'team.eng',
          id: 'team_9',
          location: at('c.yaml', 12, 3),
          entry: { collection: 'teams', key: 'eng' },
        },
        { address: 'site.portal.section.Guides', id: 'sc_9', location: at('c.yaml', 9, 15) },
        { address: 'site.portal.section.Intro', id: 'sc_8', location: at('c.yaml', 18, 9) },
      ],
      'staging',
    );
    expect(result.pinned).toEqual(['team.eng', 'site.portal.section.Guides']);
    expect(result.skipped.map((s) => s.address)).toEqual(['site.portal.section.Intro']);
    expect(result.files[0]?.text).toBe(`version: 1
environments:
  staging:
    organization: org_stg
    overrides:
      teams:
        eng:
          id: team_9
      sites:
        portal:
          sections:
            - title: Guides
              id: sc_9
              spaces: [{ space: spc_guides }]
teams:
  eng:
    title: Eng
sites:
  portal:
    title: Portal
    sections:
      - title: Intro
        spaces: [{ space: spc_api }]
`);
  });

  it('with environments: each key it adds stands where fmt puts it, so fmt --check passes after', () => {
    const text = `version: 1
environments:
  production:
    organization: org_acme
  staging:
    organization: org_stg
    overrides: # merged over the config
      teams:
        docs: { members: [bob@acme.example] }
      spaces:
        guides: { id: spc_stg }
teams:
  docs:
    title: Docs
  eng:
    title: Eng
sites:
  portal:
    title: Portal
`;
    const entry = (collection: string, key: string) => ({ entry: { collection, key } });
    const requests: PinRequest[] = [
      {
        address: 'team.docs',
        id: 'team_1',
        location: at('e.yaml', 13, 3),
        ...entry('teams', 'docs'),
      },
      {
        address: 'team.eng',
        id: 'team_2',
        location: at('e.yaml', 15, 3),
        ...entry('teams', 'eng'),
      },
      {
        address: 'site.portal',
        id: 'site_1',
        location: at('e.yaml', 18, 3),
        ...entry('sites', 'portal'),
      },
    ];
    const staging = pinIds([{ file: 'e.yaml', text }], requests, 'staging').files[0]?.text ?? '';
    expect(staging).toContain(`    overrides: # merged over the config
      teams:
        docs: { id: team_1, members: [bob@acme.example] }
        eng:
          id: team_2
      spaces:
        guides: { id: spc_stg }
      sites:
        portal:
          id: site_1
teams:`);
    expect(formatConfigText(staging)).toEqual({ ok: true, text: staging });
    // an environment without overrides gets them after its other keys
    const production = pinIds([{ file: 'e.yaml', text }], requests, 'production').files[0]?.text;
    expect(production).toContain(`  production:
    organization: org_acme
    overrides:
      teams:
        docs:
          id: team_1
        eng:
          id: team_2
      sites:
        portal:
          id: site_1
  staging:`);
    expect(formatConfigText(production ?? '')).toEqual({ ok: true, text: production });
  });
});
