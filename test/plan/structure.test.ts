import { describe, expect } from 'vitest';
import type { Plan } from '../../src/model/plan.js';
import {
  desired,
  grp,
  live,
  liveGrp,
  liveSec,
  liveSite,
  liveSs,
  sec,
  site,
  space,
  ss,
} from './builders.js';
import type { Scenario } from './scenario.js';
import { runScenarios } from './scenario.js';

const P = 'site.portal';
const portal = (sections: NonNullable<Parameters<typeof site>[1]>['sections']) =>
  desired({ sites: [site('portal', { title: 'Portal', sections })] });
const rootSpaces = (spaces: NonNullable<Parameters<typeof site>[1]>['spaces']) =>
  desired({ sites: [site('portal', { title: 'Portal', spaces })] });
const held = (sections: NonNullable<Parameters<typeof liveSite>[2]>['sections']) =>
  live({ sites: [liveSite('site_1', 'Portal', { sections })] });
const change = (plan: Plan, address: string) => plan.changes.find((c) => c.address === address);

const scenarios: Scenario[] = [
  {
    name: 'structure: same sections and spaces: no changes',
    desired: portal([sec('Guides', [ss('spc_a'), ss('spc_b')]), sec('API', [ss('spc_c')])]),
    live: held([
      liveSec('x1', 'Guides', [liveSs('s1', 'spc_a'), liveSs('s2', 'spc_b')]),
      liveSec('x2', 'API', [liveSs('s3', 'spc_c')]),
    ]),
    changes: [],
  },
  {
    name: 'structure: undeclared structure is not managed',
    desired: desired({ sites: [site('portal', { title: 'Portal' })] }),
    live: held([liveSec('x1', 'Guides')]),
    changes: [],
  },
  {
    name: 'section: create in a new site, after the site, with its first space',
    desired: portal([sec('Guides', [ss('spc_a')])]),
    live: live(),
    changes: [
      `create ${P} (title)`,
      `create ${P}.section.Guides (title,space)`,
      `create ${P}.section.Guides.space.spc_a (space)`,
    ],
    check: (plan) => {
      expect(change(plan, `${P}.section.Guides`)?.dependsOn).toEqual([P]);
      expect(change(plan, `${P}.section.Guides.space.spc_a`)?.dependsOn).toEqual([
        `${P}.section.Guides`,
      ]);
      expect(change(plan, `${P}.section.Guides`)?.parent).toEqual({ ref: P });
      expect(change(plan, `${P}.section.Guides.space.spc_a`)?.site).toEqual({ ref: P });
    },
  },
  {
    name: 'section: update of declared fields',
    desired: portal([sec('Guides', [], { icon: 'book', description: 'How-tos', condition: null })]),
    live: held([liveSec('x1', 'Guides', [], { icon: 'gear', condition: 'visitor.claims.beta' })]),
    changes: [`update ${P}.section.Guides (icon,description,condition)`],
  },
  {
    name: 'section: rename via previously',
    desired: portal([sec('Tutorials', [], { previously: ['Guides'] })]),
    live: held([liveSec('x1', 'Guides')]),
    changes: [`update ${P}.section.Tutorials (title)`],
  },
  {
    name: 'section: explicit key keeps the address while the title changes by previously',
    desired: portal([sec('Tutorials', [], { key: 'guides', previously: ['Guides'] })]),
    live: held([liveSec('x1', 'Guides')]),
    changes: [`update ${P}.section.guides (title)`],
  },
  {
    name: 'section: pinned id',
    desired: portal([sec('Tutorials', [], { id: 'x1' })]),
    live: held([liveSec('x1', 'Guides'), liveSec('x2', 'Tutorials')]),
    changes: [`update ${P}.section.Tutorials (title)`, `delete ${P}.section."Tutorials#x2"`],
    check: (plan) => expect(plan.changes.map((c) => c.id)).toEqual(['x1', 'x2']),
  },
  {
    name: 'section: two live sections with the title is an error, nothing deleted',
    desired: portal([sec('Guides')]),
    live: held([liveSec('x1', 'Guides'), liveSec('x2', 'Guides')]),
    changes: [],
    diagnostics: ['ambiguous-match'],
  },
  {
    name: 'section: undeclared sections of a declared site are deleted, site spaces first',
    desired: portal([sec('Guides')]),
    live: held([liveSec('x1', 'Guides'), liveSec('x2', 'Old', [liveSs('s9', 'spc_d')])]),
    changes: [`delete ${P}.section.Old.space.spc_d`, `delete ${P}.section.Old`],
    check: (plan) => expect(plan.changes[1]?.dependsOn).toEqual([`${P}.section.Old.space.spc_d`]),
  },
  {
    name: 'section: reorder of two is one move',
    desired: portal([sec('B'), sec('A')]),
    live: held([liveSec('x1', 'A'), liveSec('x2', 'B')]),
    changes: [`move ${P}.section.A after:${P}.section.B`],
  },
  {
    name: 'section: last to first is one move, before the first that stays',
    desired: portal([sec('C'), sec('A'), sec('B')]),
    live: held([liveSec('x1', 'A'), liveSec('x2', 'B'), liveSec('x3', 'C')]),
    changes: [`move ${P}.section.C before:${P}.section.A`],
  },
  {
    name: 'section: reversal of four is three moves',
    desired: portal([sec('D'), sec('C'), sec('B'), sec('A')]),
    live: held([liveSec('x1', 'A'), liveSec('x2', 'B'), liveSec('x3', 'C'), liveSec('x4', 'D')]),
    changes: [
      `move ${P}.section.C after:${P}.section.D`,
      `move ${P}.section.B after:${P}.section.C`,
      `move ${P}.section.A after:${P}.section.B`,
    ],
  },
  {
    name: 'section: a new section in the middle is created, then placed',
    desired: portal([sec('A'), sec('New'), sec('B')]),
    live: held([liveSec('x1', 'A'), liveSec('x2', 'B')]),
    changes: [`create ${P}.section.New (title) after:${P}.section.A`],
  },
  {
    name: 'section: a new section at the end needs no move',
    desired: portal([sec('A'), sec('B'), sec('New')]),
    live: held([liveSec('x1', 'A'), liveSec('x2', 'B')]),
    changes: [`create ${P}.section.New (title)`],
  },
  {
    name: 'section: moved and updated at once',
    desired: portal([sec('B'), sec('A', [], { icon: 'star' })]),
    live: held([liveSec('x1', 'A'), liveSec('x2', 'B')]),
    changes: [`move ${P}.section.A (icon) after:${P}.section.B`],
  },
  {
    name: 'section: new default set before the old default is deleted',
    desired: portal([sec('New', [ss('spc_b')], { default: true })]),
    live: held([
      liveSec('x1', 'Old', [liveSs('s1', 'spc_a', { default: true })], { default: true }),
    ]),
    changes: [
      `create ${P}.section.New (title,default,space)`,
      `create ${P}.section.New.space.spc_b (space)`,
      `delete ${P}.section.Old.space.spc_a`,
      `delete ${P}.section.Old`,
    ],
    check: (plan) =>
      expect(change(plan, `${P}.section.Old`)?.dependsOn).toContain(`${P}.section.New`),
  },
  {
    name: 'section: moving the default drops the implied unset of the old one',
    desired: portal([sec('A', [], { default: false }), sec('B', [], { default: true })]),
    live: held([liveSec('x1', 'A', [], { default: true }), liveSec('x2', 'B')]),
    changes: [`update ${P}.section.B (default)`],
  },
  {
    name: 'group: create with its sections, parents first',
    desired: portal([grp('Products', [sec('API', [ss('spc_c')])])]),
    live: held([]),
    changes: [
      `create ${P}.group.Products (title)`,
      `create ${P}.group.Products.section.API (title,space)`,
      `create ${P}.group.Products.section.API.space.spc_c (space)`,
    ],
    check: (plan) => {
      expect(change(plan, `${P}.group.Products.section.API`)?.parent).toEqual({
        ref: `${P}.group.Products`,
      });
      expect(change(plan, `${P}.group.Products.section.API`)?.dependsOn).toEqual([
        `${P}.group.Products`,
      ]);
    },
  },
  {
    name: 'group: nested groups',
    desired: portal([grp('Outer', [grp('Inner', [sec('Deep')])])]),
    live: held([liveGrp('g1', 'Outer', [])]),
    changes: [
      `create ${P}.group.Outer.group.Inner (title)`,
      `create ${P}.group.Outer.group.Inner.section.Deep (title)`,
    ],
  },
  {
    name: 'group: icon update',
    desired: portal([grp('Products', [sec('API')], { icon: 'box' })]),
    live: held([liveGrp('g1', 'Products', [liveSec('x1', 'API')])]),
    changes: [`update ${P}.group.Products (icon)`],
  },
  {
    name: 'group: re-parenting a section between groups is an update of parent',
    desired: portal([grp('G1', []), grp('G2', [sec('API')])]),
    live: held([liveGrp('g1', 'G1', [liveSec('x1', 'API')]), liveGrp('g2', 'G2', [])]),
    changes: [`update ${P}.group.G2.section.API (parent)`],
    check: (plan) =>
      expect(plan.changes[0]?.fields).toEqual([
        {
          path: 'parent',
          before: { ref: `${P}.group.G1`, id: 'g1' },
          after: { ref: `${P}.group.G2`, id: 'g2' },
        },
      ]),
  },
  {
    name: 'group: a section moved out of a group to the root, then placed first',
    desired: portal([sec('API'), grp('G1', [sec('Other')])]),
    live: held([liveGrp('g1', 'G1', [liveSec('x1', 'API'), liveSec('x2', 'Other')])]),
    changes: [`update ${P}.section.API (parent) before:${P}.group.G1`],
  },
  {
    name: 'group: re-parent into a new group waits for its create',
    desired: portal([grp('New', [sec('API')])]),
    live: held([liveSec('x1', 'API')]),
    changes: [`create ${P}.group.New (title)`, `update ${P}.group.New.section.API (parent)`],
    check: (plan) => expect(plan.changes[1]?.dependsOn).toEqual([`${P}.group.New`]),
  },
  {
    name: 'group: a deleted group goes after its children are re-parented out',
    desired: portal([sec('API')]),
    live: held([liveGrp('g1', 'Old', [liveSec('x1', 'API')])]),
    changes: [`update ${P}.section.API (parent)`, `delete ${P}.group.Old`],
    check: (plan) => expect(plan.changes[1]?.dependsOn).toEqual([`${P}.section.API`]),
  },
  {
    name: 'group: deleting a group deletes its children first',
    desired: portal([sec('Keep')]),
    live: held([
      liveSec('x0', 'Keep'),
      liveGrp('g1', 'Old', [
        liveSec('x1', 'A', [liveSs('s1', 'spc_a')]),
        liveGrp('g2', 'Inner', []),
      ]),
    ]),
    changes: [
      `delete ${P}.group.Old.section.A.space.spc_a`,
      `delete ${P}.group.Old.section.A`,
      `delete ${P}.group.Old.group.Inner`,
      `delete ${P}.group.Old`,
    ],
  },
  {
    name: 'group: rename via previously keeps its children',
    desired: portal([grp('Platform', [sec('API')], { previously: ['Products'] })]),
    live: held([liveGrp('g1', 'Products', [liveSec('x1', 'API')])]),
    changes: [`update ${P}.group.Platform (title)`],
  },
  {
    name: 'site space: update of path and hidden',
    desired: portal([sec('Guides', [ss('spc_a', { path: 'v2', hidden: true })])]),
    live: held([liveSec('x1', 'Guides', [liveSs('s1', 'spc_a', { path: 'v1' })])]),
    changes: [`update ${P}.section.Guides.space.spc_a (path,hidden)`],
  },
  {
    name: 'site space: added at the end of a section',
    desired: portal([sec('Guides', [ss('spc_a'), ss('spc_b', { path: 'b' })])]),
    live: held([liveSec('x1', 'Guides', [liveSs('s1', 'spc_a')])]),
    changes: [`create ${P}.section.Guides.space.spc_b (path,space)`],
    check: (plan) =>
      expect(plan.changes[0]?.fields?.at(-1)?.after).toEqual({ ref: 'space.spc_b', id: 'spc_b' }),
  },
  {
    name: 'site space: space key declared under spaces names the IdRef',
    desired: desired({
      spaces: [space('guides', 'spc_b')],
      sites: [
        site('portal', { title: 'Portal', sections: [sec('Guides', [ss('spc_a'), ss('spc_b')])] }),
      ],
    }),
    live: held([liveSec('x1', 'Guides', [liveSs('s1', 'spc_a')])]),
    changes: [`create ${P}.section.Guides.space.spc_b (space)`],
    check: (plan) =>
      expect(plan.changes[0]?.fields?.[0]?.after).toEqual({ ref: 'space.guides', id: 'spc_b' }),
  },
  {
    name: 'site space: reorder within a section',
    desired: portal([sec('Guides', [ss('spc_b'), ss('spc_a')])]),
    live: held([liveSec('x1', 'Guides', [liveSs('s1', 'spc_a'), liveSs('s2', 'spc_b')])]),
    changes: [`move ${P}.section.Guides.space.spc_a after:${P}.section.Guides.space.spc_b`],
  },
  {
    name: 'site space: a section change is a replace (delete + create), before the old section goes',
    desired: portal([sec('B', [ss('spc_b'), ss('spc_a')])]),
    live: held([
      liveSec('x1', 'A', [liveSs('s1', 'spc_a')]),
      liveSec('x2', 'B', [liveSs('s2', 'spc_b')]),
    ]),
    changes: [`replace ${P}.section.B.space.spc_a (space)`, `delete ${P}.section.A`],
    diagnostics: ['replace-reason'],
    check: (plan) => {
      expect(plan.changes[0]?.id).toBe('s1');
      expect(plan.changes[0]?.site).toEqual({ ref: P, id: 'site_1' });
      expect(plan.changes[1]?.site).toEqual({ ref: P, id: 'site_1' });
      expect(plan.changes[0]?.parent).toEqual({ ref: `${P}.section.B`, id: 'x2' });
      expect(plan.changes[1]?.dependsOn).toEqual([`${P}.section.B.space.spc_a`]);
      expect(plan.summary).toEqual({ create: 1, update: 0, move: 0, delete: 2 });
    },
  },
  {
    name: 'site space: undeclared site space of a declared section is deleted',
    desired: portal([sec('Guides', [ss('spc_a')])]),
    live: held([liveSec('x1', 'Guides', [liveSs('s1', 'spc_a'), liveSs('s2', 'spc_b')])]),
    changes: [`delete ${P}.section.Guides.space.spc_b`],
  },
  {
    name: 'site space: two live site spaces of one space in a section is an error',
    desired: portal([sec('Guides', [ss('spc_a')])]),
    live: held([liveSec('x1', 'Guides', [liveSs('s1', 'spc_a'), liveSs('s2', 'spc_a')])]),
    changes: [],
    diagnostics: ['ambiguous-match'],
  },
  {
    name: 'site space: new default in a section, old default deleted after',
    desired: portal([sec('Guides', [ss('spc_b', { default: true })])]),
    live: held([liveSec('x1', 'Guides', [liveSs('s1', 'spc_a', { default: true })])]),
    changes: [
      `create ${P}.section.Guides.space.spc_b (default,space)`,
      `delete ${P}.section.Guides.space.spc_a`,
    ],
    check: (plan) =>
      expect(plan.changes[1]?.dependsOn).toEqual([`${P}.section.Guides.space.spc_b`]),
  },
  {
    name: 'root site spaces: reorder and add',
    desired: rootSpaces([ss('spc_b'), ss('spc_a'), ss('spc_c')]),
    live: live({
      sites: [
        liveSite('site_1', 'Portal', { spaces: [liveSs('s1', 'spc_a'), liveSs('s2', 'spc_b')] }),
      ],
    }),
    changes: [`move ${P}.space.spc_a after:${P}.space.spc_b`, `create ${P}.space.spc_c (space)`],
  },
  {
    name: 'root site spaces to sections is refused with a way out',
    desired: portal([sec('Guides', [ss('spc_a')])]),
    live: live({ sites: [liveSite('site_1', 'Portal', { spaces: [liveSs('s1', 'spc_a')] })] }),
    changes: [],
    diagnostics: ['structure-kind-change'],
  },
  {
    name: 'structure not read for a matched site is an error',
    desired: portal([sec('Guides')]),
    live: live({ sites: [{ ...liveSite('site_1', 'Portal'), structure: undefined }] }),
    changes: [],
    diagnostics: ['structure-not-read'],
  },
  {
    name: 'section titles that are not plain words are quoted in addresses',
    desired: portal([sec('Getting started')]),
    live: held([]),
    changes: [`create ${P}.section."Getting started" (title)`],
  },
];

describe('planner, site structure', () => {
  runScenarios(scenarios);
});
