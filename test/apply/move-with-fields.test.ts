import { expect, it } from 'vitest';
import { applyPlan } from '../../src/apply/apply-plan.js';
import type { Change } from '../../src/model/plan.js';
import { useEmulatorAndClient } from './support/emulator-and-client.js';
import { handBuiltPlan } from './support/hand-built-plan.js';
import { twoSections } from './support/two-sections.js';

/**
 * docs/plan-format.md: "A move may also carry fields: update them, then move." Found by
 * the reliability suite: the fields of a move were dropped, so a section both
 * reordered and given a new icon ended "not converged".
 */
const env = useEmulatorAndClient({ parallelism: 1 });

const plan = (changes: Change[]) => handBuiltPlan(changes, { summary: { move: changes.length } });

it('updates the fields a move carries, then moves', async () => {
  const { siteId, alpha: a, beta: b } = await twoSections(env.emulator);
  const result = await applyPlan(
    plan([
      {
        address: 'site.docs.section.Beta',
        kind: 'section',
        action: 'move',
        id: b,
        site: { ref: 'site.docs', id: siteId },
        position: { before: { ref: 'site.docs.section.Alpha', id: a } },
        fields: [{ path: 'icon', before: null, after: 'flask' }],
        dependsOn: [],
      },
    ]),
    { client: env.client, parallelism: 1, allowDelete: false, force: false },
  );
  expect(result.outcome, JSON.stringify(result.results)).toBe('applied');
  const nodes = env.emulator.world().siteNodes.filter((n) => n.site === siteId);
  expect(nodes.map((n) => [n.title, n.icon ?? null])).toEqual([
    ['Beta', 'flask'],
    ['Alpha', null],
  ]);
});
