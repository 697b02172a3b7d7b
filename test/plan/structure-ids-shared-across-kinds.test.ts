import { describe, expect, it } from 'vitest';
import { redirectAddress } from '../../src/model/address.js';
import type { DesiredState } from '../../src/model/desired.js';
import type { LiveState, LiveStructureItem } from '../../src/model/live.js';
import type { Plan } from '../../src/model/plan.js';
import { planChanges } from '../../src/plan/plan.js';
import {
  brief,
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
import type { Item } from './builders.js';

/*
 * A site's sections, groups, external links and site spaces are objects of different
 * kinds, and the API does not promise their ids differ across kinds. Each is planned as
 * itself where two share an id: its path hand-over, its place among its siblings, its
 * draft note, what a redirect to it leads to.
 */

const P = 'site.portal';
const portal = (sections: Item[], extra: Parameters<typeof site>[1] = {}): DesiredState =>
  desired({ sites: [site('portal', { title: 'Portal', ...extra, sections })] });
const held = (sections: LiveStructureItem[], extra: Parameters<typeof liveSite>[2] = {}) =>
  live({ sites: [liveSite('site_1', 'Portal', { ...extra, sections })] });
const plan = (d: DesiredState, l: LiveState): Plan => planChanges(d, l);
const codes = (p: Plan): string[] =>
  p.diagnostics.map((d) => d.code).filter((c) => c !== 'delete-needs-allow-delete');

describe('ids shared by the children of a site', () => {
  it('a path is taken after its section frees it, not after the delete of a group with its id', () => {
    const p = plan(
      portal([sec('A', [ss('spc_a')], { path: 'b' }), sec('B', [ss('spc_b')], { path: 'a' })]),
      held([
        liveSec('dup', 'A', [liveSs('ss_1', 'spc_a')], { path: 'a' }),
        liveGrp('dup', 'G', []),
      ]),
    );
    expect(brief(p)).toEqual([
      `update ${P}.section.A (path)`,
      `create ${P}.section.B (title,path,space)`,
      `create ${P}.section.B.space.spc_b (space)`,
      `delete ${P}.group.G`,
    ]);
    expect(p.changes.find((c) => c.address === `${P}.section.B`)?.dependsOn).toEqual([
      `${P}.section.A`,
    ]);
  });

  it('a section and a group with one id are reordered as two siblings', () => {
    const p = plan(
      portal([sec('S', [ss('spc_a')]), grp('G', [])]),
      held([liveGrp('dup', 'G', []), liveSec('dup', 'S', [liveSs('ss_1', 'spc_a')])]),
    );
    expect(brief(p)).toEqual([`move ${P}.group.G after:${P}.section.S`]);
  });

  it('a draft site space is noted though the section sharing its id declares `draft:`', () => {
    const p = plan(
      portal([sec('Guides', [ss('spc_a')], { draft: true })]),
      held([
        liveSec('dup', 'Guides', [liveSs('dup', 'spc_a', { default: true, draft: true })], {
          default: true,
          draft: true,
        }),
      ]),
    );
    expect(p.diagnostics.filter((d) => d.code === 'draft-item').map((d) => d.message)).toEqual([
      'site space dup (space spc_a) is a draft on the live site (not shown to visitors): docform plans it like any other and leaves its draft state alone unless the config sets `draft:`',
    ]);
  });

  it('a redirect to a kept section is no redirect to the deleted site space sharing its id', () => {
    const redirect = {
      address: redirectAddress(P, '/old'),
      source: '/old',
      destination: { kind: 'site-section' as const, siteSectionId: 'dup' },
    };
    const p = plan(
      portal([sec('Guides', [ss('spc_a')]), sec('Reference', [ss('spc_b')])], {
        redirects: [redirect],
      }),
      held(
        [
          liveSec('dup', 'Guides', [liveSs('ss_1', 'spc_a')]),
          liveSec('sec_2', 'Reference', [liveSs('ss_2', 'spc_b'), liveSs('dup', 'spc_c')]),
        ],
        {
          redirects: [
            {
              id: 'rd_1',
              source: '/old',
              destination: { kind: 'site-section', siteSectionId: 'dup' },
            },
          ],
        },
      ),
    );
    expect(brief(p)).toEqual([`delete ${P}.section.Reference.space.spc_c`]);
    expect(codes(p)).toEqual([]);
  });
});
