// Snapshots of renderer output keep a .snap extension: prettier would reformat .md and .json.
import { describe, expect, it } from 'vitest';
import { planChanges } from '../../src/plan/plan.js';
import { serializePlan } from '../../src/plan/serialize.js';
import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { desired, live } from '../plan/builders.js';
import { MARKER, samplePlan } from '../plan/sample-plan.js';

const doc = () => serializePlan(samplePlan());
const driftDoc = () => serializePlan(samplePlan({ mode: 'drift' }));
const empty = () => serializePlan(planChanges(desired(), live()));

describe('renderers over the serialized plan', () => {
  it('text, plan mode', async () => {
    await expect(renderText(doc(), { color: false, mode: 'plan' })).toMatchFileSnapshot(
      '__snapshots__/plan.txt',
    );
  });

  it('text, drift mode', async () => {
    await expect(renderText(driftDoc(), { color: false, mode: 'drift' })).toMatchFileSnapshot(
      '__snapshots__/drift.txt',
    );
  });

  it('text with colour uses ANSI codes; without, none', () => {
    expect(renderText(doc(), { color: true, mode: 'plan' })).toContain('\u001b[32m');
    expect(renderText(doc(), { color: false, mode: 'plan' })).not.toContain('\u001b[');
  });

  it('text: no changes', () => {
    expect(renderText(empty(), { color: false, mode: 'plan' })).toBe(
      'No changes. The live organization matches the configuration.\n',
    );
    expect(renderText(empty(), { color: false, mode: 'drift' })).toContain('No drift.');
  });

  it('text: the summary line', () => {
    expect(renderText(doc(), { color: false, mode: 'plan' }).trimEnd().split('\n').at(-1)).toBe(
      'Plan: 4 to create, 5 to update, 1 to move, 3 to delete.',
    );
  });

  it('json', async () => {
    await expect(renderJson(doc())).toMatchFileSnapshot('__snapshots__/plan.json.snap');
    expect(JSON.parse(renderJson(doc()))).toEqual(JSON.parse(JSON.stringify(doc())));
  });

  it('markdown, plan mode', async () => {
    await expect(renderMarkdown(doc(), { mode: 'plan' })).toMatchFileSnapshot(
      '__snapshots__/plan.md.snap',
    );
  });

  it('markdown, drift mode', async () => {
    await expect(renderMarkdown(driftDoc(), { mode: 'drift' })).toMatchFileSnapshot(
      '__snapshots__/drift.md.snap',
    );
  });

  it('markdown is cut under its limit at whole lines, with a note', () => {
    const full = renderMarkdown(doc(), { mode: 'plan' });
    const cut = renderMarkdown(doc(), { mode: 'plan', maxLength: 1500 });
    expect(full).not.toContain('Cut to fit');
    expect(cut.length).toBeLessThanOrEqual(1500);
    expect(cut).toContain('Cut to fit a comment');
    expect(cut.startsWith(full.slice(0, 200))).toBe(true);
  });

  it("a cut markdown names the CLI's command for the whole report, or the JSON format", () => {
    const wholeReport = `npx docform plan --format json 'acme docs.yaml'`;
    const named = renderMarkdown(doc(), { mode: 'plan', maxLength: 1500, wholeReport });
    expect(named.length).toBeLessThanOrEqual(1500);
    expect(named).toContain(`Run \`${wholeReport}\` for the whole report.`);
    const unnamed = renderMarkdown(doc(), { mode: 'plan', maxLength: 1500 });
    expect(unnamed).toContain('The JSON format (`--format json`) holds the whole report.');
    expect(unnamed).not.toContain('Run `');
  });

  it('markdown of a huge plan stays under 60,000 characters', () => {
    const big = doc();
    const changes = Array.from({ length: 3000 }, (_, i) => ({
      ...big.changes[0]!,
      address: `team.t${i}`,
    }));
    const out = renderMarkdown({ ...big, changes }, { mode: 'plan' });
    expect(out.length).toBeLessThan(60_000);
    expect(out).toMatch(
      /Cut to fit a comment:\*\* \d+ change rows, 3000 detail blocks, 5 unmanaged objects not shown/,
    );
  });
});

describe('secrets', () => {
  it('the marker secret is absent from the plan file and every rendering', () => {
    const plan = samplePlan();
    const outputs = [
      JSON.stringify(serializePlan(plan)),
      JSON.stringify(plan),
      renderJson(doc()),
      renderText(doc(), { color: true, mode: 'plan' }),
      renderText(doc(), { color: false, mode: 'drift' }),
      renderMarkdown(doc(), { mode: 'plan' }),
      renderMarkdown(doc(), { mode: 'drift' }),
    ];
    expect(outputs.join('\n')).toContain('saml.okta');
    for (const out of outputs) {
      expect(out).not.toContain(MARKER);
      expect(out).not.toContain('OLD-CERT');
    }
  });
});
