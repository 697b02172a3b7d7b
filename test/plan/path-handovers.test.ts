import { describe, expect, it } from 'vitest';
import type { Plan } from '../../src/model/plan.js';
import { planChanges } from '../../src/plan/plan.js';
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
  ss,
} from './builders.js';
import type { Scenario } from './scenario.js';
import { runScenarios } from './scenario.js';

const P = 'site.portal';
const G = `${P}.section.Guides`;
const portal = (sections: NonNullable<Parameters<typeof site>[1]>['sections']) =>
  desired({ sites: [site('portal', { title: 'Portal', sections })] });
const rootSpaces = (spaces: NonNullable<Parameters<typeof site>[1]>['spaces']) =>
  desired({ sites: [site('portal', { title: 'Portal', spaces })] });
const held = (sections: NonNullable<Parameters<typeof liveSite>[2]>['sections']) =>
  live({ sites: [liveSite('site_1', 'Portal', { sections })] });
const heldRoot = (spaces: NonNullable<Parameters<typeof liveSite>[2]>['spaces']) =>
  live({ sites: [liveSite('site_1', 'Portal', { spaces })] });
const change = (plan: Plan, address: string) => plan.changes.find((c) => c.address === address);
const pathOf = (plan: Plan, address: string) =>
  change(plan, address)?.fields?.find((f) => f.path === 'path');

/** Section Guides holding site spaces a (path `one`, default) and b (path `two`). */
const guidesAB = held([
  liveSec(
    'x1',
    'Guides',
    [liveSs('s1', 'spc_a', { path: 'one', default: true }), liveSs('s2', 'spc_b', { path: 'two' })],
    { default: true },
  ),
]);

/**
 * The API refuses a path another section of the site, or another site space of the
 * section, holds (409). The change that takes a path comes after the one that frees it;
 * two paths swapped go through a temporary path (docs/apply.md, "Paths handed over").
 */
const scenarios: Scenario[] = [
  {
    name: 'another space behind a path: the old default is deleted before the new one takes its path',
    desired: portal([
      sec('Guides', [ss('spc_c', { path: 'one', default: true }), ss('spc_b', { path: 'two' })], {
        default: true,
      }),
    ]),
    live: guidesAB,
    changes: [
      `delete ${G}.space.spc_a`,
      `create ${G}.space.spc_c (path,default,space) before:${G}.space.spc_b`,
    ],
    check: (plan) => {
      expect(change(plan, `${G}.space.spc_c`)?.dependsOn).toEqual([`${G}.space.spc_a`]);
      // the wait for the new default would close a cycle with the path: it is left out
      expect(change(plan, `${G}.space.spc_a`)?.dependsOn).toEqual([]);
    },
  },
  {
    name: 'two site spaces swap paths: one stands at a temporary path meanwhile (3 calls)',
    desired: portal([
      sec('Guides', [ss('spc_a', { path: 'two', default: true }), ss('spc_b', { path: 'one' })], {
        default: true,
      }),
    ]),
    live: guidesAB,
    changes: [
      `update ${G}.space.spc_a.temporary-path (path)`,
      `update ${G}.space.spc_b (path)`,
      `update ${G}.space.spc_a (path)`,
    ],
    diagnostics: ['temporary-path-reason'],
    check: (plan) => {
      const step = change(plan, `${G}.space.spc_a.temporary-path`);
      expect(step).toMatchObject({ kind: 'site-space', id: 's1', dependsOn: [] });
      expect(step?.parent).toEqual({ ref: G, id: 'x1' });
      expect(pathOf(plan, `${G}.space.spc_a.temporary-path`)).toEqual({
        path: 'path',
        before: 'one',
        after: 'one-docform-tmp',
      });
      expect(change(plan, `${G}.space.spc_b`)?.dependsOn).toEqual([
        `${G}.space.spc_a.temporary-path`,
      ]);
      expect(change(plan, `${G}.space.spc_a`)?.dependsOn).toEqual([`${G}.space.spc_b`]);
      expect(plan.diagnostics.find((d) => d.code === 'temporary-path-reason')).toMatchObject({
        address: `${G}.space.spc_a.temporary-path`,
        message: `moved aside first so that ${G}.space.spc_b can take "one" (no API call swaps two paths); then ${G}.space.spc_a takes "two"`,
      });
    },
  },
  {
    name: 'three root site spaces whose paths go round: one temporary path (4 calls)',
    desired: rootSpaces([
      ss('spc_a', { path: 'b', default: true }),
      ss('spc_b', { path: 'c' }),
      ss('spc_c', { path: 'a' }),
    ]),
    live: heldRoot([
      liveSs('s1', 'spc_a', { path: 'a', default: true }),
      liveSs('s2', 'spc_b', { path: 'b' }),
      liveSs('s3', 'spc_c', { path: 'c' }),
    ]),
    changes: [
      `update ${P}.space.spc_a.temporary-path (path)`,
      `update ${P}.space.spc_c (path)`,
      `update ${P}.space.spc_b (path)`,
      `update ${P}.space.spc_a (path)`,
    ],
    diagnostics: ['temporary-path-reason'],
  },
  {
    name: 'a path freed by a path change is taken after it, with no temporary path',
    desired: portal([
      sec(
        'Guides',
        [
          ss('spc_a', { path: 'one', default: true }),
          ss('spc_b', { path: 'three' }),
          ss('spc_c', { path: 'two' }),
        ],
        { default: true },
      ),
    ]),
    live: guidesAB,
    changes: [`update ${G}.space.spc_b (path)`, `create ${G}.space.spc_c (path,space)`],
    check: (plan) =>
      expect(change(plan, `${G}.space.spc_c`)?.dependsOn).toEqual([`${G}.space.spc_b`]),
  },
  {
    name: 'site spaces appended after one that waits for a path keep their order',
    desired: portal([
      sec(
        'Guides',
        [
          ss('spc_b', { path: 'two', default: true }),
          ss('spc_c', { path: 'one' }),
          ss('spc_d', { path: 'four' }),
        ],
        { default: true },
      ),
    ]),
    live: guidesAB,
    changes: [
      `update ${G}.space.spc_b (default)`,
      `delete ${G}.space.spc_a`,
      `create ${G}.space.spc_c (path,space)`,
      `create ${G}.space.spc_d (path,space)`,
    ],
    check: (plan) =>
      expect(change(plan, `${G}.space.spc_d`)?.dependsOn).toEqual([`${G}.space.spc_c`]),
  },
  {
    name: 'a site space moved into a section takes the path of one deleted there',
    desired: portal([
      sec('Guides', [ss('spc_a', { path: 'one', default: true })], { default: true }),
      sec('Ref', [ss('spc_c', { path: 'ref', default: true }), ss('spc_b', { path: 'api' })]),
    ]),
    live: held([
      liveSec(
        'x1',
        'Guides',
        [
          liveSs('s1', 'spc_a', { path: 'one', default: true }),
          liveSs('s2', 'spc_b', { path: 'two' }),
        ],
        { default: true },
      ),
      liveSec('x2', 'Ref', [
        liveSs('s3', 'spc_c', { path: 'ref', default: true }),
        liveSs('s4', 'spc_d', { path: 'api' }),
      ]),
    ]),
    changes: [
      `delete ${P}.section.Ref.space.spc_d`,
      `replace ${P}.section.Ref.space.spc_b (path,space)`,
    ],
    diagnostics: ['replace-reason'],
    check: (plan) =>
      expect(change(plan, `${P}.section.Ref.space.spc_b`)?.dependsOn).toEqual([
        `${P}.section.Ref.space.spc_d`,
      ]),
  },
  {
    name: 'another section at a path: the old one and its site spaces go first',
    desired: portal([
      sec('Handbook', [ss('spc_b', { path: 'start', default: true })], {
        path: 'guides',
        default: true,
      }),
    ]),
    live: held([
      liveSec('x1', 'Guides', [liveSs('s1', 'spc_a', { path: 'start', default: true })], {
        path: 'guides',
        default: true,
      }),
    ]),
    changes: [
      `delete ${G}.space.spc_a`,
      `delete ${G}`,
      `create ${P}.section.Handbook (title,path,default,space)`,
      `create ${P}.section.Handbook.space.spc_b (path,default,space)`,
    ],
    diagnostics: ['rename-hint'],
    check: (plan) => {
      expect(change(plan, `${P}.section.Handbook`)?.dependsOn).toEqual([G]);
      expect(change(plan, G)?.dependsOn).toEqual([`${G}.space.spc_a`]);
    },
  },
  {
    name: 'two sections in different groups swap paths through a temporary path',
    desired: portal([
      sec('Guides', [], { path: 'api', default: true }),
      grp('More', [sec('API', [], { path: 'guides' })]),
    ]),
    live: held([
      liveSec('x1', 'Guides', [], { path: 'guides', default: true }),
      liveGrp('g1', 'More', [liveSec('x2', 'API', [], { path: 'api' })]),
    ]),
    changes: [
      `update ${G}.temporary-path (path)`,
      `update ${P}.group.More.section.API (path)`,
      `update ${G} (path)`,
    ],
    diagnostics: ['temporary-path-reason'],
    check: (plan) => {
      expect(pathOf(plan, `${G}.temporary-path`)?.after).toBe('guides-docform-tmp');
      expect(change(plan, `${G}.temporary-path`)?.parent).toEqual({ ref: P, id: 'site_1' });
    },
  },
  {
    name: 'a temporary path is one no section holds or takes',
    desired: portal([
      sec('Guides', [], { path: 'api', default: true }),
      sec('API', [], { path: 'guides' }),
      sec('Tmp', [], { path: 'guides-docform-tmp' }),
    ]),
    live: held([
      liveSec('x1', 'Guides', [], { path: 'guides', default: true }),
      liveSec('x2', 'API', [], { path: 'api' }),
    ]),
    changes: [
      `update ${G}.temporary-path (path)`,
      `update ${P}.section.API (path)`,
      `update ${G} (path)`,
      `create ${P}.section.Tmp (title,path)`,
    ],
    diagnostics: ['temporary-path-reason'],
    check: (plan) =>
      expect(pathOf(plan, `${G}.temporary-path`)?.after).toBe('guides-docform-tmp-2'),
  },
];

describe('paths handed over', () => {
  runScenarios(scenarios);

  it('--target of the object taking a path keeps the temporary step and the change it belongs to', () => {
    const plan = planChanges(
      portal([
        sec('Guides', [ss('spc_a', { path: 'two', default: true }), ss('spc_b', { path: 'one' })], {
          default: true,
        }),
      ]),
      guidesAB,
      { targets: [`${G}.space.spc_b`] },
    );
    expect(plan.changes.map((c) => c.address)).toEqual([
      `${G}.space.spc_a.temporary-path`,
      `${G}.space.spc_b`,
      `${G}.space.spc_a`,
    ]);
  });
});
