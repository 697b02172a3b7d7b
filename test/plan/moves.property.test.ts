import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Change } from '../../src/model/plan.js';
import { positionSide } from '../../src/model/plan.js';
import { planChanges } from '../../src/plan/plan.js';
import type { Item } from './builders.js';
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
  site,
  ss,
} from './builders.js';
import type { LiveStructureItem } from '../../src/model/live.js';

const P = 'site.portal';
const title = (i: number) => `S${i}`;

/** Runs a plan's changes of the site's root list on a list of titles, as the API would. */
function replay(start: readonly string[], changes: readonly Change[]): string[] {
  const list = [...start];
  const titleOf = (address: string) => address.slice(`${P}.section.`.length);
  for (const change of changes) {
    if (change.kind !== 'section') continue;
    const t = titleOf(change.address);
    if (change.action === 'delete') list.splice(list.indexOf(t), 1);
    if (change.action === 'create') list.push(t);
    if (change.position) {
      list.splice(list.indexOf(t), 1);
      const { side, ref } = positionSide(change.position);
      const anchor = titleOf(ref.ref);
      const at = list.indexOf(anchor);
      expect(at, `${change.address} names ${anchor}, which must be there`).toBeGreaterThanOrEqual(
        0,
      );
      list.splice(side === 'before' ? at : at + 1, 0, t);
    }
  }
  return list;
}

/** Length of a longest increasing subsequence, the slow obvious way. */
function lisLength(seq: readonly number[]): number {
  const best = seq.map(() => 1);
  for (let i = 0; i < seq.length; i += 1) {
    for (let j = 0; j < i; j += 1) {
      if ((seq[j] as number) < (seq[i] as number))
        best[i] = Math.max(best[i] as number, (best[j] as number) + 1);
    }
  }
  return Math.max(0, ...best);
}

const planFor = (wanted: readonly string[], held: readonly string[]) =>
  planChanges(
    desired({ sites: [site('portal', { title: 'Portal', sections: wanted.map((t) => sec(t)) })] }),
    live({
      sites: [liveSite('s1', 'Portal', { sections: held.map((t) => liveSec(`id_${t}`, t)) })],
    }),
  );

describe('ordered children, property tests', () => {
  it('moves replayed on the live order give the desired order, in n - LIS moves', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 30 })
          .chain((n) => fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n })),
        (perm) => {
          const held = perm.map((_, i) => title(i));
          const wanted = perm.map((i) => title(i));
          const plan = planFor(wanted, held);
          expect(plan.changes.every((c) => c.action === 'move')).toBe(true);
          expect(replay(held, plan.changes)).toEqual(wanted);
          expect(plan.changes.length).toBe(perm.length - lisLength(perm));
          expect(plan.summary.move).toBe(plan.changes.length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('with creates and deletes, replaying the plan gives the desired order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 40 }), { maxLength: 20 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 40 }), { maxLength: 20 }),
        (wantedIds, heldIds) => {
          const wanted = wantedIds.map(title);
          const held = heldIds.map(title);
          const plan = planFor(wanted, held);
          expect(replay(held, plan.changes)).toEqual(wanted);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never throws on random structures, and every dependency comes first', () => {
    const name = fc.constantFrom('A', 'B', 'C', 'D');
    const spaceId = fc.constantFrom('spc_a', 'spc_b', 'spc_c');
    const desiredSection = fc.record({
      t: name,
      spaces: fc.uniqueArray(spaceId, { maxLength: 3 }),
      def: fc.boolean(),
    });
    const desiredItem: fc.Arbitrary<Item> = fc.oneof(
      desiredSection.map((s) =>
        sec(
          s.t,
          s.spaces.map((x) => ss(x, { default: s.def })),
          { default: s.def },
        ),
      ),
      fc
        .record({
          t: name,
          items: fc.uniqueArray(desiredSection, { maxLength: 3, selector: (s) => s.t }),
        })
        .map((g) =>
          grp(
            `G${g.t}`,
            g.items.map((s) =>
              sec(
                s.t,
                s.spaces.map((x) => ss(x)),
              ),
            ),
          ),
        ),
    );
    let n = 0;
    const liveSection = fc
      .record({ t: name, spaces: fc.array(spaceId, { maxLength: 3 }), def: fc.boolean() })
      .map((s) =>
        liveSec(
          `x${(n += 1)}`,
          s.t,
          s.spaces.map((x) => liveSs(`ss${(n += 1)}`, x, { default: s.def })),
          { default: s.def },
        ),
      );
    const liveItem: fc.Arbitrary<LiveStructureItem> = fc.oneof(
      liveSection,
      fc
        .record({ t: name, items: fc.array(liveSection, { maxLength: 3 }) })
        .map((g) => liveGrp(`g${(n += 1)}`, `G${g.t}`, g.items)),
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(desiredItem, { maxLength: 4, selector: (i) => i(P).address }),
        fc.array(liveItem, { maxLength: 5 }),
        fc.boolean(),
        (items, heldItems, prune) => {
          const plan = planChanges(
            desired({
              sites: [site('portal', { title: 'Portal', sections: items })],
              policy: policy(prune ? { prune: ['sites'] } : {}),
            }),
            live({ sites: [liveSite('s1', 'Portal', { sections: heldItems })] }),
          );
          const seen = new Set<string>();
          for (const change of plan.changes) {
            for (const dep of change.dependsOn) expect(seen.has(dep)).toBe(true);
            seen.add(change.address);
          }
          expect(seen.size).toBe(plan.changes.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
