import { describe, expect, it } from 'vitest';
import type { DesiredState } from '../../src/model/desired.js';
import type { LiveState } from '../../src/model/live.js';
import type { SiteMapNode } from '../../src/model/site-map.js';
import { planChanges } from '../../src/plan/plan.js';
import { parseSerializedPlan, serializePlan } from '../../src/plan/serialize.js';
import {
  desired,
  grp,
  live,
  liveGrp,
  liveSec,
  liveSite,
  liveSs,
  policy,
  sec,
  secret,
  site,
  space,
  ss,
} from './builders.js';
import { samplePlan } from './sample-plan.js';

/** A from/to case: the states, and each site's map as indented `status kind title` lines. */
interface SiteMapCase {
  readonly name: string;
  readonly desired: DesiredState;
  readonly live: LiveState;
  readonly targets?: readonly string[];
  /** Per site address; `{}` when the plan has no site map. */
  readonly maps: Readonly<Record<string, readonly string[]>>;
}

const portal = (sections: NonNullable<Parameters<typeof site>[1]>['sections']) =>
  desired({ sites: [site('portal', { title: 'Portal', sections })] });
const held = (sections: NonNullable<Parameters<typeof liveSite>[2]>['sections']) =>
  live({ sites: [liveSite('site_1', 'Portal', { sections })] });

function lines(nodes: readonly SiteMapNode<unknown>[], depth = 0): string[] {
  return nodes.flatMap((n) => [
    `${'  '.repeat(depth)}${n.status} ${n.kind} ${String(n.title)}`,
    ...lines(n.children, depth + 1),
  ]);
}

const cases: SiteMapCase[] = [
  {
    name: 'no structure change: no site map',
    desired: portal([sec('Guides', [ss('spc_a')])]),
    live: held([liveSec('x1', 'Guides', [liveSs('s1', 'spc_a')])]),
    maps: {},
  },
  {
    name: 'only the site itself changes: no site map',
    desired: desired({ sites: [site('portal', { title: 'Portal', visibility: 'unlisted' })] }),
    live: held([liveSec('x1', 'Guides')]),
    maps: {},
  },
  {
    name: 'a new site: everything created, in the YAML order',
    desired: portal([
      sec('Guides', [ss('spc_a'), ss('spc_b')]),
      grp('Products', [sec('SDK', [ss('spc_d')])]),
    ]),
    live: live(),
    maps: {
      'site.portal': [
        'created section Guides',
        '  created site-space spc_a',
        '  created site-space spc_b',
        'created group Products',
        '  created section SDK',
        '    created site-space spc_d',
      ],
    },
  },
  {
    name: 'the sample plan: every status',
    desired: desired(),
    live: live(),
    maps: {
      'site.portal': [
        'kept section API',
        '  kept site-space spc_c',
        '  moved site-space spc_a',
        'moved section Guides',
        '  changed site-space spc_b',
        'deleted group Old group',
        'created group Products',
        '  created section SDK',
        '    created site-space spc_d',
      ],
    },
  },
  {
    name: 'fields only: changed; a rename is a change, under the new title',
    desired: portal([
      sec('Tutorials', [], { previously: ['Guides'] }),
      sec('API', [], { icon: 'book' }),
    ]),
    live: held([liveSec('x1', 'Guides'), liveSec('x2', 'API', [], { icon: 'gear' })]),
    maps: { 'site.portal': ['changed section Tutorials', 'changed section API'] },
  },
  {
    name: 'a deleted section stays at its old place between its siblings',
    desired: portal([sec('A'), sec('C')]),
    live: held([
      liveSec('x1', 'A'),
      liveSec('x2', 'B', [liveSs('s1', 'spc_a')]),
      liveSec('x3', 'C'),
    ]),
    maps: {
      'site.portal': [
        'kept section A',
        'deleted section B',
        '  deleted site-space spc_a',
        'kept section C',
      ],
    },
  },
  {
    name: 'a deleted first section stays first',
    desired: portal([sec('B')]),
    live: held([liveSec('x1', 'A'), liveSec('x2', 'B')]),
    maps: { 'site.portal': ['deleted section A', 'kept section B'] },
  },
  {
    name: 'a section into a group is moved; a deleted group keeps its deleted children',
    desired: portal([grp('Reference', [sec('API'), sec('SDK')])]),
    live: held([
      liveGrp('g1', 'Reference', [liveSec('x1', 'SDK')]),
      liveSec('x2', 'API'),
      liveGrp('g2', 'Legacy', [liveSec('x3', 'Old API', [liveSs('s1', 'spc_c')])]),
    ]),
    maps: {
      'site.portal': [
        'kept group Reference',
        '  moved section API',
        '  kept section SDK',
        'deleted group Legacy',
        '  deleted section Old API',
        '    deleted site-space spc_c',
      ],
    },
  },
  {
    name: 'a site space deleted from a kept section, between kept ones',
    desired: portal([sec('Guides', [ss('spc_a'), ss('spc_c')])]),
    live: held([
      liveSec('x1', 'Guides', [
        liveSs('s1', 'spc_a'),
        liveSs('s2', 'spc_b'),
        liveSs('s3', 'spc_c'),
      ]),
    ]),
    maps: {
      'site.portal': [
        'kept section Guides',
        '  kept site-space spc_a',
        '  deleted site-space spc_b',
        '  kept site-space spc_c',
      ],
    },
  },
  {
    name: 'site spaces titled by their space key as written; a deleted one by its key too',
    desired: desired({
      spaces: [space('guides', 'spc_a'), space('api', 'spc_b')],
      sites: [
        site('portal', {
          title: 'Portal',
          sections: [sec('Guides', [ss('spc_a', { spaceRef: 'guides' })])],
        }),
      ],
    }),
    live: held([liveSec('x1', 'Guides', [liveSs('s1', 'spc_a'), liveSs('s2', 'spc_b')])]),
    maps: {
      'site.portal': [
        'kept section Guides',
        '  kept site-space guides',
        '  deleted site-space api',
      ],
    },
  },
  {
    name: 'root site spaces: reordered and created',
    desired: desired({
      sites: [site('docs', { title: 'Docs', spaces: [ss('spc_b'), ss('spc_a'), ss('spc_c')] })],
    }),
    live: live({
      sites: [
        liveSite('site_1', 'Docs', { spaces: [liveSs('s1', 'spc_a'), liveSs('s2', 'spc_b')] }),
      ],
    }),
    maps: {
      'site.docs': ['kept site-space spc_b', 'moved site-space spc_a', 'created site-space spc_c'],
    },
  },
  {
    name: 'two sites: only the one whose structure changes has a map',
    desired: desired({
      sites: [
        site('a', { title: 'A', sections: [sec('One')] }),
        site('b', { title: 'B', sections: [sec('Two'), sec('Three')] }),
      ],
    }),
    live: live({
      sites: [
        liveSite('site_1', 'A', { sections: [liveSec('x1', 'One')] }),
        liveSite('site_2', 'B', { sections: [liveSec('x2', 'Two')] }),
      ],
    }),
    maps: { 'site.b': ['kept section Two', 'created section Three'] },
  },
  {
    name: '--target: a create left out is not drawn; a delete left out is kept',
    desired: portal([sec('A'), sec('B'), sec('C')]),
    live: held([liveSec('x1', 'A'), liveSec('x9', 'Gone')]),
    targets: ['site.portal.section.B'],
    maps: { 'site.portal': ['kept section A', 'kept section Gone', 'created section B'] },
  },
  {
    name: 'policy.protect: a protected delete is kept',
    desired: desired({
      sites: [site('portal', { title: 'Portal', sections: [sec('A'), sec('B')] })],
      policy: policy({ protect: ['site.portal.section.Gone'] }),
    }),
    live: held([liveSec('x1', 'A'), liveSec('x9', 'Gone')]),
    maps: { 'site.portal': ['kept section A', 'kept section Gone', 'created section B'] },
  },
];

describe('site maps: the structure of each changed site after the plan', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const plan =
      c.name === 'the sample plan: every status'
        ? samplePlan()
        : planChanges(c.desired, c.live, c.targets ? { targets: c.targets } : {});
    const maps = plan.siteMaps ?? {};
    expect(Object.fromEntries(Object.entries(maps).map(([k, m]) => [k, lines(m.nodes)]))).toEqual(
      c.maps,
    );
    if (Object.keys(c.maps).length === 0) expect(plan).not.toHaveProperty('siteMaps');
  });

  it('each node carries the address its change has', () => {
    const plan = samplePlan();
    const addresses = (nodes: readonly SiteMapNode<unknown>[]): string[] =>
      nodes.flatMap((n) => [n.address, ...addresses(n.children)]);
    const drawn = addresses(plan.siteMaps?.['site.portal']?.nodes ?? []);
    const structural = plan.changes
      .filter((c) => ['section', 'group', 'site-space'].includes(c.kind))
      .map((c) => c.address);
    expect(structural.length).toBeGreaterThan(0);
    for (const address of structural) expect(drawn).toContain(address);
    expect(plan.siteMaps?.['site.portal']?.title).toBe('Portal');
  });

  it('serialized: secret titles masked, and the document parses back', () => {
    const plan = planChanges(
      desired({
        sites: [
          site('portal', {
            title: secret('SITE-SECRET'),
            sections: [sec('Guides', [], { title: secret('SECTION-SECRET') })],
          }),
        ],
      }),
      live(),
    );
    const doc = serializePlan(plan);
    const text = JSON.stringify(doc);
    expect(text).not.toContain('SECRET');
    expect(doc.siteMaps?.['site.portal']?.title).toMatch(/^\(sensitive/);
    expect(doc.siteMaps?.['site.portal']?.nodes[0]?.title).toMatch(/^\(sensitive/);
    expect(parseSerializedPlan(text).siteMaps).toEqual(doc.siteMaps);
  });

  it('a saved plan without siteMaps still parses; a malformed one does not', () => {
    const doc = serializePlan(samplePlan());
    const { siteMaps: _maps, ...older } = doc;
    expect(parseSerializedPlan(JSON.stringify(older))).not.toHaveProperty('siteMaps');
    const bad = {
      ...doc,
      siteMaps: { 'site.portal': { title: 'Portal', nodes: [{ status: 'renamed' }] } },
    };
    expect(() => parseSerializedPlan(JSON.stringify(bad))).toThrow(/siteMaps/);
  });
});
