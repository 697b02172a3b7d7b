import { describe, expect, it } from 'vitest';
import { collectionAddress } from '../../src/model/address.js';
import type { DesiredCollection } from '../../src/model/desired.js';
import type { LiveCollection } from '../../src/model/live.js';
import type { PlanSummary } from '../../src/model/plan.js';
import { planChanges } from '../../src/plan/plan.js';
import { renderApplySummary } from '../../src/report/apply-results.js';
import { countedAsMoves } from '../../src/model/summarize.js';
import { desired, grp, live, liveGrp, liveSec, liveSite, sec, site, space } from './builders.js';

/**
 * The summary counts a move as a move wherever the plan shows one: a space put into
 * another collection, a collection given another parent, a section put into another
 * group are updates of one field that move the object, and count under `move`, not
 * `update`, as a reorder does; a plain field change stays an update. The apply's
 * `Apply:` line counts what it did by the same rule.
 */
const collection = (key: string, extra: Partial<DesiredCollection> = {}): DesiredCollection => ({
  address: collectionAddress(key),
  key,
  title: key,
  previously: [],
  ...extra,
});
const SHELF: LiveCollection = { id: 'col_shelf', title: 'shelf', defaultLevel: 'inherit' };
const RACK: LiveCollection = { id: 'col_rack', title: 'rack', defaultLevel: 'inherit' };
const counts = (create: number, update: number, move: number): PlanSummary => ({
  create,
  update,
  move,
  delete: 0,
});

describe('moves count as moves in the summary', () => {
  it("a space's collection and a collection's parent: two moves; a description: an update", () => {
    const plan = planChanges(
      desired({
        collections: [
          collection('shelf', { parent: 'rack' }),
          collection('rack', { description: 'Racked' }),
        ],
        spaces: [space('a', 'spc_a', { collection: 'rack' })],
      }),
      live({
        collections: [SHELF, RACK],
        spaces: [{ id: 'spc_a', title: 'A', collection: 'col_shelf' }],
      }),
    );
    expect(plan.changes.map((c) => c.action)).toEqual(['update', 'update', 'update']);
    expect(plan.summary).toEqual(counts(0, 1, 2));
  });

  it('a section put into another group, with a field changed too: one move', () => {
    const plan = planChanges(
      desired({
        sites: [
          site('portal', {
            title: 'Portal',
            sections: [grp('G1', []), grp('G2', [sec('API', [], { icon: 'book' })])],
          }),
        ],
      }),
      live({
        sites: [
          liveSite('site_1', 'Portal', {
            sections: [liveGrp('g1', 'G1', [liveSec('x1', 'API')]), liveGrp('g2', 'G2', [])],
          }),
        ],
      }),
    );
    expect(plan.summary).toEqual(counts(0, 0, 1));
  });

  it("apply's line counts the moves it did as the plan does", () => {
    const plan = planChanges(
      desired({
        collections: [collection('shelf'), collection('rack')],
        spaces: [space('a', 'spc_a', { collection: 'rack' })],
      }),
      live({
        collections: [SHELF, RACK],
        spaces: [{ id: 'spc_a', title: 'A', collection: 'col_shelf' }],
      }),
    );
    const results = plan.changes.map((c) => ({
      address: c.address,
      action: c.action,
      status: 'done' as const,
    }));
    const text = renderApplySummary(
      { results, moves: countedAsMoves(plan.changes) },
      { color: false, full: false },
    );
    expect(text).toContain('Apply: 0 created, 0 updated, 1 moved, 0 deleted;');
  });
});
