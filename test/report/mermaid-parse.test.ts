import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteMap, SiteMapNode } from '../../src/model/site-map.js';
import { SITE_MAP_STATUSES } from '../../src/model/site-map.js';
import { serializePlan } from '../../src/plan/serialize.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { siteMapMermaid } from '../../src/report/mermaid.js';
import { samplePlan } from '../plan/sample-plan.js';
import type { Plan } from '../../src/model/plan.js';
import { MermaidParser, mermaidBlocks } from '../support/mermaid-parser.js';
import { HOSTILE_TITLES, hostilePlan } from './hostile-plan.js';

let parser: MermaidParser;
beforeAll(async () => {
  parser = await MermaidParser.start();
}, 60_000);
afterAll(async () => {
  await parser.close();
});

/** Every ```mermaid block of the plan's Markdown, in plan and drift mode. */
function diagramsOf(plan: Plan): string[] {
  const doc = serializePlan(plan);
  return (['plan', 'drift'] as const).flatMap((mode) =>
    mermaidBlocks(renderMarkdown(doc, { mode })),
  );
}

async function expectParses(diagrams: readonly string[]): Promise<void> {
  for (const text of diagrams) {
    expect(await parser.parse(text), text).toEqual({ type: 'flowchart-v2' });
  }
}

describe("every site map diagram parses with Mermaid's own parser", () => {
  it('the parser refuses a title written as it is, or a box left open (the check can fail)', async () => {
    expect(await parser.parse('flowchart TB\n  n1["x"y"z"]\n')).toHaveProperty('error');
    expect(await parser.parse('flowchart TB\n  subgraph n1["x"]\n  n2["a"]\n')).toHaveProperty(
      'error',
    );
  });

  it('the report snapshot plan, in plan and drift mode', async () => {
    const diagrams = diagramsOf(samplePlan());
    expect(diagrams).toHaveLength(2);
    await expectParses(diagrams);
  });

  it('a plan of hostile titles: parses, and no title reaches the diagram as syntax', async () => {
    const diagrams = diagramsOf(hostilePlan());
    expect(diagrams).toHaveLength(2);
    await expectParses(diagrams);
    for (const text of diagrams) {
      // outside entity codes, a label holds no character Mermaid, HTML or Markdown reads
      const labels = [...text.matchAll(/"([^"]*)"/g)].map((m) => m[1] ?? '');
      for (const label of labels) expect(label.replace(/#\d+;/g, '')).not.toMatch(/[<>`;[\]{}|%#]/);
      expect(text).not.toContain('alert(1)');
    }
    expect(HOSTILE_TITLES.length).toBeGreaterThan(20);
  });

  it('generated site maps: any titles, statuses and nesting', async () => {
    const title = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.constantFrom(...HOSTILE_TITLES),
    );
    const status = fc.constantFrom(...SITE_MAP_STATUSES);
    const space = fc.record({
      kind: fc.constant('site-space' as const),
      address: fc.constant('site.s.section.x.space.y'),
      title,
      status,
      children: fc.constant([]),
    });
    const sectionNode = fc.record({
      kind: fc.constant('section' as const),
      address: fc.constant('site.s.section.x'),
      title,
      status,
      children: fc.array(space, { maxLength: 3 }),
    });
    const linkNode = fc.record({
      kind: fc.constant('link' as const),
      address: fc.constant('site.s.link.l'),
      title,
      status,
      children: fc.constant([]),
    });
    const { node } = fc.letrec<{ node: SiteMapNode<string> }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        sectionNode,
        linkNode,
        fc.record({
          kind: fc.constant('group' as const),
          address: fc.constant('site.s.group.g'),
          title,
          status,
          children: fc.array(tie('node'), { maxLength: 4 }),
        }),
      ),
    }));
    const map: fc.Arbitrary<SiteMap<string>> = fc.record({
      title,
      nodes: fc.oneof(fc.array(node, { minLength: 1, maxLength: 5 }), fc.array(space)),
    });
    // a replaced site space (the address every generated one has) is drawn in its own class
    const replaced = fc.constantFrom(new Set<string>(), new Set(['site.s.section.x.space.y']));
    await fc.assert(
      fc.asyncProperty(map, replaced, async (m, r) => {
        const picture = siteMapMermaid(m, { replaced: r });
        if (picture.kind === 'too-large') return;
        expect(await parser.parse(picture.text), picture.text).toEqual({ type: 'flowchart-v2' });
      }),
      { numRuns: 150, seed: 17 },
    );
  }, 60_000);
});
