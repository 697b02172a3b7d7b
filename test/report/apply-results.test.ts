import { describe, expect, it } from 'vitest';
import {
  renderApplyEvent,
  renderApplyResults,
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
  it('one line per event, counted against the plan', () => {
    expect(renderApplyEvent({ type: 'started', index: 0, change: team }, 2)).toBe(
      '[1/2] + team.eng: create...',
    );
    expect(
      renderApplyEvent({ type: 'failed', index: 1, change: site, message: 'HTTP 500' }, 2),
    ).toBe('[2/2] ~ site.docs: failed: HTTP 500');
    expect(renderApplyEvent({ type: 'adopted', index: 0, change: team, id: 't_1' }, 2)).toBe(
      '[1/2] + team.eng: outcome unknown; found it by its natural key and adopted t_1',
    );
  });

  it('each change with its status, then the counts', () => {
    const results = [
      { ...team, status: 'done', adopted: true },
      { ...site, status: 'failed', message: 'HTTP 500' },
      { address: 'team.ops', action: 'delete', status: 'not-started' },
    ] as const;
    expect(renderApplyResults({ results }, false)).toBe(
      'done          + team.eng (adopted after an unknown outcome)\n' +
        'failed        ~ site.docs: HTTP 500\n' +
        'not started   - team.ops\n' +
        'Apply: 1 done, 1 failed, 1 not started.\n',
    );
  });

  it('converged, or what is left', () => {
    expect(renderVerify({ status: 'converged', pending: [] }, false)).toBe(
      'converged: the live organization matches the configuration.\n',
    );
    const member = { address: 'member.dave@acme.example', action: 'delete' } as const;
    expect(renderVerify({ status: 'converged', pending: [member] }, false)).toBe(
      "converged, except 1 change(s) the API holds for an admin's approval:\n  - member.dave@acme.example\n",
    );
    expect(renderVerify({ status: 'leftover', changes: [site] }, false)).toBe(
      'not converged: 1 difference(s) remain after applying:\n  ~ site.docs\n',
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
