import { expect, it } from 'vitest';
import type { DesiredState } from '../../src/model/desired.js';
import type { LiveState } from '../../src/model/live.js';
import type { Plan } from '../../src/model/plan.js';
import { planChanges } from '../../src/plan/plan.js';
import { brief } from './builders.js';

/** A from/to planner case: the states, and the plan expected in brief form. */
export interface Scenario {
  readonly name: string;
  readonly desired: DesiredState;
  readonly live: LiveState;
  readonly targets?: readonly string[];
  /** `brief()` lines, in plan order. */
  readonly changes: readonly string[];
  /** Diagnostic codes besides the one `delete-needs-allow-delete` each delete and replace has. */
  readonly diagnostics?: readonly string[];
  readonly unmanaged?: readonly string[];
  /** More checks on the plan. */
  readonly check?: (plan: Plan) => void;
}

export function runScenarios(scenarios: readonly Scenario[]): void {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', (_name, s) => {
    const plan = planChanges(s.desired, s.live, s.targets ? { targets: s.targets } : {});
    expect(brief(plan)).toEqual(s.changes);
    const gated = plan.diagnostics.filter((d) => d.code === 'delete-needs-allow-delete');
    expect(gated.map((d) => d.address)).toEqual(
      plan.changes
        .filter((c) => c.action === 'delete' || c.action === 'replace')
        .map((c) => c.address),
    );
    const others = plan.diagnostics.filter((d) => d.code !== 'delete-needs-allow-delete');
    expect(others.map((d) => d.code)).toEqual(s.diagnostics ?? []);
    if (s.unmanaged) expect(plan.unmanaged.map((u) => u.address)).toEqual(s.unmanaged);
    for (const change of plan.changes) {
      const index = plan.changes.indexOf(change);
      for (const dep of change.dependsOn) {
        expect(plan.changes.findIndex((c) => c.address === dep)).toBeLessThan(index);
      }
    }
    s.check?.(plan);
  });
}
