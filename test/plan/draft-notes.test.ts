import { describe, expect, it } from 'vitest';
import type { DesiredState } from '../../src/model/desired.js';
import type { LiveSection, LiveState } from '../../src/model/live.js';
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

type Sections = NonNullable<Parameters<typeof site>[1]>['sections'];

const portal = (sections: Sections): DesiredState =>
  desired({ sites: [site('portal', { title: 'Portal', sections })] });

/** A live section `Guides` (sec_1), a draft, holding the draft site space ss_1 of spc_a. */
const guides = (): LiveSection =>
  liveSec('sec_1', 'Guides', [liveSs('ss_1', 'spc_a', { default: true, draft: true })], {
    default: true,
    draft: true,
  });

const held = (...sections: LiveSection[]): LiveState =>
  live({ sites: [liveSite('site_1', 'Portal', { sections })] });

/** The items the plan's draft notes name, in order. */
const drafts = (d: DesiredState, l: LiveState = held(guides())): string[] =>
  planChanges(d, l)
    .diagnostics.filter((n) => n.code === 'draft-item')
    .map((n) => n.message.split(' is a draft')[0] ?? '');

describe('the draft-item note', () => {
  it('names each live draft whose flag the config does not set', () => {
    expect(drafts(portal([sec('Guides', [ss('spc_a')])]))).toEqual([
      'section "Guides"',
      'site space ss_1 (space spc_a)',
    ]);
  });

  it('is not given beside a structure the planner refused (its error says what to do)', () => {
    // the live site has sections, the config root spaces: a structure-kind-change
    const d = desired({ sites: [site('portal', { title: 'Portal', spaces: [ss('spc_a')] })] });
    const codes = planChanges(d, held(guides())).diagnostics.map((n) => n.code);
    expect(codes).toContain('structure-kind-change');
    expect(codes).not.toContain('draft-item');
  });

  it('is not given where the config sets `draft:`, either way', () => {
    expect(drafts(portal([sec('Guides', [ss('spc_a')], { draft: true })]))).toEqual([
      'site space ss_1 (space spc_a)',
    ]);
    expect(
      drafts(portal([sec('Guides', [ss('spc_a', { draft: true })], { draft: false })])),
    ).toEqual([]);
  });

  it('follows a section renamed with `previously:` to the live draft it matches', () => {
    const renamed = sec('Tutorials', [ss('spc_a', { draft: true })], {
      previously: ['Guides'],
      draft: true,
    });
    expect(drafts(portal([renamed]))).toEqual([]);
  });

  it('follows a section pinned by id whose title the config changes', () => {
    const pinned = sec('Tutorials', [ss('spc_a')], { id: 'sec_1', draft: false });
    expect(drafts(portal([pinned]))).toEqual(['site space ss_1 (space spc_a)']);
  });

  it('is given for a draft of the same title as a declared one it was not matched to', () => {
    const l = live({
      sites: [
        liveSite('site_1', 'Portal', {
          sections: [
            liveGrp('g_1', 'Learn', [liveSec('sec_1', 'Guides', [], { draft: true })]),
            liveGrp('g_2', 'Build', [liveSec('sec_2', 'Guides', [], { draft: true })]),
          ],
        }),
      ],
    });
    const d = portal([
      grp('Learn', [sec('Guides', [], { draft: true })]),
      grp('Build', [sec('Guides')]),
    ]);
    expect(drafts(d, l)).toEqual(['section "Guides"']);
  });
});
