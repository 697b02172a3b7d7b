import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../../src/emulator/server.js';
import { parseSerializedPlan } from '../../../../src/plan/serialize.js';
import { renderMarkdown } from '../../../../src/report/markdown.js';
import { MermaidParser, mermaidBlocks } from '../../../support/mermaid-parser.js';
import type { Emulator } from '../../support/apply-harness.js';
import { shown } from '../../support/apply-harness.js';
import { setStateAt, stateAt } from '../../../support/emulator-state.js';
import { docform, ROOT } from '../../support/examples-cli.js';

const SCENARIOS = join(ROOT, 'test/fixtures/scenarios');

/**
 * Every scenario under test/fixtures/scenarios, and the example drawn in
 * docs/site-map.png (scripts/site-map), run against the emulator step by step: each
 * step planned (`plan --format json`), its Markdown rendered in plan and drift mode, each
 * ```mermaid block given to Mermaid's own parser, then the step applied for the next.
 */
const runs = [
  ...readdirSync(SCENARIOS)
    .sort()
    .map((name) => ({
      name,
      steps: readdirSync(join(SCENARIOS, name))
        .filter((f) => /^step-\d+\.yaml$/.test(f))
        .sort((a, b) => Number(a.match(/\d+/)?.[0]) - Number(b.match(/\d+/)?.[0]))
        .map((f) => join(SCENARIOS, name, f)),
    })),
  {
    name: 'docs/site-map.png example',
    steps: ['before.yaml', 'after.yaml'].map((f) => join(ROOT, 'scripts/site-map', f)),
  },
];

let emulator: Emulator;
let parser: MermaidParser;
let fixture: unknown;
let diagrams = 0;

beforeAll(async () => {
  [emulator, parser] = await Promise.all([startEmulator({ port: 0 }), MermaidParser.start()]);
  fixture = await stateAt(emulator.url);
}, 60_000);

afterAll(async () => {
  await Promise.all([emulator.close(), parser.close()]);
});

describe("site map diagrams of the scenarios parse with Mermaid's parser", () => {
  it.each(runs)('$name', { timeout: 120_000 }, async ({ steps }) => {
    await setStateAt(emulator.url, fixture);
    const at = { apiUrl: emulator.url };
    for (const step of steps) {
      const planned = await docform(['plan', step, '--format', 'json'], at);
      expect(planned.status, shown(planned)).toBe(0);
      const doc = parseSerializedPlan(planned.stdout);
      const blocks = (['plan', 'drift'] as const).flatMap((mode) =>
        mermaidBlocks(renderMarkdown(doc, { mode })),
      );
      expect(blocks).toHaveLength(2 * Object.keys(doc.siteMaps ?? {}).length);
      for (const text of blocks) {
        expect(await parser.parse(text), `${step}\n${text}`).toEqual({ type: 'flowchart-v2' });
      }
      diagrams += blocks.length;
      const applied = await docform(
        ['apply', step, '--auto-approve', '--allow-delete', '--force', '--allow-create'],
        at,
      );
      expect(applied.status, shown(applied)).toBe(0);
    }
  });

  it('the scenarios drew diagrams (declared last: runs after them)', () => {
    expect(diagrams).toBeGreaterThanOrEqual(80);
  });
});
