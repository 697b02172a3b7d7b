import { describe, expect, it } from 'vitest';
import { planChanges } from '../../src/plan/plan.js';
import { renderApplySummary } from '../../src/report/apply-results.js';
import { leafDeletes, planGates } from '../../src/model/gates.js';
import { desired, live, policy, space } from './builders.js';

const livePermissions = {
  teams: {},
  members: { u_bob: 'admin', u_carol: 'read' },
  emails: {},
};

/**
 * A grant removed is a delete wherever the plan says so: the attention list puts it
 * under "Deletes", so the summary counts it in `delete` (beside the update of the space
 * that carries it), whether the YAML sets it to null or `policy.prune: [permissions]`
 * removes it, and apply's line counts it as deleted once its update is done.
 */
describe('a grant removed counts as a delete', () => {
  it('set to null: one update of the space and one delete, as the attention list says', () => {
    const plan = planChanges(
      desired({
        spaces: [
          space('guides', 'spc_a', {
            permissions: { members: { 'bob@acme.example': null, 'carol@acme.example': 'read' } },
          }),
        ],
      }),
      live({ spaces: [{ id: 'spc_a', title: 'A', permissions: livePermissions }] }),
    );
    expect((plan.attention ?? []).map((a) => `${a.category} ${a.message}`)).toEqual([
      'delete removes the grant of member bob@acme.example (admin) on space.guides',
    ]);
    expect(plan.summary).toEqual({ create: 0, update: 1, move: 0, delete: 1 });
    const results = plan.changes.map((c) => ({
      address: c.address,
      action: c.action,
      status: 'done' as const,
    }));
    const leaves = leafDeletes(plan.changes, planGates(plan));
    expect(
      renderApplySummary({ results, leafDeletes: leaves }, { color: false, full: false }),
    ).toContain('Apply: 0 created, 1 updated, 0 moved, 1 deleted;');
  });

  it('pruned and set to null in one space: two deletes, each counted once', () => {
    const plan = planChanges(
      desired({
        spaces: [
          space('guides', 'spc_a', { permissions: { members: { 'bob@acme.example': null } } }),
        ],
        policy: policy({ prune: ['permissions'] }),
      }),
      live({ spaces: [{ id: 'spc_a', title: 'A', permissions: livePermissions }] }),
    );
    expect((plan.attention ?? []).filter((a) => a.category === 'delete')).toHaveLength(2);
    expect(plan.summary).toEqual({ create: 0, update: 1, move: 0, delete: 2 });
  });
});
