// Snapshots of renderer output keep a .snap extension: prettier would reformat them.
import { describe, expect, it } from 'vitest';
import type { SerializedPlan } from '../../src/model/plan.js';
import type { SiteMap, SiteMapNode, SiteMapStatus } from '../../src/model/site-map.js';
import { planChanges } from '../../src/plan/plan.js';
import { serializePlan } from '../../src/plan/serialize.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { mermaidLabel, SITE_MAP_NODE_LIMIT, siteMapMermaid } from '../../src/report/mermaid.js';
import { desired, live, liveSite, liveSs, site, ss } from '../plan/builders.js';
import { samplePlan } from '../plan/sample-plan.js';
import { mermaidBlocks } from '../support/mermaid-parser.js';

const portalMap = (): SiteMap<string> => {
  const map = serializePlan(samplePlan()).siteMaps?.['site.portal'];
  if (map === undefined) throw new Error('the sample plan has no site map');
  return map;
};

/** The addresses of the sample plan's replace changes, as the Markdown renderer finds them. */
const sampleReplaced = (): ReadonlySet<string> =>
  new Set(
    serializePlan(samplePlan())
      .changes.filter((c) => c.action === 'replace')
      .map((c) => c.address),
  );

const diagram = (map: SiteMap<string>, replaced: ReadonlySet<string> = new Set()): string => {
  const picture = siteMapMermaid(map, { replaced });
  if (picture.kind !== 'diagram') throw new Error('expected a diagram');
  return picture.text;
};

const section = (title: string, status: SiteMapStatus = 'kept'): SiteMapNode<string> => ({
  kind: 'section',
  address: `site.s.section.${title}`,
  title,
  status,
  children: [],
});

describe('site map diagrams (Mermaid)', () => {
  it('the sample plan', async () => {
    await expect(diagram(portalMap(), sampleReplaced())).toMatchFileSnapshot(
      '__snapshots__/site-map.mmd.snap',
    );
  });

  it('styles created, moved and changed nodes apart, deleted ones dashed, kept ones not', () => {
    const text = diagram(portalMap(), sampleReplaced());
    expect(text).toMatch(/^ {2}class n5 moved$/m);
    expect(text).toMatch(/^ {2}class n7 changed$/m);
    expect(text).toMatch(/^ {2}class n8 deleted$/m);
    expect(text).toMatch(/^ {2}class n9,n10,n12 created$/m);
    expect(text).toMatch(/^ {2}classDef deleted .*stroke-dasharray/m);
    expect(text).not.toMatch(/ kept$/m);
    expect(text).toContain('n5["Guides (moved)"]');
    expect(text).toContain('n1["API"]');
  });

  it('a replace (a site space changing section) is drawn replaced, in purple, not moved', () => {
    // spc_a goes from Guides to API: the plan replaces it (its table row says "replace")
    expect([...sampleReplaced()]).toEqual(['site.portal.section.API.space.spc_a']);
    expect(portalMap().nodes[0]?.children[1]?.status).toBe('moved');
    const text = diagram(portalMap(), sampleReplaced());
    expect(text).toContain('n1 --- n4(["spc_a (replaced)"])');
    expect(text).toMatch(/^ {2}class n4 replaced$/m);
    expect(text).toMatch(/^ {2}class n5 moved$/m);
    expect(text).toMatch(/^ {2}classDef replaced fill:#d8b9ff,stroke:#8250df,stroke-width:2px,/m);
    const markdown = renderMarkdown(serializePlan(samplePlan()), { mode: 'plan' });
    expect(mermaidBlocks(markdown)).toEqual([text]);
    expect(markdown).toContain(
      '| 🟣 | `site.portal.section.API.space.spc_a` | replace site-space |',
    );
    expect(markdown).toContain('purple replaced (deleted from its old section, created here)');
    expect(markdown).not.toContain('spc_a (moved)');
  });

  it('siblings are chained in their order, a group around its own', () => {
    const text = diagram(portalMap());
    expect(text.match(/^ *\w+ ~~~ \w+$/gm)).toEqual([
      '  site ~~~ r2',
      '  r2 ~~~ r6',
      '  r6 ~~~ n8',
      '  n8 ~~~ n9',
    ]);
  });

  it('a site of root site spaces: the spaces in order under the site', () => {
    const plan = planChanges(
      desired({ sites: [site('docs', { title: 'Docs', spaces: [ss('spc_b'), ss('spc_a')] })] }),
      live({ sites: [liveSite('site_1', 'Docs', { spaces: [liveSs('s1', 'spc_a')] })] }),
    );
    const map = serializePlan(plan).siteMaps?.['site.docs'];
    expect(map).toBeDefined();
    expect(diagram(map as SiteMap<string>)).toContain(
      [
        '  site[["Docs"]]',
        '  n1(["spc_b (created)"])',
        '  n2(["spc_a"])',
        '  site ~~~ n1',
        '  n1 ~~~ n2',
      ].join('\n'),
    );
  });

  it.each([
    ['Guides', '"Guides"'],
    ['He said "hi"', '"He said #34;hi#34;"'],
    ['a]b[c', '"a#93;b#91;c"'],
    ['#quot;', '"#35;quot#59;"'],
    ['<b>x</b> & y', '"#60;b#62;x#60;/b#62; #38; y"'],
    ['one\ntwo\r\nthree', '"one two  three"'],
    ['%% no comment', '"#37;#37; no comment"'],
    ['`md` |x| {y} (z)', '"#96;md#96; #124;x#124; #123;y#125; #40;z#41;"'],
    ['Émoji 🚀', '"Émoji 🚀"'],
    ['  ', '"#160;"'],
  ])('label of %j', (title, label) => {
    expect(mermaidLabel(title)).toBe(label);
  });

  it(`a site of more than ${SITE_MAP_NODE_LIMIT} nodes gets a note, not a diagram`, () => {
    const nodes = (n: number) => Array.from({ length: n }, (_, i) => section(`S${i}`));
    expect(siteMapMermaid({ title: 'Big', nodes: nodes(SITE_MAP_NODE_LIMIT) }).kind).toBe(
      'diagram',
    );
    expect(siteMapMermaid({ title: 'Big', nodes: nodes(SITE_MAP_NODE_LIMIT + 1) })).toEqual({
      kind: 'too-large',
      nodes: SITE_MAP_NODE_LIMIT + 1,
      limit: SITE_MAP_NODE_LIMIT,
    });
    const doc: SerializedPlan = {
      ...serializePlan(samplePlan()),
      siteMaps: { 'site.big': { title: 'Big', nodes: nodes(SITE_MAP_NODE_LIMIT + 1) } },
    };
    const markdown = renderMarkdown(doc, { mode: 'plan' });
    expect(markdown).toContain('#### Site map of `site.big`');
    expect(markdown).toContain(`> 61 sections, groups and site spaces: more than the 60`);
    expect(mermaidBlocks(markdown)).toEqual([]);
  });
});

describe('site maps in the Markdown plan and drift', () => {
  it('one ```mermaid block per changed site, after the summary, before the table', () => {
    for (const mode of ['plan', 'drift'] as const) {
      const markdown = renderMarkdown(serializePlan(samplePlan()), { mode });
      const blocks = mermaidBlocks(markdown);
      expect(blocks).toEqual([diagram(portalMap(), sampleReplaced())]);
      const at = markdown.indexOf('#### Site map of `site.portal`');
      expect(at).toBeGreaterThan(markdown.indexOf('**'));
      expect(at).toBeLessThan(markdown.indexOf('| | Address |'));
    }
  });

  it('a comment cut to fit drops a whole diagram, never half of one', () => {
    const doc = serializePlan(samplePlan());
    const head = renderMarkdown({ ...doc, siteMaps: {} }, { mode: 'plan' }).indexOf('| |');
    const cut = renderMarkdown(doc, { mode: 'plan', maxLength: head + 400 });
    expect(cut).not.toContain('```mermaid');
    expect(cut).toMatch(/Cut to fit a comment:\*\* 1 site maps/);
  });

  it('no site map when no site structure changes', () => {
    const doc = serializePlan(planChanges(desired(), live()));
    expect(doc).not.toHaveProperty('siteMaps');
    expect(renderMarkdown(doc, { mode: 'plan' })).not.toContain('Site map');
  });
});
