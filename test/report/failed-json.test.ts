import { describe, expect, it } from 'vitest';
import type { SerializedPlan } from '../../src/model/plan.js';
import { serializePlan } from '../../src/plan/serialize.js';
import { renderEnvironments } from '../../src/report/environments.js';
import { renderJson } from '../../src/report/json.js';
import { samplePlan } from '../plan/sample-plan.js';

const planned = (): SerializedPlan => serializePlan(samplePlan());
const failed = (): SerializedPlan => {
  const doc = planned();
  const error = {
    severity: 'error' as const,
    code: 'unknown-member',
    message: 'nobody@acme.example is not a member',
    location: { file: 'docform.yaml', line: 4, col: 3 },
  };
  return { ...doc, targets: ['team.docs'], diagnostics: [...doc.diagnostics, error] };
};

describe('the JSON of a plan with an error', () => {
  it('is errored, what it was for and every problem; nothing of the plan', () => {
    const doc = JSON.parse(renderJson(failed())) as Record<string, unknown>;
    expect(Object.keys(doc)).toEqual([
      'formatVersion',
      'errored',
      'organization',
      'targets',
      'diagnostics',
    ]);
    // the notes on changes (a replace's reason) go with the changes it does not hold
    const notes = ['replace-reason', 'redirect-reason'];
    expect(failed().diagnostics.some((d) => notes.includes(d.code))).toBe(true);
    expect(doc.diagnostics).toEqual(failed().diagnostics.filter((d) => !notes.includes(d.code)));
  });

  it('a plan with warnings only is the plan, without `errored`', () => {
    const doc = JSON.parse(renderJson(planned())) as Record<string, unknown>;
    expect(doc).not.toHaveProperty('errored');
    expect(doc).toHaveProperty('changes');
  });

  it('of several environments: the failed part is its problems, and the whole is errored', () => {
    const parts = [
      { environment: 'production', doc: planned() },
      { environment: 'staging', doc: failed() },
    ];
    const all = JSON.parse(renderEnvironments(parts, 'json', { mode: 'plan', color: false })) as {
      errored?: boolean;
      environments: Record<string, unknown>[];
    };
    expect(all.errored).toBe(true);
    expect(all.environments[0]).toHaveProperty('changes');
    expect(all.environments[1]).toMatchObject({ environment: 'staging', errored: true });
    expect(all.environments[1]).not.toHaveProperty('changes');
    expect(all.environments[1]).not.toHaveProperty('summary');
    const fine = JSON.parse(
      renderEnvironments([parts[0]!], 'json', { mode: 'plan', color: false }),
    ) as Record<string, unknown>;
    expect(fine).not.toHaveProperty('errored');
  });
});
