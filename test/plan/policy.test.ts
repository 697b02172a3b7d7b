import { describe, expect } from 'vitest';
import {
  desired,
  live,
  liveSec,
  liveSite,
  liveSs,
  policy,
  saml,
  sec,
  secret,
  site,
  ss,
  team,
} from './builders.js';
import { policyEntryKey } from '../../src/model/desired.js';
import type { Scenario } from './scenario.js';
import { runScenarios } from './scenario.js';

const P = 'site.portal';
const teams = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `t_${i}`, title: `T${i}` }));

const scenarios: Scenario[] = [
  {
    name: 'protect: a pruned team under protect is kept with a warning',
    desired: desired({ policy: policy({ prune: ['teams'], protect: ['team.admins'] }) }),
    live: live({
      teams: [
        { id: 't_1', title: 'Admins' },
        { id: 't_2', title: 'Old' },
      ],
    }),
    changes: ['delete team.old'],
    diagnostics: ['delete-protected'],
  },
  {
    name: 'protect: a prefix protects a whole site subtree and its parents',
    desired: desired({
      sites: [site('portal', { title: 'Portal', sections: [] })],
      policy: policy({ protect: [`${P}.section.Legal.space.spc_a`] }),
    }),
    live: live({
      sites: [
        liveSite('s1', 'Portal', {
          sections: [liveSec('x1', 'Legal', [liveSs('ss1', 'spc_a'), liveSs('ss2', 'spc_b')])],
        }),
      ],
    }),
    changes: [`delete ${P}.section.Legal.space.spc_b`],
    diagnostics: ['delete-protected', 'delete-protected'],
  },
  {
    name: 'protect: a replace of a protected site space is dropped too',
    desired: desired({
      sites: [
        site('portal', {
          title: 'Portal',
          sections: [sec('A', []), sec('B', [ss('spc_b'), ss('spc_a')])],
        }),
      ],
      policy: policy({ protect: [`${P}.section.B.space.spc_a`] }),
    }),
    live: live({
      sites: [
        liveSite('s1', 'Portal', {
          sections: [
            liveSec('x1', 'A', [liveSs('ss1', 'spc_a')]),
            liveSec('x2', 'B', [liveSs('ss2', 'spc_b')]),
          ],
        }),
      ],
    }),
    changes: [],
    diagnostics: ['delete-protected'],
  },
  {
    name: 'protect: a typo matches nothing and says so, with the declared address meant',
    desired: desired({
      sites: [site('docs', { title: 'Acme Docs' })],
      policy: policy({ prune: ['sites'], protect: ['site.doc'] }),
      locations: new Map([[policyEntryKey('protect', 0), { file: 'a.yaml', line: 9, col: 14 }]]),
    }),
    live: live({ sites: [liveSite('s1', 'Acme Docs')] }),
    changes: [],
    diagnostics: ['policy-matches-nothing'],
    check: (plan) => {
      const d = plan.diagnostics.find((x) => x.code === 'policy-matches-nothing');
      expect(d).toMatchObject({
        severity: 'warning',
        location: { file: 'a.yaml', line: 9, col: 14 },
        message:
          'policy.protect lists site.doc, which matches no declared or live object: it protects nothing',
      });
      expect(d?.hint).toMatch(/^did you mean "site\.docs"\? protect and ignore match addresses; /);
      expect(d?.address).toBeUndefined();
    },
  },
  {
    name: 'protect: a removed declaration leaves the live site at its export key, and the entry says so',
    desired: desired({ policy: policy({ prune: ['sites'], protect: ['site.docs'] }) }),
    live: live({ sites: [liveSite('s1', 'Acme Docs')] }),
    changes: ['delete site.acme-docs'],
    diagnostics: ['policy-matches-nothing'],
    check: (plan) => {
      const d = plan.diagnostics.find((x) => x.code === 'policy-matches-nothing');
      expect(d?.hint).toBe(
        'did you mean "site.acme-docs"? protect and ignore match addresses; a live object that no declaration owns is addressed by the key `docform export` gives it (`docform plan` lists it so)',
      );
    },
  },
  {
    name: 'ignore: an entry matching nothing is one warning per entry; no suggestion when nothing is close',
    desired: desired({
      teams: [team('eng', { title: 'Engineering' })],
      policy: policy({ ignore: ['team.zzz', 'saml.okta', 'team.eng'], protect: ['openapi.pets'] }),
    }),
    live: live(),
    changes: [],
    diagnostics: ['policy-matches-nothing', 'policy-matches-nothing', 'policy-matches-nothing'],
    check: (plan) => {
      const found = plan.diagnostics.filter((x) => x.code === 'policy-matches-nothing');
      expect(found.map((d) => d.message.split(',')[0])).toEqual([
        'policy.protect lists openapi.pets',
        'policy.ignore lists team.zzz',
        'policy.ignore lists saml.okta',
      ]);
      expect(found[1]?.message).toContain('it ignores nothing');
      expect(found.every((d) => d.hint?.startsWith('protect and ignore match addresses'))).toBe(
        true,
      );
    },
  },
  {
    name: 'protect and ignore: live objects the plan leaves alone still match (members, unmanaged sites and their children)',
    desired: desired({
      sites: [site('portal', { title: 'Portal' })],
      policy: policy({
        protect: ['member.bob@acme.example', 'site.blog.section.News.space.spc_b'],
        ignore: [`${P}.group.Products`, 'site.blog'],
      }),
    }),
    live: live({
      sites: [
        liveSite('s1', 'Portal', {
          sections: [{ type: 'group', id: 'g1', title: 'Products', items: [] }],
        }),
        liveSite('s2', 'Blog', { sections: [liveSec('x1', 'News', [liveSs('ss1', 'spc_b')])] }),
      ],
    }),
    changes: [],
  },
  {
    name: 'ignore: an ignored live team is neither deleted nor listed',
    desired: desired({ policy: policy({ prune: ['teams'], ignore: ['team.bots'] }) }),
    live: live({ teams: [{ id: 't_1', title: 'Bots' }] }),
    changes: [],
    unmanaged: [],
  },
  {
    name: 'ignore: an ignored declaration plans nothing',
    desired: desired({
      teams: [team('eng', { title: 'Engineering' })],
      policy: policy({ ignore: ['team.eng'] }),
    }),
    live: live(),
    changes: [],
  },
  {
    name: 'ignore: unmanaged objects within an ignored prefix are not listed',
    desired: desired({ policy: policy({ ignore: ['saml'] }) }),
    live: live({ saml: [{ id: 'p_1', label: 'Okta' }], teams: [{ id: 't_1', title: 'Eng' }] }),
    changes: [],
    unmanaged: ['team.eng'],
  },
  {
    name: 'threshold: more deletes than the count needs --force',
    desired: desired({
      policy: policy({ prune: ['teams'], deleteThreshold: { count: 2, percent: 100 } }),
    }),
    live: live({ teams: teams(3) }),
    changes: ['delete team.t0', 'delete team.t1', 'delete team.t2'],
    diagnostics: ['delete-threshold'],
    check: (plan) => {
      const d = plan.diagnostics.find((x) => x.code === 'delete-threshold');
      expect(d?.message).toBe('3 deletes > threshold 2');
      expect(d?.hint).toContain('--force');
    },
  },
  {
    name: 'threshold: a replace deletes the live object, so it is gated and counted as a delete',
    desired: desired({
      sites: [
        site('portal', { title: 'Portal', sections: [sec('A', []), sec('B', [ss('spc_a')])] }),
      ],
      policy: policy({ deleteThreshold: { count: 0, percent: 100 } }),
    }),
    live: live({
      sites: [
        liveSite('s1', 'Portal', {
          sections: [liveSec('x1', 'A', [liveSs('ss1', 'spc_a')]), liveSec('x2', 'B', [])],
        }),
      ],
    }),
    changes: [`replace ${P}.section.B.space.spc_a (space)`],
    diagnostics: ['replace-reason', 'delete-threshold'],
    check: (plan) => {
      const gated = plan.diagnostics.find((x) => x.code === 'delete-needs-allow-delete');
      expect(gated?.message).toBe(
        `replaces site-space ${P}.section.B.space.spc_a (ss1): deletes it, then creates the new one`,
      );
      expect(gated?.hint).toBe('apply with --allow-delete once reviewed');
      const threshold = plan.diagnostics.find((x) => x.code === 'delete-threshold');
      expect(threshold?.message).toBe('1 deletes > threshold 0');
    },
  },
  {
    name: 'threshold: a share of a kind over the percent needs --force',
    desired: desired({
      teams: Array.from({ length: 8 }, (_, i) => team(`k${i}`, { title: `T${i}` })),
      policy: policy({ prune: ['teams'], deleteThreshold: { count: 100, percent: 10 } }),
    }),
    live: live({ teams: teams(10) }),
    changes: ['delete team.t8', 'delete team.t9'],
    diagnostics: ['delete-threshold'],
    check: (plan) =>
      expect(plan.diagnostics.find((x) => x.code === 'delete-threshold')?.message).toBe(
        '2 of 10 team objects deleted (20.0%) > threshold 10%',
      ),
  },
  {
    name: 'threshold: the share rule waits for ten objects of a kind',
    desired: desired({
      teams: [team('kept', { title: 'T2' })],
      policy: policy({ prune: ['teams'], deleteThreshold: { count: 100, percent: 10 } }),
    }),
    live: live({ teams: teams(3) }),
    changes: ['delete team.t0', 'delete team.t1'],
  },
  {
    name: 'threshold: deleting every object of a small kind needs --force (100%)',
    desired: desired({
      policy: policy({ prune: ['teams'], deleteThreshold: { count: 100, percent: 10 } }),
    }),
    live: live({ teams: teams(3) }),
    changes: ['delete team.t0', 'delete team.t1', 'delete team.t2'],
    diagnostics: ['delete-threshold'],
    check: (plan) =>
      expect(plan.diagnostics.find((d) => d.code === 'delete-threshold')).toMatchObject({
        message: 'deletes every team (3 of 3) of the organization (100% of a kind)',
        hint: 'rerun with --force if this is intended (or set policy.deleteThreshold.percent to 100)',
      }),
  },
  {
    name: 'threshold: at the count exactly is fine',
    desired: desired({
      policy: policy({ prune: ['teams'], deleteThreshold: { count: 3, percent: 100 } }),
    }),
    live: live({ teams: teams(3) }),
    changes: ['delete team.t0', 'delete team.t1', 'delete team.t2'],
  },
  {
    name: 'update threshold: more updates than the count needs --force, with the numbers',
    desired: desired({
      teams: Array.from({ length: 3 }, (_, i) =>
        team(`t${i}`, { id: `t_${i}`, title: `Renamed ${i}` }),
      ),
      policy: policy({ updateThreshold: { count: 2, percent: 100 } }),
    }),
    live: live({ teams: teams(3) }),
    changes: ['update team.t0 (title)', 'update team.t1 (title)', 'update team.t2 (title)'],
    diagnostics: ['update-threshold'],
    check: (plan) => {
      const d = plan.diagnostics.find((x) => x.code === 'update-threshold');
      expect(d?.message).toBe('3 updates > threshold 2');
      expect(d?.hint).toBe(
        'rerun with --force if this is intended (or raise policy.updateThreshold)',
      );
    },
  },
  {
    name: 'update threshold: a share of a kind over the percent needs --force',
    desired: desired({
      teams: Array.from({ length: 10 }, (_, i) =>
        team(`t${i}`, { id: `t_${i}`, title: i < 6 ? `Renamed ${i}` : `T${i}` }),
      ),
      policy: policy({ updateThreshold: { count: 100, percent: 50 } }),
    }),
    live: live({ teams: teams(10) }),
    changes: Array.from({ length: 6 }, (_, i) => `update team.t${i} (title)`),
    diagnostics: ['update-threshold'],
    check: (plan) =>
      expect(plan.diagnostics.find((x) => x.code === 'update-threshold')?.message).toBe(
        '6 of 10 team objects updated (60.0%) > threshold 50%',
      ),
  },
  {
    name: 'update threshold: at the count and share exactly is fine',
    desired: desired({
      teams: Array.from({ length: 10 }, (_, i) =>
        team(`t${i}`, { id: `t_${i}`, title: i < 5 ? `Renamed ${i}` : `T${i}` }),
      ),
      policy: policy({ updateThreshold: { count: 5, percent: 50 } }),
    }),
    live: live({ teams: teams(10) }),
    changes: Array.from({ length: 5 }, (_, i) => `update team.t${i} (title)`),
  },
  {
    name: 'targets: keep the targeted change only',
    desired: desired({ teams: [team('a', { title: 'A' }), team('b', { title: 'B' })] }),
    live: live(),
    targets: ['team.b'],
    changes: ['create team.b (title)'],
  },
  {
    name: 'targets: a targeted change keeps what it depends on',
    desired: desired({
      teams: [team('eng', { title: 'Engineering' }), team('ops', { title: 'Ops' })],
      saml: [saml('okta', { label: 'Okta', defaultTeam: 'eng' })],
    }),
    live: live(),
    targets: ['saml.okta'],
    changes: ['create team.eng (title)', 'create saml.okta (label,defaultTeam)'],
  },
  {
    name: 'targets: a site address selects its children',
    desired: desired({
      teams: [team('eng', { title: 'Engineering' })],
      sites: [site('portal', { title: 'Portal', sections: [sec('Guides', [ss('spc_a')])] })],
    }),
    live: live(),
    targets: [P],
    changes: [
      `create ${P} (title)`,
      `create ${P}.section.Guides (title,space)`,
      `create ${P}.section.Guides.space.spc_a (space)`,
    ],
  },
  {
    name: 'targets: a child keeps its new parents',
    desired: desired({
      sites: [
        site('portal', { title: 'Portal', sections: [sec('Guides', [ss('spc_a')]), sec('Other')] }),
      ],
    }),
    live: live(),
    targets: [`${P}.section.Guides.space.spc_a`],
    changes: [
      `create ${P} (title)`,
      `create ${P}.section.Guides (title,space)`,
      `create ${P}.section.Guides.space.spc_a (space)`,
    ],
  },
  {
    name: 'targets: a target that names no declared or live object is an error, with the address meant',
    desired: desired({ teams: [team('eng', { title: 'Engineering' })] }),
    live: live(),
    targets: ['team.egn'],
    changes: [],
    diagnostics: ['target-matches-nothing'],
    check: (plan) => {
      const d = plan.diagnostics.find((x) => x.code === 'target-matches-nothing');
      expect(d).toMatchObject({
        severity: 'error',
        address: 'team.egn',
        message: '--target team.egn matches no declared or live object',
      });
      expect(d?.hint).toMatch(/^did you mean --target team\.eng\? a target is an address/);
    },
  },
  {
    name: 'targets: a live object no declaration owns is a target too',
    desired: desired(),
    live: live({ teams: [{ id: 't_1', title: 'Old' }] }),
    targets: ['team.old'],
    changes: [],
  },
  {
    name: 'targets: a target whose objects have no change selects nothing, and that is no problem',
    desired: desired({ teams: [team('eng', { title: 'Engineering' })] }),
    live: live({ teams: [{ id: 't_1', title: 'Engineering' }] }),
    targets: ['team.eng', 'settings'],
    changes: [],
  },
  {
    name: 'secrets: a secret equal to the live value is no change',
    desired: desired({
      saml: [
        saml('okta', {
          label: 'Okta',
          certificate: secret('CERT-1'),
          ssoURL: secret('https://sso.example'),
        }),
      ],
    }),
    live: live({
      saml: [{ id: 'p_1', label: 'Okta', certificate: 'CERT-1', ssoURL: 'https://sso.example' }],
    }),
    changes: [],
  },
  {
    name: 'secrets: a changed secret is an update with both sides masked',
    desired: desired({ saml: [saml('okta', { label: 'Okta', certificate: secret('CERT-2') })] }),
    live: live({ saml: [{ id: 'p_1', label: 'Okta', certificate: 'CERT-1' }] }),
    changes: ['update saml.okta (certificate)'],
    check: (plan) => {
      const f = plan.changes[0]?.fields?.[0];
      expect(String(f?.before)).toBe('(sensitive)');
      expect(String(f?.after)).toBe('(sensitive)');
    },
  },
  {
    name: 'secrets: a secret natural key matches by fingerprint',
    desired: desired({ teams: [team('eng', { title: secret('Engineering') })] }),
    live: live({ teams: [{ id: 't_1', title: 'Engineering' }] }),
    changes: [],
  },
];

describe('planner, policy, targets and secrets', () => {
  runScenarios(scenarios);
});
