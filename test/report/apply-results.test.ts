import { describe, expect, it } from 'vitest';
import {
  renderApplyEvent,
  renderApplyProgress,
  renderApplySummary,
  renderVerify,
} from '../../src/report/apply-results.js';
import { REPORT_FORMAT_NAMES, renderReport } from '../../src/report/formats.js';
import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { serializePlan } from '../../src/plan/serialize.js';
import { samplePlan } from '../plan/sample-plan.js';

const team = { address: 'team.eng', action: 'create' } as const;
const site = { address: 'site.docs', action: 'update' } as const;

describe('apply progress and results', () => {
  it('--verbose lines count the changes finished, not the index of the change', () => {
    expect(renderApplyEvent({ type: 'started', index: 0, change: team }, 0, 2)).toBe(
      '      + team.eng: create...',
    );
    // the second change of the plan finished first: 1/2
    expect(
      renderApplyEvent({ type: 'failed', index: 1, change: site, message: 'HTTP 500' }, 1, 2),
    ).toBe('[1/2] ~ site.docs: failed: HTTP 500');
    expect(renderApplyEvent({ type: 'done', index: 0, change: team }, 2, 2)).toBe(
      '[2/2] + team.eng: done',
    );
  });

  it('the progress line counts finished changes', () => {
    expect(renderApplyProgress(15, 0, 150)).toBe('applying: 15/150 changes finished (10%)');
    expect(renderApplyProgress(16, 1, 150)).toBe(
      'applying: 16/150 changes finished (10%), 1 failed',
    );
  });

  const results = [
    { ...team, status: 'done', id: 't_9', adopted: true },
    { address: 'site.new', action: 'create', status: 'done', id: 'site_7' },
    { ...site, status: 'failed', message: 'PATCH /v1/orgs/org_acme/sites/s: 500 Internal error' },
    { address: 'team.ops', action: 'delete', status: 'not-started' },
  ] as const;

  it('the summary: created ids, failures in full, the counts', () => {
    expect(renderApplySummary({ results }, { color: false, full: false })).toBe(
      'Created:\n' +
        '  + team.eng  t_9 (adopted after an unknown outcome)\n' +
        '  + site.new  site_7\n' +
        'Failed:\n' +
        '  ~ site.docs: PATCH /v1/orgs/org_acme/sites/s: 500 Internal error\n' +
        'Apply: 2 created, 0 updated, 0 moved, 0 deleted; 1 failed, 1 not started.\n',
    );
  });

  it('each change with its status, then the counts, when full (--verbose, interrupts)', () => {
    expect(renderApplySummary({ results }, { color: false, full: true })).toBe(
      'done          + team.eng  t_9 (adopted after an unknown outcome)\n' +
        'done          + site.new  site_7\n' +
        'failed        ~ site.docs: PATCH /v1/orgs/org_acme/sites/s: 500 Internal error\n' +
        'not started   - team.ops\n' +
        'Apply: 2 created, 0 updated, 0 moved, 0 deleted; 1 failed, 1 not started.\n',
    );
  });

  it("the counts agree with the plan's: a replace done is one created and one deleted", () => {
    const replaced = [
      { address: 'site.docs.section.A.space.api', action: 'replace', status: 'done', id: 'sp_2' },
      { address: 'site.docs.section.B', action: 'update', status: 'done' },
      { address: 'site.docs.section.C', action: 'move', status: 'done' },
      { address: 'team.ops', action: 'delete', status: 'done' },
      { address: 'team.eng', action: 'replace', status: 'failed', message: 'HTTP 500' },
    ] as const;
    expect(
      renderApplySummary({ results: replaced }, { color: false, full: false }).split('\n').at(-2),
    ).toBe('Apply: 1 created, 1 updated, 1 moved, 2 deleted; 1 failed, 0 not started.');
  });

  it('converged, or what is left', () => {
    expect(renderVerify({ status: 'converged', pending: [] }, false)).toBe(
      'converged: the live organization matches the configuration.\n',
    );
    const member = { address: 'member.dave@acme.example', action: 'delete' } as const;
    expect(renderVerify({ status: 'converged', pending: [member] }, false)).toBe(
      "converged, except 1 change the API holds for an admin's approval:\n  - member.dave@acme.example\n",
    );
    expect(
      renderVerify({ status: 'converged', pending: [] }, false, [], undefined, 'the plan'),
    ).toBe('converged: the live organization matches the plan.\n');
    expect(renderVerify({ status: 'leftover', changes: [site] }, false)).toBe(
      'not converged: 1 difference remains after applying:\n  ~ site.docs\n',
    );
  });
});

describe('the table of formats', () => {
  const doc = serializePlan(samplePlan());

  it('has text, json and markdown, each its own renderer', () => {
    expect(REPORT_FORMAT_NAMES).toEqual(['text', 'json', 'markdown']);
    for (const mode of ['plan', 'drift'] as const) {
      expect(renderReport(doc, 'text', { mode, color: true })).toBe(
        renderText(doc, { mode, color: true }),
      );
      expect(renderReport(doc, 'json', { mode, color: true })).toBe(renderJson(doc));
      expect(renderReport(doc, 'markdown', { mode, color: true })).toBe(
        renderMarkdown(doc, { mode }),
      );
    }
  });
});
