import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDirs } from '../../../support/scratch-dirs.js';
import { API_TARGETS, startApiTarget, type TargetApi } from '../../support/api-targets.js';
import type { JournalEntry } from '../../../support/emulator-journal.js';
import { runStep, shown } from '../../support/apply-harness.js';
import { docform } from '../../support/examples-cli.js';

const tempDir = scratchDirs('docform-paths-handed-over-');

/** A site of sections: one line per section, `title path: site spaces`. */
const siteOf = (title: string, sections: readonly string[]) => `version: 1
organization: org_acme
sites:
  ${title.toLowerCase()}:
    title: ${title}
    sections:
${sections.map((s, i) => `      - ${s}${i === 0 ? '\n        default: true' : ''}`).join('\n')}
`;

const section = (title: string, path: string, spaces: readonly string[]) =>
  `title: ${title}\n        path: ${path}\n        spaces: [${spaces.join(', ')}]`;

/** The writes of `method` to a path ending in `tail` (a collection, or `:id`). */
const writes = (journal: readonly JournalEntry[], method: string, pattern: RegExp) =>
  journal.filter((w) => w.method === method && pattern.test(w.path.split('?')[0] ?? ''));

/**
 * A path is a URL segment of the published site, unique among the sections of a site
 * and among the site spaces of a section: the API answers 409 to a path another holds.
 * Putting another space or section behind a path, and swapping two paths, are applied
 * in an order the API takes (docs/apply.md, "Paths handed over"), on the emulator and
 * through the official gateway; the next plan is empty.
 */
describe.each(API_TARGETS)('paths handed over, against the %s', (target) => {
  let api: TargetApi;
  beforeAll(async () => {
    api = await startApiTarget(target);
  });
  afterAll(async () => {
    await api.close();
  });

  /** Applies each config in turn (runStep); returns the last apply's writes. */
  const steps = async (...configs: string[]): Promise<JournalEntry[]> => {
    let last: JournalEntry[] = [];
    for (const text of configs) last = await runStep(api, configFile(text));
    return last;
  };

  const configFile = (text: string): string => {
    const file = join(tempDir(), 'docform.yaml');
    writeFileSync(file, text);
    return file;
  };

  it('another space behind a site space path: the old site space goes, then the new one takes its path', async () => {
    const journal = await steps(
      siteOf('Behind', [
        section('Guides', 'guides', [
          '{ space: spc_guides, path: docs, default: true }',
          '{ space: spc_sdk, path: sdk }',
        ]),
      ]),
      siteOf('Behind', [
        section('Guides', 'guides', [
          '{ space: spc_api, path: docs, default: true }',
          '{ space: spc_sdk, path: sdk }',
        ]),
      ]),
    );
    const deleted = writes(journal, 'DELETE', /\/site-spaces\/[^/]+$/);
    const added = writes(journal, 'POST', /\/site-spaces$/);
    expect(deleted).toHaveLength(1);
    expect(added).toHaveLength(1);
    expect(journal.indexOf(deleted[0]!)).toBeLessThan(journal.indexOf(added[0]!));
  });

  it('two site spaces swap paths through a temporary path: three PATCHes', async () => {
    const journal = await steps(
      siteOf('Swap', [
        section('Guides', 'guides', [
          '{ space: spc_guides, path: v2, default: true }',
          '{ space: spc_sdk, path: v1 }',
        ]),
      ]),
      siteOf('Swap', [
        section('Guides', 'guides', [
          '{ space: spc_guides, path: v1, default: true }',
          '{ space: spc_sdk, path: v2 }',
        ]),
      ]),
    );
    expect(writes(journal, 'PATCH', /\/site-spaces\/[^/]+$/)).toHaveLength(3);
    expect(journal).toHaveLength(3);
  });

  it('drift reports a swap as the two paths that differ, where the plan adds the temporary step', async () => {
    const swapped = (a: string, b: string) =>
      siteOf('Drift', [
        section('Guides', 'guides', [
          `{ space: spc_guides, path: ${a}, default: true }`,
          `{ space: spc_sdk, path: ${b} }`,
        ]),
      ]);
    await steps(swapped('v2', 'v1'));
    const file = configFile(swapped('v1', 'v2'));
    const addresses = async (command: string): Promise<string[]> => {
      const run = await docform([command, file, '--format', 'json'], { apiUrl: api.url });
      expect(run.status, shown(run)).toBe(command === 'drift' ? 2 : 0);
      const doc = JSON.parse(run.stdout) as { changes: { address: string }[] };
      return doc.changes.map((c) => c.address);
    };
    const space = (key: string) => `site.drift.section.Guides.space.${key}`;
    expect(await addresses('drift')).toEqual([space('spc_sdk'), space('spc_guides')]);
    expect(await addresses('plan')).toEqual([
      `${space('spc_guides')}.temporary-path`,
      space('spc_sdk'),
      space('spc_guides'),
    ]);
  });

  it('another section at a section path: the old section goes, then the new one takes its path', async () => {
    const journal = await steps(
      siteOf('Replaced', [
        section('Guides', 'docs', ['{ space: spc_guides, path: start, default: true }']),
        section('API', 'api', ['{ space: spc_api, path: ref, default: true }']),
      ]),
      siteOf('Replaced', [
        section('Handbook', 'docs', ['{ space: spc_internal, path: start, default: true }']),
        section('API', 'api', ['{ space: spc_api, path: ref, default: true }']),
      ]),
    );
    const deleted = writes(journal, 'DELETE', /\/sections\/[^/]+$/);
    const added = writes(journal, 'POST', /\/sections$/);
    expect(deleted).toHaveLength(1);
    expect(added).toHaveLength(1);
    expect(journal.indexOf(deleted[0]!)).toBeLessThan(journal.indexOf(added[0]!));
  });

  it('two sections, one in a group, swap paths through a temporary path: three PATCHes', async () => {
    const grouped = (a: string, b: string) =>
      siteOf('Sections', [
        section('Guides', a, ['{ space: spc_guides, path: start, default: true }']),
        `group: More\n        sections:\n          - title: API\n            path: ${b}\n            spaces: [{ space: spc_api, path: ref, default: true }]`,
      ]);
    const journal = await steps(grouped('guides', 'api'), grouped('api', 'guides'));
    expect(writes(journal, 'PATCH', /\/sections\/[^/]+$/)).toHaveLength(3);
    expect(journal).toHaveLength(3);
  });
});
