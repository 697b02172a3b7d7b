import { describe, expect } from 'vitest';
import { linkAddress } from '../../src/model/address.js';
import type { Plan } from '../../src/model/plan.js';
import type { Item } from './builders.js';
import {
  desired,
  grp,
  live,
  liveGrp,
  liveSec,
  liveSite,
  liveSs,
  openapi,
  saml,
  sec,
  site,
  ss,
  team,
} from './builders.js';
import type { Scenario } from './scenario.js';
import { runScenarios } from './scenario.js';

const P = 'site.portal';

/** The warning of one code, at one address. */
const warning = (plan: Plan, code: string, address: string) =>
  plan.diagnostics.find((d) => d.code === code && d.address === address);

/** The deleted-by-hand warning names the stale id, says it is created again, and how to pin. */
const saysDeleted = (address: string, id: string) => (plan: Plan) => {
  const found = warning(plan, 'pinned-id-deleted', address);
  expect(found?.severity).toBe('warning');
  expect(found?.message).toContain(id);
  expect(found?.message).toMatch(/deleted outside docform.*creates it again/);
  expect(found?.hint).toMatch(/docform pin.*new id/);
};

const link =
  (title: string, id: string): Item =>
  (parent) => ({
    type: 'link',
    address: linkAddress(parent, title),
    key: title,
    title,
    url: 'https://status.example',
    previously: [],
    id,
  });

/** A live site "Portal" (site_1): Guides (sec_1, showing spc_a) in group Docs (grp_1). */
const portalLive = (extra: Parameters<typeof liveSec>[2] = []) =>
  live({
    sites: [
      liveSite('site_1', 'Portal', {
        sections: [
          liveGrp('grp_1', 'Docs', [
            liveSec('sec_1', 'Guides', [liveSs('ss_1', 'spc_a'), ...extra]),
          ]),
        ],
      }),
    ],
  });

/**
 * A pinned id that is no longer live is an object deleted by hand: never an error that
 * stops the plan (and a nightly drift report with it), for every kind that can be pinned.
 * The declaration is matched by its key as if unpinned, else created again, with a
 * warning at its `id:` naming the stale id.
 */
const scenarios: Scenario[] = [
  {
    name: 'a team deleted by hand is created again',
    desired: desired({ teams: [team('eng', { id: 't_404', title: 'Engineering' })] }),
    live: live({ teams: [] }),
    changes: ['create team.eng (title)'],
    diagnostics: ['pinned-id-deleted'],
    check: saysDeleted('team.eng', 't_404'),
  },
  {
    name: 'a SAML provider deleted by hand is created again',
    desired: desired({ saml: [saml('okta', { id: 'saml_404', label: 'Okta' })] }),
    live: live({ saml: [] }),
    changes: ['create saml.okta (label)'],
    diagnostics: ['pinned-id-deleted'],
    check: saysDeleted('saml.okta', 'saml_404'),
  },
  {
    name: 'an OpenAPI spec deleted by hand is created again',
    desired: desired({ openapi: [openapi('petstore', { id: 'oas_404' })] }),
    live: live({ openapi: [] }),
    changes: ['create openapi.petstore (slug,source)'],
    diagnostics: ['pinned-id-deleted'],
    check: saysDeleted('openapi.petstore', 'oas_404'),
  },
  {
    name: 'a site deleted by hand is created again with its structure, one warning for all of it',
    desired: desired({
      sites: [
        site('portal', {
          id: 'site_404',
          title: 'Portal',
          sections: [sec('Guides', [ss('spc_a', { id: 'ss_404' })], { id: 'sec_404' })],
        }),
      ],
    }),
    live: live(),
    changes: [
      `create ${P} (title)`,
      `create ${P}.section.Guides (title,space)`,
      `create ${P}.section.Guides.space.spc_a (space)`,
    ],
    diagnostics: ['pinned-id-deleted'],
    check: saysDeleted(P, 'site_404'),
  },
  {
    name: 'a section deleted by hand is created again in its live group',
    desired: desired({
      sites: [
        site('portal', {
          id: 'site_1',
          title: 'Portal',
          sections: [
            grp(
              'Docs',
              [
                sec('Guides', [ss('spc_a', { id: 'ss_1' })], { id: 'sec_1' }),
                sec('API', [ss('spc_b', { id: 'ss_9' })], { id: 'sec_9' }),
              ],
              { id: 'grp_1' },
            ),
          ],
        }),
      ],
    }),
    live: portalLive(),
    changes: [
      `create ${P}.group.Docs.section.API (title,space)`,
      `create ${P}.group.Docs.section.API.space.spc_b (space)`,
    ],
    diagnostics: ['pinned-id-deleted'],
    check: saysDeleted(`${P}.group.Docs.section.API`, 'sec_9'),
  },
  {
    name: 'a site space deleted by hand is created again in its live section',
    desired: desired({
      sites: [
        site('portal', {
          id: 'site_1',
          title: 'Portal',
          sections: [
            grp(
              'Docs',
              [
                sec(
                  'Guides',
                  [ss('spc_a', { id: 'ss_1' }), ss('spc_b', { id: 'ss_9', path: 'b' })],
                  { id: 'sec_1' },
                ),
              ],
              { id: 'grp_1' },
            ),
          ],
        }),
      ],
    }),
    live: portalLive(),
    changes: [`create ${P}.group.Docs.section.Guides.space.spc_b (path,space)`],
    diagnostics: ['pinned-id-deleted'],
    check: saysDeleted(`${P}.group.Docs.section.Guides.space.spc_b`, 'ss_9'),
  },
  {
    name: 'a group and an external link deleted by hand are created again',
    desired: desired({
      sites: [
        site('portal', {
          id: 'site_1',
          title: 'Portal',
          sections: [
            grp('Docs', [sec('Guides', [ss('spc_a', { id: 'ss_1' })], { id: 'sec_1' })], {
              id: 'grp_1',
            }),
            grp('More', [sec('API', [ss('spc_b')])], { id: 'grp_9' }),
            link('Status', 'lnk_9'),
          ],
        }),
      ],
    }),
    live: portalLive(),
    changes: [
      `create ${P}.group.More (title)`,
      `create ${P}.link.Status (title,url)`,
      `create ${P}.group.More.section.API (title,space)`,
      `create ${P}.group.More.section.API.space.spc_b (space)`,
    ],
    diagnostics: ['pinned-id-deleted', 'pinned-id-deleted'],
    check: (plan) => {
      saysDeleted(`${P}.group.More`, 'grp_9')(plan);
      saysDeleted(`${P}.link.Status`, 'lnk_9')(plan);
    },
  },
  {
    name: 'a section recreated by hand under its title: matched by title, with a warning',
    desired: desired({
      sites: [
        site('portal', {
          id: 'site_1',
          title: 'Portal',
          sections: [
            grp('Docs', [sec('Guides', [ss('spc_a')], { id: 'sec_404' })], { id: 'grp_1' }),
          ],
        }),
      ],
    }),
    live: portalLive(),
    changes: [],
    diagnostics: ['pinned-id-stale'],
    check: (plan) => {
      const found = warning(plan, 'pinned-id-stale', `${P}.group.Docs.section.Guides`);
      expect(found?.message).toContain('sec_404');
      expect(found?.message).toContain('matched by its title to the live one, id sec_1');
    },
  },
  {
    name: 'a team deleted by hand beside a live one that looks renamed: the create keeps its gate',
    desired: desired({ teams: [team('eng', { id: 't_404', title: 'Engineering' })] }),
    live: live({ teams: [{ id: 't_1', title: 'Engineerin' }] }),
    changes: ['create team.eng (title)'],
    diagnostics: ['pinned-id-deleted', 'rename-hint'],
    check: (plan) => {
      expect(plan.gates).toEqual([
        expect.objectContaining({ kind: 'create', passedBy: 'allowCreate', address: 'team.eng' }),
      ]);
    },
  },
  {
    name: 'a stale id whose title two live teams hold: the ambiguity is the error, and nothing is created',
    desired: desired({ teams: [team('eng', { id: 't_404', title: 'Engineering' })] }),
    live: live({
      teams: [
        { id: 't_1', title: 'Engineering' },
        { id: 't_2', title: 'Engineering' },
      ],
    }),
    changes: [],
    diagnostics: ['ambiguous-match', 'pinned-id-stale'],
  },
];

describe('a pinned id that is no longer live', () => {
  runScenarios(scenarios);
});
