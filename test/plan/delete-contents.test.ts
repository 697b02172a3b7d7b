import { describe, expect, it } from 'vitest';
import { planChanges } from '../../src/plan/plan.js';
import { serializePlan } from '../../src/plan/serialize.js';
import { renderText } from '../../src/report/text.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { desired, live, liveGrp, liveSec, liveSite, liveSs, policy, site } from './builders.js';

/** A live site of 3 sections (one in a group) and 4 site spaces, and one more site. */
const portal = liveSite('site_1', 'Developer Portal', {
  sections: [
    liveSec('sec_1', 'Guides', [liveSs('ss_1', 'spc_guides'), liveSs('ss_2', 'spc_sdk')]),
    liveGrp('grp_1', 'Products', [
      liveSec('sec_2', 'API', [liveSs('ss_3', 'spc_api')]),
      liveSec('sec_3', 'Changelog', [liveSs('ss_4', 'spc_changelog')]),
    ]),
  ],
});
const kept = liveSite('site_2', 'Handbook');

/** The plan of a config that keeps the handbook and drops the portal, under prune. */
const planned = (threshold = { count: 10, percent: 30 }) =>
  planChanges(
    desired({
      sites: [site('handbook', { title: 'Handbook' })],
      policy: policy({ prune: ['sites'], deleteThreshold: threshold }),
    }),
    live({ sites: [portal, kept] }),
  );

describe('a site delete lists what goes with it', () => {
  it('carries the site fields and its 8 children, parents first, in the site order', () => {
    const [change] = planned().changes;
    expect(change).toMatchObject({ action: 'delete', address: 'site.developer-portal' });
    expect(change?.fields).toEqual([
      { path: 'title', before: 'Developer Portal' },
      { path: 'type', before: 'basic' },
      { path: 'visibility', before: 'public' },
      { path: 'published', before: true },
    ]);
    const children = change?.action === 'delete' ? change.children : undefined;
    expect(children?.map((c) => `${c.kind} ${c.address} ${c.id}`)).toEqual([
      'section site.developer-portal.section.Guides sec_1',
      'site-space site.developer-portal.section.Guides.space.spc_guides ss_1',
      'site-space site.developer-portal.section.Guides.space.spc_sdk ss_2',
      'group site.developer-portal.group.Products grp_1',
      'section site.developer-portal.group.Products.section.API sec_2',
      'site-space site.developer-portal.group.Products.section.API.space.spc_api ss_3',
      'section site.developer-portal.group.Products.section.Changelog sec_3',
      'site-space site.developer-portal.group.Products.section.Changelog.space.spc_changelog ss_4',
    ]);
  });

  it('the delete threshold counts the children: 1 site and 8 children are 9 deletes', () => {
    const gates = (count: number) =>
      planned({ count, percent: 100 })
        .diagnostics.filter((d) => d.code === 'delete-threshold')
        .map((d) => d.message);
    expect(gates(8)).toEqual(['9 deletes > threshold 8']);
    expect(gates(9)).toEqual([]);
  });

  it('text and Markdown show the children under the site and count them in the summary', () => {
    const doc = serializePlan(planned({ count: 100, percent: 100 }));
    const text = renderText(doc, { color: false, mode: 'plan' });
    expect(text).toContain(
      [
        '  - site.developer-portal (site delete) [site_1]',
        '      title: "Developer Portal"',
        '      type: "basic"',
        '      visibility: "public"',
        '      published: true',
        '      and its 8 children, deleted with it:',
        '        - site.developer-portal.section.Guides (section) [sec_1]',
      ].join('\n'),
    );
    expect(text).toContain(
      'Plan: 0 to create, 0 to update, 0 to move, 1 to delete (and 8 children).',
    );
    const markdown = renderMarkdown(doc, { mode: 'plan' });
    expect(markdown).toContain(
      '| 🔴 | `site.developer-portal` | delete site | "Developer Portal", and 8 children |',
    );
    expect(markdown).toContain(
      '- title: "Developer Portal"\n- type: "basic"\n- visibility: "public"\n- published: true\nand its 8 children, deleted with it:\n    - site.developer-portal.section.Guides (section) [sec_1]\n',
    );
    expect(markdown).toContain(
      '**Plan: 0 to create, 0 to update, 0 to move, 1 to delete (and 8 children).**',
    );
    const json = JSON.parse(JSON.stringify(doc)) as { changes: { children?: unknown[] }[] };
    expect(json.changes[0]?.children).toHaveLength(8);
  });
});

describe('the 100% rule of small kinds', () => {
  it('deleting the only site needs --force; one of two does not', () => {
    const only = planChanges(
      desired({
        policy: policy({ prune: ['sites'], deleteThreshold: { count: 10, percent: 30 } }),
      }),
      live({ sites: [liveSite('site_1', 'Portal')] }),
    );
    expect(only.diagnostics.filter((d) => d.code === 'delete-threshold')).toEqual([
      {
        severity: 'warning',
        code: 'delete-threshold',
        message: 'deletes every site (1 of 1) of the organization (100% of a kind)',
        hint: 'rerun with --force if this is intended (or set policy.deleteThreshold.percent to 100)',
      },
    ]);
    expect(planned().diagnostics.filter((d) => d.code === 'delete-threshold')).toEqual([]);
  });
});
