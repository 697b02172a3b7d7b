import { describe, expect } from 'vitest';
import type { Plan } from '../../src/model/plan.js';
import { desired, live, liveSec, liveSite, liveSs, policy, site, space, ss } from './builders.js';
import type { Scenario } from './scenario.js';
import { runScenarios } from './scenario.js';

const publishedBy = (plan: Plan, address: string) =>
  plan.unmanaged.find((u) => u.address === address)?.publishedBy;

/** The declared site `portal`, live as site_1 showing spc_a at its root. */
const portal = liveSite('site_1', 'portal', { spaces: [liveSs('ss_1', 'spc_a')] });
/** A live site the configs below do not declare, showing spc_c in a section. */
const blog = liveSite('site_2', 'Blog', {
  sections: [liveSec('sec_1', 'Posts', [liveSs('ss_2', 'spc_c')])],
});

/** `blog` as a plan sees it when its structure was not read. */
const { structure: _unread, ...unreadBlog } = blog;

/**
 * `prune: [spaces]` never deletes a space that a live site the config does not declare
 * publishes (in a section or at its root): it is listed as unmanaged with those sites.
 * A space only declared sites publish, or none, is deleted as before.
 */
const scenarios: Scenario[] = [
  {
    name: 'keeps a space an undeclared site shows in a section, deletes one nothing shows',
    desired: desired({
      sites: [site('portal', { spaces: [ss('spc_a')] })],
      policy: policy({ prune: ['spaces'] }),
    }),
    live: live({ sites: [portal, blog] }),
    changes: ['delete space.b', 'delete space.d'],
    unmanaged: ['space.c', 'site.blog'],
    check: (plan) => expect(publishedBy(plan, 'space.c')).toEqual(['site.blog']),
  },
  {
    name: 'keeps a space an undeclared site shows at its root, naming every site that shows it',
    desired: desired({
      spaces: [space('a', 'spc_a')],
      policy: policy({ prune: ['spaces'] }),
    }),
    live: live({
      sites: [
        liveSite('site_3', 'Wiki', { spaces: [liveSs('ss_3', 'spc_b')] }),
        liveSite('site_4', 'Notes', { spaces: [liveSs('ss_4', 'spc_b'), liveSs('ss_5', 'spc_d')] }),
      ],
    }),
    changes: ['delete space.c'],
    unmanaged: ['space.b', 'space.d', 'site.wiki', 'site.notes'],
    check: (plan) => {
      expect(publishedBy(plan, 'space.b')).toEqual(['site.wiki', 'site.notes']);
      expect(publishedBy(plan, 'space.d')).toEqual(['site.notes']);
    },
  },
  {
    name: 'a space a declared site stops showing is kept while an undeclared site shows it',
    desired: desired({
      sites: [site('portal', { spaces: [ss('spc_a')] })],
      policy: policy({ prune: ['spaces'] }),
    }),
    live: live({
      sites: [
        liveSite('site_1', 'portal', {
          spaces: [liveSs('ss_1', 'spc_a'), liveSs('ss_6', 'spc_c')],
        }),
        blog,
      ],
    }),
    changes: ['delete site.portal.space.spc_c', 'delete space.b', 'delete space.d'],
    unmanaged: ['space.c', 'site.blog'],
  },
  {
    name: 'a space only a declared site shows, outside its declared structure, is deleted as before',
    desired: desired({
      sites: [site('portal', { spaces: [ss('spc_a')] })],
      policy: policy({ prune: ['spaces'] }),
    }),
    live: live({
      sites: [
        liveSite('site_1', 'portal', {
          spaces: [liveSs('ss_1', 'spc_a'), liveSs('ss_6', 'spc_c')],
        }),
      ],
    }),
    changes: [
      'delete site.portal.space.spc_c',
      'delete space.b',
      'delete space.c',
      'delete space.d',
    ],
    unmanaged: [],
  },
  {
    name: 'an undeclared site whose structure was not read: no space is deleted, each is listed',
    desired: desired({
      sites: [site('portal', { spaces: [ss('spc_a')] })],
      policy: policy({ prune: ['spaces'] }),
    }),
    live: live({ sites: [portal, unreadBlog] }),
    changes: [],
    unmanaged: ['space.b', 'space.c', 'space.d', 'site.blog'],
    diagnostics: ['prune-spaces-unknown-publishers'],
  },
  {
    name: 'under prune: [sites] too, the undeclared site goes and its space with it',
    desired: desired({
      sites: [site('portal', { spaces: [ss('spc_a')] })],
      policy: policy({ prune: ['spaces', 'sites'] }),
    }),
    live: live({ sites: [portal, blog] }),
    changes: ['delete site.blog', 'delete space.b', 'delete space.c', 'delete space.d'],
    unmanaged: [],
  },
  {
    name: 'under prune: [sites] too, a site policy.protect keeps keeps its space',
    desired: desired({
      sites: [site('portal', { spaces: [ss('spc_a')] })],
      policy: policy({ prune: ['spaces', 'sites'], protect: ['site.blog'] }),
    }),
    live: live({ sites: [portal, blog] }),
    changes: ['delete space.b', 'delete space.d'],
    unmanaged: ['space.c'],
    diagnostics: ['delete-protected'],
    check: (plan) => expect(publishedBy(plan, 'space.c')).toEqual(['site.blog']),
  },
  {
    name: 'without prune, the space is unmanaged with no reason',
    desired: desired({
      spaces: [space('a', 'spc_a', { owned: true })],
      sites: [site('portal', { spaces: [ss('spc_a')] })],
    }),
    live: live({ sites: [portal, blog] }),
    changes: [],
    unmanaged: ['space.b', 'space.c', 'space.d', 'site.blog'],
    check: (plan) => expect(plan.unmanaged.every((u) => u.publishedBy === undefined)).toBe(true),
  },
];

describe('prune: [spaces] and the spaces undeclared sites publish', () => {
  runScenarios(scenarios);
});
