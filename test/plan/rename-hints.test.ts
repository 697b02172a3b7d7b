import { describe, expect, it } from 'vitest';
import type { LiveStructureItem } from '../../src/model/live.js';
import type { Plan } from '../../src/model/plan.js';
import { planChanges } from '../../src/plan/plan.js';
import { editDistance } from '../../src/plan/rename-hints.js';
import { desired, live, liveSec, liveSite, liveSs, saml, sec, site, ss, team } from './builders.js';
import type { Item } from './builders.js';
import type { Scenario } from './scenario.js';
import { runScenarios } from './scenario.js';

const P = 'site.portal';
const portal = (sections: Item[]) =>
  desired({ sites: [site('portal', { title: 'Portal', sections })] });
const held = (sections: LiveStructureItem[]) =>
  live({ sites: [liveSite('site_1', 'Portal', { sections })] });

/** The hint lines of a plan: `address: hint`. */
const hints = (plan: Plan): string[] =>
  plan.diagnostics.filter((d) => d.code === 'rename-hint').map((d) => `${d.address}: ${d.hint}`);

const pruneTeams = { prune: ['teams' as const], deleteThreshold: { count: 100, percent: 100 } };

const scenarios: Scenario[] = [
  {
    name: 'a site retitled without prune: the old one stays unmanaged, and the create gets the hint',
    desired: desired({ sites: [site('docs', { title: 'Acme Documentation' })] }),
    live: live({ sites: [liveSite('site_1', 'Acme Docs')] }),
    changes: ['create site.docs (title)'],
    diagnostics: ['rename-hint'],
    unmanaged: ['site.acme-docs'],
    check: (plan) =>
      expect(hints(plan)).toEqual(['site.docs: add to site.docs: previously: [Acme Docs]']),
  },
  {
    name: 'an unrelated unmanaged site gets no hint',
    desired: desired({ sites: [site('docs', { title: 'Developer Portal' })] }),
    live: live({ sites: [liveSite('site_1', 'Internal handbook')] }),
    changes: ['create site.docs (title)'],
    unmanaged: ['site.internal-handbook'],
  },
  {
    name: 'finding 2: a team retitled in case only gets the previously line',
    desired: desired({
      teams: [team('documentation', { title: 'Docs' })],
      policy: { ...desired().policy, ...pruneTeams },
    }),
    live: live({ teams: [{ id: 't_1', title: 'docs' }] }),
    changes: ['create team.documentation (title)', 'delete team.docs'],
    diagnostics: ['rename-hint'],
    check: (plan) =>
      expect(hints(plan)).toEqual([
        'team.documentation: add to team.documentation: previously: [docs]',
      ]),
  },
  {
    name: 'finding 2: a section a letter apart, in the same site, gets the hint',
    desired: portal([sec('Guide', [ss('spc_a')])]),
    live: held([liveSec('x1', 'Guides', [liveSs('s1', 'spc_a')])]),
    changes: [
      `create ${P}.section.Guide (title,space)`,
      `replace ${P}.section.Guide.space.spc_a (space)`,
      `delete ${P}.section.Guides`,
    ],
    diagnostics: ['rename-hint', 'replace-reason'],
    check: (plan) =>
      expect(hints(plan)).toEqual([
        `${P}.section.Guide: add to ${P}.section.Guide: previously: [Guides]`,
      ]),
  },
  {
    name: 'finding 2: far titles with the same identifying field (section path) get the hint',
    desired: portal([sec('Handbook', [], { path: 'guides' })]),
    live: held([liveSec('x1', 'Guides', [], { path: 'guides' })]),
    changes: [`create ${P}.section.Handbook (title,path)`, `delete ${P}.section.Guides`],
    diagnostics: ['rename-hint'],
  },
  {
    name: 'finding 2: unrelated titles get no hint',
    desired: portal([sec('API', [])]),
    live: held([liveSec('x1', 'Changelog', [], { path: 'changelog' })]),
    changes: [`create ${P}.section.API (title)`, `delete ${P}.section.Changelog`],
  },
  {
    name: 'finding 2: close titles under different parents (sites) get no hint',
    desired: desired({
      sites: [
        site('portal', { title: 'Portal', sections: [sec('Guide', [])] }),
        site('other', { title: 'Other', sections: [] }),
      ],
    }),
    live: live({
      sites: [
        liveSite('site_1', 'Portal', { sections: [] }),
        liveSite('site_2', 'Other', { sections: [liveSec('x1', 'Guides', [])] }),
      ],
    }),
    changes: [`create ${P}.section.Guide (title)`, 'delete site.other.section.Guides'],
  },
];

describe('rename hints', () => {
  runScenarios(scenarios);

  it('finding 2: a SAML label that needs quoting gets a quoted previously line', () => {
    const plan = planChanges(
      desired({
        saml: [saml('okta', { label: 'Okta SSO' })],
        policy: { ...desired().policy, prune: ['saml'] },
      }),
      live({ saml: [{ id: 'p_1', label: 'Okta, SSO' }] }),
    );
    expect(hints(plan)).toEqual(['saml.okta: add to saml.okta: previously: ["Okta, SSO"]']);
    const address = plan.changes.find((c) => c.action === 'delete')?.address;
    expect(plan.diagnostics.find((d) => d.code === 'rename-hint')?.message).toBe(
      `saml.okta is created and ${address} ("Okta, SSO") deleted: if the SAML provider was renamed, keep the live one`,
    );
  });

  it('edit distance', () => {
    expect(editDistance('guides', 'guide')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
});
