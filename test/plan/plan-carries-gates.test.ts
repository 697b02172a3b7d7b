import { describe, expect, it } from 'vitest';
import { closedGates } from '../../src/model/gates.js';
import { planChanges } from '../../src/plan/plan.js';
import { serializePlan } from '../../src/plan/serialize.js';
import { desired, live, liveSite, policy, site } from './builders.js';

/** Keeps the handbook and prunes the portal, under a threshold of no delete at all. */
const planned = () =>
  planChanges(
    desired({
      sites: [site('handbook', { title: 'Handbook' })],
      policy: policy({ prune: ['sites'], deleteThreshold: { count: 0, percent: 100 } }),
    }),
    live({ sites: [liveSite('site_1', 'Portal'), liveSite('site_2', 'Handbook')] }),
  );

describe('the planner puts its safety gates on the plan', () => {
  it('a delete over the threshold: the delete gate and the threshold, each with its warnings', () => {
    const plan = planned();
    expect(plan.gates?.map((g) => g.kind)).toEqual(['delete', 'delete-threshold']);
    const [deletes, threshold] = plan.gates ?? [];
    expect(deletes).toMatchObject({ addresses: ['site.portal'], replaces: 0 });
    // the gates hold the plan's own diagnostics, not copies
    for (const gate of plan.gates ?? [])
      for (const w of gate.warnings) expect(plan.diagnostics).toContain(w);
    expect(threshold?.warnings.map((d) => d.message)).toEqual(['1 deletes > threshold 0']);
    expect(closedGates(plan.gates ?? [], { allowDelete: true, force: false })).toEqual([threshold]);
  });

  it('the plan JSON does not carry them (docs/plan-format.md)', () => {
    expect(serializePlan(planned())).not.toHaveProperty('gates');
  });
});
