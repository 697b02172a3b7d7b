import { describe, expect } from 'vitest';
import type { Plan } from '../../src/model/plan.js';
import {
  desired,
  live,
  liveSec,
  liveSite,
  liveSs,
  ownedSpace,
  policy,
  sec,
  site,
  space,
  ss,
} from './builders.js';
import type { Scenario } from './scenario.js';
import { runScenarios } from './scenario.js';

const change = (plan: Plan, address: string) => plan.changes.find((c) => c.address === address);

/** A site space naming the owned space `handbook` by its key, as normalization leaves it. */
const handbookSs = ss('handbook', { spaceRef: 'handbook' });

/**
 * Spaces docform owns (declared without `id:`): matched by title or `previously`,
 * created before the site spaces showing them, and the only reason, with
 * `prune: [spaces]`, that undeclared live spaces are listed or deleted.
 */
const scenarios: Scenario[] = [
  {
    name: 'an owned space no live one matches is created, before the section made with it',
    desired: desired({
      spaces: [ownedSpace('handbook', 'Handbook', { editMode: 'locked' })],
      sites: [site('portal', { sections: [sec('Guides', [handbookSs])] })],
    }),
    live: live(),
    changes: [
      'create space.handbook (title,editMode)',
      'create site.portal (title)',
      'create site.portal.section.Guides (title,space)',
      'create site.portal.section.Guides.space.handbook (space)',
    ],
    unmanaged: ['space.a', 'space.b', 'space.c', 'space.d'],
    check: (plan) => {
      const section = change(plan, 'site.portal.section.Guides');
      expect(section?.dependsOn).toContain('space.handbook');
      expect(section?.fields?.find((f) => f.path === 'space')?.after).toEqual({
        ref: 'space.handbook',
      });
      expect(change(plan, 'site.portal.section.Guides.space.handbook')?.dependsOn).toContain(
        'space.handbook',
      );
    },
  },
  {
    name: 'a root site space waits for the owned space it shows',
    desired: desired({
      spaces: [ownedSpace('handbook', 'Handbook')],
      sites: [site('portal', { spaces: [handbookSs] })],
    }),
    live: live({ sites: [liveSite('site_1', 'portal', { spaces: [] })] }),
    changes: ['create space.handbook (title)', 'create site.portal.space.handbook (space)'],
    unmanaged: ['space.a', 'space.b', 'space.c', 'space.d'],
    check: (plan) =>
      expect(change(plan, 'site.portal.space.handbook')?.dependsOn).toEqual(['space.handbook']),
  },
  {
    name: 'a matched owned space is its live space: the site space showing it is kept',
    desired: desired({
      spaces: [ownedSpace('handbook', 'A')],
      sites: [site('portal', { sections: [sec('Guides', [handbookSs])] })],
    }),
    live: live({
      sites: [
        liveSite('site_1', 'portal', {
          sections: [liveSec('sec_1', 'Guides', [liveSs('ss_1', 'spc_a')])],
        }),
      ],
    }),
    changes: [],
    // spc_a is shown by a declared site space: not listed
    unmanaged: ['space.b', 'space.c', 'space.d'],
  },
  {
    name: 'a previously title renames the live space in place',
    desired: desired({ spaces: [ownedSpace('handbook', 'Handbook', { previously: ['A'] })] }),
    live: live(),
    changes: ['update space.handbook (title)'],
    unmanaged: ['space.b', 'space.c', 'space.d'],
    check: (plan) => expect(change(plan, 'space.handbook')?.id).toBe('spc_a'),
  },
  {
    name: 'a title close to an unmanaged space hints at a rename',
    desired: desired({ spaces: [ownedSpace('handbook', 'AB')] }),
    live: live({ spaces: [{ id: 'spc_x', title: 'ABC' }] }),
    changes: ['create space.handbook (title)'],
    diagnostics: ['rename-hint'],
    unmanaged: ['space.abc'],
  },
  {
    name: 'without an owned space or prune, undeclared spaces are not listed',
    desired: desired({ spaces: [space('a', 'spc_a', { editMode: 'live' })] }),
    live: live(),
    changes: ['update space.a (editMode)'],
    unmanaged: [],
  },
  {
    name: 'an owned space pinned with owned: true (as pin writes it) still lists undeclared spaces',
    desired: desired({
      spaces: [space('handbook', 'spc_a', { title: 'A', owned: true })],
    }),
    live: live(),
    changes: [],
    unmanaged: ['space.b', 'space.c', 'space.d'],
  },
  {
    name: 'an owned space pinned with owned: true and deleted since is created again, with a warning at its id',
    desired: desired({
      spaces: [space('handbook', 'spc_gone', { title: 'Handbook', owned: true })],
      // normalization names a pinned space's site spaces by its id
      sites: [
        site('portal', { sections: [sec('Guides', [ss('handbook', { spaceId: 'spc_gone' })])] }),
      ],
    }),
    live: live({
      sites: [
        liveSite('site_1', 'portal', {
          sections: [liveSec('sec_1', 'Guides', [liveSs('ss_1', 'spc_a')])],
        }),
      ],
    }),
    changes: [
      'create space.handbook (title)',
      'create site.portal.section.Guides.space.handbook (space)',
      'delete site.portal.section.Guides.space.spc_a',
    ],
    diagnostics: ['pinned-id-deleted'],
    check: (plan) => {
      const made = change(plan, 'site.portal.section.Guides.space.handbook');
      expect(made?.dependsOn).toContain('space.handbook');
      const warning = plan.diagnostics.find((d) => d.code === 'pinned-id-deleted');
      expect(warning?.message).toContain('spc_gone');
      expect(warning?.hint).toContain('docform pin');
    },
  },
  {
    name: 'an owned space pinned to a stale id, a live space holding its title: matched by title',
    desired: desired({
      spaces: [space('handbook', 'spc_gone', { title: 'A', owned: true, editMode: 'locked' })],
      sites: [
        site('portal', { sections: [sec('Guides', [ss('handbook', { spaceId: 'spc_gone' })])] }),
      ],
    }),
    live: live({
      sites: [
        liveSite('site_1', 'portal', {
          sections: [liveSec('sec_1', 'Guides', [liveSs('ss_1', 'spc_a')])],
        }),
      ],
    }),
    changes: ['update space.handbook (editMode)'],
    diagnostics: ['pinned-id-stale'],
    check: (plan) => {
      expect(change(plan, 'space.handbook')?.id).toBe('spc_a');
    },
  },
  {
    name: 'prune: [spaces] deletes what is neither declared nor shown by a site space',
    desired: desired({
      spaces: [space('a', 'spc_a')],
      sites: [site('portal', { spaces: [ss('spc_b')] })],
      policy: policy({ prune: ['spaces'] }),
    }),
    live: live({
      sites: [liveSite('site_1', 'portal', { spaces: [liveSs('ss_1', 'spc_b')] })],
    }),
    changes: ['delete space.c', 'delete space.d'],
    unmanaged: [],
    check: (plan) =>
      expect(change(plan, 'space.c')?.fields).toEqual([{ path: 'title', before: 'C' }]),
  },
  {
    name: 'two live spaces with the owned title ask for an id',
    desired: desired({ spaces: [ownedSpace('handbook', 'A')] }),
    live: live({
      spaces: [
        { id: 'spc_a', title: 'A' },
        { id: 'spc_a2', title: 'A' },
      ],
    }),
    changes: [],
    diagnostics: ['ambiguous-match'],
  },
];

describe('owned spaces', () => {
  runScenarios(scenarios);
});
