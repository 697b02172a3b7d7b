import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKDOWN_LIMIT } from '../../src/report/markdown.js';
import { scratchDirs } from '../support/scratch-dirs.js';
import type { TestEmulator } from '../support/start-test-emulator.js';
import { startTestEmulator } from '../support/start-test-emulator.js';
import { attentionSection, reviewedPlan } from './reviewed-plan.js';

const dir = scratchDirs('docform-many-redirects-');

/** 3,000 redirects beside an admin role: far more than a comment holds. */
const REDIRECTS = Array.from(
  { length: 3000 },
  (_, i) => `      /old-${i}: https://docs.acme.example/new-${i}`,
).join('\n');
const CONFIG = `version: 1
organization: org_acme
members:
  bob@acme.example: admin
sites:
  portal:
    title: Portal
    redirects:
${REDIRECTS}
`;

describe('a plan too long for a comment', () => {
  let emulator: TestEmulator;
  let scratch = '';
  beforeAll(async () => {
    emulator = await startTestEmulator();
    scratch = dir();
  });
  afterAll(() => emulator.close());

  it('keeps the attention section whole and says what was cut and where the whole plan is', async () => {
    const { stdout } = await reviewedPlan(emulator.url, scratch, CONFIG, 'markdown');
    expect(stdout.length).toBeLessThanOrEqual(MARKDOWN_LIMIT);
    expect(attentionSection(stdout)).toContain(
      '- `member.bob@acme.example`: member `bob@acme.example` in the organization: `edit` -\\> `admin`',
    );
    const note = stdout.trimEnd().split('\n').at(-1) ?? '';
    expect(note).toMatch(/^> \*\*Cut to fit a comment:\*\* \d+ change rows, 3002 detail blocks/);
    expect(note).toContain('the "Needs attention" section above is whole');
    expect(note).toContain('--format json` for the whole report');
    expect(note).toContain('A plan saved with `--out`');
  });
});
