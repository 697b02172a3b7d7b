import { describe, expect, it } from 'vitest';
import type { LiveStructureItem } from '../../src/model/live.js';
import type { Plan } from '../../src/model/plan.js';
import { planChanges } from '../../src/plan/plan.js';
import { editDistance } from '../../src/model/edit-distance.js';
import { sameSpaces } from '../../src/plan/rename-hints.js';
import {
  desired,
  live,
  liveGrp,
  liveSec,
  liveSite,
  liveSs,
  policy,
  saml,
  sec,
  site,
  ss,
  team,
} from './builders.js';
import type { Item } from './builders.js';
import type { Scenario } from './scenario.js';
import { runScenarios } from './scenario.js';

const P = 'site.portal';
const portal = (sections: Item[]) =>
  desired({ sites: [site('portal', { title: 'Portal', sections })] });
const held = (sections: LiveStructureItem[]) =>
  live({ sites: [liveSite('site_1', 'Portal', { sections })] });

/** The hint lines of a plan: `address: hint`, without the `(or pin it: id: ID)` answer. */
const hints = (plan: Plan): string[] =>
  plan.diagnostics
    .filter((d) => d.code === 'rename-hint')
    .map((d) => `${d.address}: ${d.hint?.replace(/ \(or pin it: `id: \S+`\)$/, '')}`);

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
      expect(hints(plan)).toEqual(['site.docs: add to site.docs: `previously: [Acme Docs]`']),
  },
  {
    name: 'an unrelated unmanaged site gets no hint',
    desired: desired({ sites: [site('docs', { title: 'Developer Portal' })] }),
    live: live({ sites: [liveSite('site_1', 'Internal handbook')] }),
    changes: ['create site.docs (title)'],
    unmanaged: ['site.internal-handbook'],
  },
  {
    name: 'a team retitled in case only gets the previously line',
    desired: desired({
      teams: [team('documentation', { title: 'Docs' })],
      policy: { ...desired().policy, ...pruneTeams },
    }),
    live: live({ teams: [{ id: 't_1', title: 'docs' }] }),
    changes: ['create team.documentation (title)', 'delete team.docs'],
    diagnostics: ['rename-hint'],
    check: (plan) =>
      expect(hints(plan)).toEqual([
        'team.documentation: add to team.documentation: `previously: [docs]`',
      ]),
  },
  {
    name: 'a section a letter apart, in the same site, gets the hint',
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
        `${P}.section.Guide: add to ${P}.section.Guide: \`previously: [Guides]\``,
      ]),
  },
  {
    name: 'far titles with the same identifying field (section path) get the hint',
    desired: portal([sec('Handbook', [], { path: 'guides' })]),
    live: held([liveSec('x1', 'Guides', [], { path: 'guides' })]),
    // the new section takes the path the old one frees: the delete goes first
    changes: [`delete ${P}.section.Guides`, `create ${P}.section.Handbook (title,path)`],
    diagnostics: ['rename-hint'],
  },
  {
    name: 'unrelated titles get no hint',
    desired: portal([sec('API', [])]),
    live: held([liveSec('x1', 'Changelog', [], { path: 'changelog' })]),
    changes: [`create ${P}.section.API (title)`, `delete ${P}.section.Changelog`],
  },
  {
    name: 'close titles under different parents (sites) get no hint',
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

  it('a SAML label that needs quoting gets a quoted previously line', () => {
    const plan = planChanges(
      desired({
        saml: [saml('okta', { label: 'Okta SSO' })],
        policy: { ...desired().policy, prune: ['saml'] },
      }),
      live({ saml: [{ id: 'p_1', label: 'Okta, SSO' }] }),
    );
    expect(hints(plan)).toEqual(['saml.okta: add to saml.okta: `previously: ["Okta, SSO"]`']);
    // the other answer: the live id, which a later rename by hand cannot change
    expect(plan.diagnostics.find((d) => d.code === 'rename-hint')?.hint).toBe(
      'add to saml.okta: `previously: ["Okta, SSO"]` (or pin it: `id: p_1`)',
    );
    const address = plan.changes.find((c) => c.action === 'delete')?.address;
    expect(plan.diagnostics.find((d) => d.code === 'rename-hint')?.message).toBe(
      `saml.okta is created and ${address} ("Okta, SSO") deleted: if the SAML provider was renamed, keep the live one; apply refuses to create it without --allow-create`,
    );
  });

  it('edit distance', () => {
    expect(editDistance('guides', 'guide')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

/** A site's sections as the user's portal has them: the same spaces, whatever its title. */
const sections = () => [
  sec('Guides', [ss('spc_guides')]),
  sec('API', [ss('spc_api'), ss('spc_changelog')]),
];
const liveSections = () => [
  liveSec('x1', 'Guides', [liveSs('s1', 'spc_guides')]),
  liveGrp('g1', 'Reference', [
    liveSec('x2', 'API', [liveSs('s2', 'spc_api'), liveSs('s3', 'spc_changelog')]),
  ]),
];
const heldPortal = (spaces = liveSections()) =>
  live({ sites: [liveSite('site_1', 'Developer Portal', { sections: spaces })] });
const pruneSites = policy({ prune: ['sites'], deleteThreshold: { count: 100, percent: 100 } });

describe('rename hints by content: the same spaces identify a site or section', () => {
  it('without prune, a site retitled far apart beside an unmanaged site with the same spaces gets the hint', () => {
    const plan = planChanges(
      desired({ sites: [site('portal', { title: 'Dev Portal', sections: sections() })] }),
      heldPortal(),
    );
    expect(plan.unmanaged.map((u) => u.address)).toEqual(['site.developer-portal']);
    expect(hints(plan)).toEqual([
      'site.portal: add to site.portal: `previously: [Developer Portal]`',
    ]);
  });

  it.each(['Dev Portal', 'Docs Portal', 'Acme Developers', 'Developer Hub'])(
    'with prune: [sites], a site retitled "%s" with the same spaces gets the hint',
    (title) => {
      const plan = planChanges(
        desired({ sites: [site('portal', { title, sections: sections() })], policy: pruneSites }),
        heldPortal(),
      );
      expect(plan.changes.filter((c) => c.kind === 'site').map((c) => c.action)).toEqual([
        'create',
        'delete',
      ]);
      expect(hints(plan)).toEqual([
        'site.portal: add to site.portal: `previously: [Developer Portal]`',
      ]);
    },
  );

  it('a site sharing three of four spaces still gets the hint; one sharing one of three does not', () => {
    const four = [
      sec('Guides', [ss('spc_guides'), ss('spc_faq')]),
      sec('API', [ss('spc_api'), ss('spc_changelog')]),
    ];
    const three = live({
      sites: [
        liveSite('site_1', 'Developer Portal', {
          sections: [
            liveSec('x1', 'Guides', [liveSs('s1', 'spc_guides'), liveSs('s4', 'spc_faq')]),
            liveSec('x2', 'API', [liveSs('s2', 'spc_api')]),
          ],
        }),
      ],
    });
    const near = planChanges(
      desired({ sites: [site('portal', { title: 'Dev Portal', sections: four })] }),
      three,
    );
    expect(hints(near)).toEqual([
      'site.portal: add to site.portal: `previously: [Developer Portal]`',
    ]);
    const far = planChanges(
      desired({
        sites: [
          site('portal', {
            title: 'Dev Portal',
            sections: [sec('Guides', [ss('spc_guides'), ss('spc_other'), ss('spc_more')])],
          }),
        ],
      }),
      heldPortal(),
    );
    expect(hints(far)).toEqual([]);
  });

  it('a site with other spaces, or with no site spaces, gets no hint by content', () => {
    const other = planChanges(
      desired({
        sites: [site('portal', { title: 'Dev Portal', sections: [sec('Blog', [ss('spc_blog')])] })],
      }),
      heldPortal(),
    );
    expect(hints(other)).toEqual([]);
    const empty = planChanges(
      desired({ sites: [site('portal', { title: 'Dev Portal', sections: [] })] }),
      live({ sites: [liveSite('site_1', 'Developer Portal', { sections: [] })] }),
    );
    expect(hints(empty)).toEqual([]);
  });

  it('of two deleted sites, the one with the same spaces is named, not the one with the closer title', () => {
    const plan = planChanges(
      desired({
        sites: [site('portal', { title: 'Dev Portal', sections: sections() })],
        policy: pruneSites,
      }),
      live({
        sites: [
          liveSite('site_2', 'Dev Portals', {
            sections: [liveSec('y1', 'Blog', [liveSs('t1', 'spc_blog')])],
          }),
          liveSite('site_1', 'Developer Portal', { sections: liveSections() }),
        ],
      }),
    );
    expect(hints(plan)).toEqual([
      'site.portal: add to site.portal: `previously: [Developer Portal]`',
    ]);
  });

  it('a section retitled far apart with the same site spaces gets the hint, even from a group', () => {
    const plan = planChanges(
      desired({
        sites: [
          site('portal', {
            title: 'Portal',
            sections: [
              sec('Guides', [ss('spc_guides')]),
              sec('Release notes', [ss('spc_api'), ss('spc_changelog')]),
            ],
          }),
        ],
      }),
      live({ sites: [liveSite('site_1', 'Portal', { sections: liveSections() })] }),
    );
    expect(
      plan.changes.filter((c) => c.kind === 'section').map((c) => `${c.action} ${c.address}`),
    ).toEqual([
      'create site.portal.section."Release notes"',
      'delete site.portal.group.Reference.section.API',
    ]);
    expect(hints(plan)).toEqual([
      'site.portal.section."Release notes": add to site.portal.section."Release notes": `previously: [API]`',
    ]);
  });

  it('sections in different sites with the same spaces get no hint', () => {
    const plan = planChanges(
      desired({
        sites: [
          site('portal', {
            title: 'Portal',
            sections: [sec('Release notes', [ss('spc_changelog')])],
          }),
          site('other', { title: 'Other', sections: [] }),
        ],
      }),
      live({
        sites: [
          liveSite('site_1', 'Portal', { sections: [] }),
          liveSite('site_2', 'Other', {
            sections: [liveSec('x1', 'Changelog', [liveSs('s1', 'spc_changelog')])],
          }),
        ],
      }),
    );
    expect(hints(plan)).toEqual([]);
  });

  it('the same spaces: a non-empty set sharing at least three quarters of their union', () => {
    const set = (...ids: string[]) => new Set(ids);
    expect(sameSpaces(set('a', 'b'), set('b', 'a'))).toBe(true);
    expect(sameSpaces(set('a', 'b', 'c', 'd'), set('a', 'b', 'c'))).toBe(true);
    expect(sameSpaces(set('a', 'b', 'c'), set('a', 'b'))).toBe(false);
    expect(sameSpaces(set('a'), set('b'))).toBe(false);
    expect(sameSpaces(set(), set())).toBe(false);
    expect(sameSpaces(set('a'), undefined)).toBe(false);
  });
});

describe('rename hints by identity: the same members identify a team', () => {
  const retitled = (members: string[]) =>
    planChanges(
      desired({
        teams: [
          team('writers', {
            title: 'Technical Writers',
            members: ['alice@acme.example', 'bob@acme.example'],
          }),
        ],
      }),
      live({ teams: [{ id: 't_1', title: 'Docs', members }] }),
    );

  it('without prune, a team retitled far apart beside an unmanaged team with the same members gets the hint', () => {
    const plan = retitled(['u_bob', 'u_alice']);
    expect(plan.unmanaged.map((u) => u.address)).toEqual(['team.docs']);
    expect(hints(plan)).toEqual(['team.writers: add to team.writers: `previously: [Docs]`']);
    expect(plan.diagnostics.find((d) => d.code === 'rename-hint')?.message).toContain(
      'team.writers is created beside the live team "Docs" (team.docs), which no declaration owns',
    );
    // other members, or none, identify nothing
    expect(hints(retitled(['u_alice', 'u_carol']))).toEqual([]);
    expect(hints(retitled([]))).toEqual([]);
  });

  it("a grant left unmanaged is no site to rename, whatever its role's word", () => {
    const plan = planChanges(
      desired({
        sites: [site('portal', { permissions: { members: {} } }), site('edit', { title: 'Edit' })],
      }),
      live({
        sites: [
          liveSite('site_1', 'portal', {
            permissions: { teams: {}, members: { u_carol: 'edit' }, emails: {} },
          }),
        ],
      }),
    );
    expect(plan.unmanaged.map((u) => u.address)).toEqual([
      'site.portal.permissions.member.carol@acme.example',
    ]);
    expect(hints(plan)).toEqual([]);
  });
});
